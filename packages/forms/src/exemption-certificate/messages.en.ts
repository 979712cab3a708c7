import { exemptionWords } from '@citytax/api';

/**
 * English texts of the exemption certificate form. The reasons are
 * worded as the filed copy prints them (packages/api/src/words).
 */
export const exemptionCertificateMessages = {
  intro: (taxYear: number) =>
    `File an exemption certificate if you owe no city income tax for ${taxYear}. Choose the one reason that applies to you. You can file one certificate for the tax year, and it cannot be changed once it is filed.`,
  reasonLabel: (taxYear: number) => `Why are you exempt for ${taxYear}?`,
  reasons: exemptionWords.reasons,
  under18Hint: 'The minimum age depends on your city; see the minimum-age notes below.',
  soldDateLabel: exemptionWords.soldDate,
  soldDateHint: (taxYear: number) => `Month, day and year; on or before December 31, ${taxYear}.`,
  confirmLabel: 'I confirm that the reason I chose is true and correct.',
  submit: 'File exemption certificate',
  saving: 'Filing your exemption certificate',
  confirmDialog: {
    title: 'File your exemption certificate?',
    message: (taxYear: number) =>
      `You are about to file your exemption certificate for ${taxYear}. Once it is filed you cannot change it or file tax forms for ${taxYear} online. Do you want to file it now?`,
    confirm: 'File certificate',
    cancel: 'Cancel',
  },
  errors: {
    reason: 'You must choose a reason you are filing this form.',
    confirm: 'You must confirm the chosen option is correct.',
    soldDate: 'You must enter the date the business was sold.',
    soldDateAfterTaxYear: (taxYear: number) =>
      `The date the business was sold must be on or before December 31, ${taxYear}.`,
  },
  help: {
    heading: 'Minimum-age notes',
    items: [
      'In most cities the minimum age for city income tax is 18.',
      'Some cities have no minimum age.',
      'One city taxes residents from age 15.',
      'Other cities tax residents from age 16.',
      'In one city, 16- and 17-year-olds pay city income tax only if they earned $2500 or more.',
      'From tax year 2024, everyone under 18 is exempt statewide (Ohio House Bill 33), whatever the minimum age of their city.',
    ],
  },
};
export type ExemptionCertificateMessages = typeof exemptionCertificateMessages;
