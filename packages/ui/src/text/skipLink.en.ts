export const skipLinkTextEn = {
  label: 'Skip to main content',
};
