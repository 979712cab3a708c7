export const fieldErrorListTextEn = {
  title: 'Please correct the following errors:',
};
