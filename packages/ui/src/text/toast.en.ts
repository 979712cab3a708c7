export const toastTextEn = {
  closeLabel: 'Close',
  label: 'Notifications',
};
