export const selectTextEn = {
  placeholder: 'Select an option',
};
