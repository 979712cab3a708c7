/** English texts of the e-file eligibility questionnaire and the paper-return guidance (TAX-RULES.md §2). */
export const efileQuestionnaireMessages = {
  intro: 'Answer three questions to find out whether you can file your annual return online.',
  questions: {
    allIncomeOnW2Or1099: (taxYear?: number) =>
      taxYear
        ? `Was all of your income for ${taxYear} reported on a W-2 or a 1099?`
        : 'Was all of your income reported on a W-2 or a 1099?',
    rentalBusinessOrK1Activity: 'Did you have any rental, business or K-1 activity?',
    nameAddressOrFilingStatusChanged: 'Did your name, address or filing status change?',
  },
  hints: {
    allIncomeOnW2Or1099: 'A 1099 here is a 1099-NEC or 1099-MISC for nonemployee compensation.',
    rentalBusinessOrK1Activity:
      'For example rent from a property you own, income from your own business, or income from a partnership or S corporation (K-1).',
    nameAddressOrFilingStatusChanged: 'Compared with the last return you filed with us.',
  },
  /** Whole-sentence overrides of the generic 'is required' (spec §5 allows per-field messages). */
  required: {
    allIncomeOnW2Or1099: 'Tell us whether all of your income was reported on a W-2 or a 1099.',
    rentalBusinessOrK1Activity: 'Tell us whether you had any rental, business or K-1 activity.',
    nameAddressOrFilingStatusChanged: 'Tell us whether your name, address or filing status changed.',
  },
  yes: 'Yes',
  no: 'No',
  submit: 'Continue',
  submitting: 'Saving your answers',
  paper: {
    heading: 'You need to file a paper return',
    intro: 'Based on your answers, your annual return cannot be filed online.',
    rule: 'Annual-return eligibility requires all income on W-2/1099, no rental/business/K-1 activity, and no overpayment.',
    reasonsHeading: 'Why:',
    reasons: {
      incomeNotOnW2Or1099: 'You had income that was not reported on a W-2 or a 1099.',
      rentalBusinessOrK1Activity: 'You had rental, business or K-1 activity.',
      nameAddressOrFilingStatusChanged:
        'Your name, address or filing status changed, and we need to update our records from a signed paper return.',
      overpayment:
        'Your return shows an overpayment. A refund or credit of an overpayment must be claimed on a paper return.',
    },
    whereHeading: 'Where to get the paper forms',
    where:
      'Download the annual return form and its instructions from the tax division, or pick them up at the tax office. Mail the signed return with copies of your W-2s and 1099s to the address on the form.',
    formsLink: 'Get the paper forms',
  },
};
export type EfileQuestionnaireMessages = typeof efileQuestionnaireMessages;
