export const linkTextEn = {
  newTabHint: '(opens in a new tab)',
};
