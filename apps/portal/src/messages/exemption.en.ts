/** Texts of the exemption certificate page (spec §2, §4 "Exemption screen", §8 "Exemption"). */
export const exemptionEn = {
  title: 'Exemption Certificate',
  loading: 'Loading your exemption certificate status',
  loadFailed:
    'An unexpected error occurred loading your exemption certificate status. Please try again later.',
  alreadyFiled:
    'You cannot file an exemption certificate because you have already filed one for this tax year.',
  annualReturnFiled:
    'You cannot file an exemption certificate because you have already filed tax forms for this tax year.',
  saved: (taxYear: number) =>
    `Your exemption certificate for ${taxYear} has been filed. No city income tax return is due from you for ${taxYear}.`,
  saveFailed: 'An unexpected error occurred while saving your form. Please try again later.',
} as const;
