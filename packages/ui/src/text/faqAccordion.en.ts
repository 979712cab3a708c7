export const faqAccordionTextEn = {
  navLabel: 'FAQ topics',
};
