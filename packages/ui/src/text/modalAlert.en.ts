export const modalAlertTextEn = {
  okLabel: 'OK',
  closeLabel: 'Close',
};
