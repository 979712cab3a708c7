export const errorSummaryTextEn = {
  title: 'There is a problem',
};
