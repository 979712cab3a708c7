export const nativeSelectTextEn = {
  placeholder: 'Select an option',
};
