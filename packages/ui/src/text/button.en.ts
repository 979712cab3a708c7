export const buttonTextEn = {
  loadingLabel: 'Loading',
};
