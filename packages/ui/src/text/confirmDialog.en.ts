export const confirmDialogTextEn = {
  title: 'Please confirm',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
};
