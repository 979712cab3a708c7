export const spinnerTextEn = {
  label: 'Loading',
};
