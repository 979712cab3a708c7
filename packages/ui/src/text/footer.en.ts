export const footerTextEn = {
  owner: 'City Tax Collection Division',
  aboutLabel: 'About this service',
  faqLabel: 'FAQ',
  newTabHint: '(opens in a new tab)',
  contactLabel: 'Contact Us',
};
