/** The questionnaire's questions: asked by the form, quoted by the paper-return guidance. */
const questions = {
  allIncomeOnW2Or1099: (taxYear?: number) =>
    taxYear
      ? `Was all of your income for ${taxYear} reported on a W-2 or a 1099?`
      : 'Was all of your income reported on a W-2 or a 1099?',
  rentalBusinessOrK1Activity: 'Did you have any rental, business or K-1 activity?',
  nameAddressOrFilingStatusChanged: 'Did your name, address or filing status change?',
};

/** The paper form a return that cannot be filed online is filed on. */
const PAPER_FORM = 'Individual Annual Return (paper form)';

/** English texts of the e-file eligibility questionnaire and the paper-return guidance. */
export const efileQuestionnaireMessages = {
  intro: 'Answer three questions to find out whether you can file your annual return online.',
  questions,
  hints: {
    allIncomeOnW2Or1099: 'A 1099 here is a 1099-NEC or 1099-MISC for nonemployee compensation.',
    rentalBusinessOrK1Activity:
      'For example rent from a property you own, income from your own business, or income from a partnership or S corporation (K-1).',
    nameAddressOrFilingStatusChanged: 'Compared with the last return you filed with us.',
  },
  /** Whole-sentence overrides of the generic 'is required': a field may have its own message. */
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
    /** Why, when the questionnaire's answers decided it: each answer that did, quoting its question. */
    answersIntro: (taxYear: number | undefined, count: number) =>
      `Your annual return${taxYear ? ` for ${taxYear}` : ''} cannot be filed online because of your ${count === 1 ? 'answer' : 'answers'}:`,
    answers: {
      incomeNotOnW2Or1099: (taxYear?: number) =>
        `You answered No to “${questions.allIncomeOnW2Or1099(taxYear)}” Income that is not on a W-2 or a 1099 is reported on the paper return and its schedules.`,
      rentalBusinessOrK1Activity: () =>
        `You answered Yes to “${questions.rentalBusinessOrK1Activity}” Rental, business and K-1 income is reported on the paper return and its schedules.`,
      nameAddressOrFilingStatusChanged: () =>
        `You answered Yes to “${questions.nameAddressOrFilingStatusChanged}” We update our records from a signed paper return.`,
    },
    /** Why, when the return's figures decided it: said once. */
    overpayment:
      'Your return shows an overpayment. A refund or credit of an overpayment must be claimed on a paper return, so this return cannot be filed online.',
    /** Neither: the guidance on its own. */
    general: 'Your annual return cannot be filed online.',
    formLabel: 'What to file',
    form: (taxYear?: number) =>
      `The ${PAPER_FORM}${taxYear ? ` for ${taxYear}` : ''}, signed (by both spouses if you file jointly), with copies of your W-2s and 1099s.`,
    getLabel: 'Where to get it',
    download: `Download the ${PAPER_FORM}`,
    orPickUp: ', or pick it up at the tax office.',
    pickUp: 'Pick it up at the tax office.',
    mailLabel: 'Where to mail it',
    phoneLabel: 'Questions',
    call: 'Call',
  },
};
export type EfileQuestionnaireMessages = typeof efileQuestionnaireMessages;
