import {
  annualReturnSummaryWords,
  billingStatementWords,
  employersReturnWords,
  estimateWords,
  exemptionWords,
  form1099Labels,
  penaltyInterestWords,
  w2Labels,
  type Translation,
} from '@citytax/api';

const { title: summaryHeading, ...summaryLines } = annualReturnSummaryWords;

/**
 * English texts of the filed forms' PDF copies (issue 15). The line labels are the screens' own,
 * from the one table of each form in packages/api/src/words, which the screens' messages
 * read too; each computed line also says how it is computed. The Spanish twin is messages.es.ts.
 */
export const pdfMessages = {
  author: 'City Tax Collection Division',
  producer: 'City Tax e-File',
  subject: (title: string, confirmationNumber: string) =>
    `${title}, filed with confirmation number ${confirmationNumber}`,
  keywords: ['city income tax', 'filed form', 'confirmation'],
  title: (formName: string, taxYear: number) => `${formName} ${taxYear}`,
  header: {
    portal: 'City Tax e-File',
    agency: 'City Tax Collection Division',
    copy: 'Copy of a filed form',
    contact: (email: string, phone: string) => `Questions? ${email} or ${phone}`,
  },
  footer: (confirmationNumber: string, page: number, of: number) =>
    `${confirmationNumber} - Page ${page} of ${of}`,
  taxpayer: {
    heading: 'Taxpayer',
    taxpayerId: 'Taxpayer ID',
    name: 'Name',
    businessName: 'Business name',
    ssn: 'SSN',
    fein: 'FEIN',
    spouseName: 'Spouse name',
    spouseSsn: 'Spouse SSN',
    address: 'Address',
    phone: 'Phone',
  },
  form: {
    heading: 'Form',
    form: 'Form',
    taxYear: 'Tax year',
    period: 'Period',
    lineHeader: 'Line',
    amountHeader: 'Amount',
    notOnRecord: 'The lines of this form are not on record. The amounts below are those filed.',
    amountFiled: 'Amount filed',
  },
  payments: {
    heading: 'Payments',
    columns: { date: 'Date', method: 'Method', card: 'Card', amount: 'Amount' },
    none: 'No payment was due. The form was filed without a payment.',
    noCard: '-',
    cardEnding: (last4: string) => `Ending in ${last4}`,
    total: 'Total paid',
  },
  confirmation: {
    heading: 'Confirmation',
    number: 'Confirmation number',
    filed: 'Filed',
    amountPaid: 'Amount paid',
    keep: 'Keep this copy and the confirmation number for your records.',
  },
  annualReturn: {
    residenceHeading: 'Residence',
    residenceCity: 'Residence city',
    noResidence: 'Not chosen',
    w2Heading: (n: number, employer: string) => `W-2 ${n}: ${employer}`,
    w2: w2Labels,
    form1099Heading: (n: number, payer: string) => `1099 ${n}: ${payer}`,
    form1099: form1099Labels,
    noEntries: 'No W-2 or 1099 was entered.',
    /** Names a W-2 in a warning when its employer is not on record. */
    unknownEmployer: 'A W-2',
    summaryHeading,
    noSummary: 'The computation of this return is not on record.',
    // The summary's lines, as the screen words them; a filed return's balance line is dueWhenFiled
    // (never "Balance due").
    ...summaryLines,
    formulas: {
      qualifyingWages: (amounts: string[]) =>
        amounts.length === 0 ? 'No W-2 was entered.' : `Box 5 of each W-2: ${amounts.join(' + ')}`,
      income1099: (amounts: string[]) =>
        amounts.length === 0 ? 'No 1099 was entered.' : `Each 1099: ${amounts.join(' + ')}`,
      taxableIncome: (wages: string, income1099: string) =>
        `${wages} of wages + ${income1099} of 1099 income`,
      rate: (city: string, taxYear: number) => `The rate of ${city} for tax year ${taxYear}`,
      tax: (taxable: string, rate: string) => `${taxable} × ${rate}, rounded to the cent`,
      creditLine: (withheld: string, factor: string, wages: string, limit: string) =>
        `The lesser of box 19 ${withheld} × ${factor} and box 18 ${wages} × ${limit}`,
      creditableTotal: 'The lines above added up',
      creditFactor: (city: string) => `The share of tax paid to other cities that ${city} credits`,
      creditLimit: (city: string) => `The most ${city} credits per dollar of wages taxed in another city`,
      credit: (tax: string, creditable: string) =>
        `The lesser of the tax ${tax} and the tax that can be credited ${creditable}`,
      residenceWithheld: (city: string) => `Box 19 of the W-2s whose locality is ${city}`,
      estimatesPaid: (taxYear: number) => `Estimated payments made for ${taxYear}`,
      priorYearCredit: 'An overpayment of an earlier year applied to this one',
      balance: (tax: string, credit: string, withheld: string, estimates: string, prior: string) =>
        `${tax} - ${credit} - ${withheld} - ${estimates} - ${prior}`,
    },
    outcome: {
      balanceDue: 'A balance was due and paid when the return was filed.',
      noPayment: 'The balance was within $10, so nothing was billed or refunded.',
      overpayment: 'The return showed an overpayment.',
    },
  },
  estimate: {
    inputsHeading: 'Your estimate',
    ...estimateWords,
    priorYearTax: 'Prior-year tax',
    none: 'None',
    computedOn: 'Computed on',
    formulas: {
      grossTaxIndividual: (income: string, rate: string) => `${income} × ${rate}, rounded to the cent`,
      grossTaxBusiness: (profit: string, share: string, rate: string) =>
        `${profit} × ${share} apportioned × ${rate}, rounded to the cent`,
      grossTaxNetLoss: 'A net loss is not taxed',
      estimatedTax: (gross: string, credits: string) => `${gross} - ${credits}, not below $0.00`,
    },
    required: 'Estimated payments are required because the estimated tax is $200.00 or more.',
    notRequired: 'Estimated payments are not required because the estimated tax is less than $200.00.',
    notRequiredNetLoss:
      'Estimated payments are not required because a net loss is expected, so no estimated tax is due.',
    safeHarbor: (priorYearTax: string) =>
      `The installments are based on the prior-year tax of ${priorYearTax} because it is lower than 90% of the estimated tax.`,
    paymentHeading: 'This payment',
    paidSoFar: (taxYear: number) => `Estimated payments made for ${taxYear} before this one`,
    suggested: 'Suggested payment',
    suggestedFormula: (installment: number, target: string, paid: string) =>
      `The total due by installment ${installment} is ${target}, less ${paid} already paid`,
  },
  employersReturn: {
    ...employersReturnWords,
    periodHeading: employersReturnWords.period,
    filedDate: 'Filing date',
    taxDue: 'Tax due',
    taxDueFormula: (withheld: string, credit: string) => `${withheld} - ${credit}, not below $0.00`,
    late: 'Filed after the due date: penalty and interest apply.',
  },
  billingStatement: {
    inputsHeading: 'Statement',
    ...billingStatementWords.fields,
    taxTypes: billingStatementWords.taxTypes,
    yesNo: billingStatementWords.yesNo,
    workHeading: billingStatementWords.workHeading,
  },
  penalty: {
    ...penaltyInterestWords,
    latePaymentApplied: (rate: string, unpaid: string) =>
      `${rate} of ${unpaid}, because the tax was paid after the due date`,
    latePaymentNone: 'None: the tax was paid by the due date',
    lateFilingNone: 'None: the return was filed by the due date',
    lateFilingMonthly:
      '$25.00 for each month or part of a month the return was late, at most $150.00, for tax years 2022 and earlier',
    lateFilingFlat:
      'A flat $25.00 because the return was filed late, for tax years 2023 and later, and a return was filed late before',
    lateFilingAbatedFormula: `$25.00 ${penaltyInterestWords.lateFilingAbated}: from tax year 2023 the penalty is not charged the first time a taxpayer files a return late`,
    interestApplied: (from: string, to: string) =>
      `Simple interest on the unpaid tax for each month or part of a month from ${from} to ${to}: the unpaid tax × the annual rate ÷ 12, all months added, then rounded to the cent`,
    interestNone: 'None: the tax was paid by the due date',
    totalFormula: 'Unpaid tax + penalties + interest',
  },
  exemption: {
    heading: 'Exemption',
    reason: 'Reason',
    ...exemptionWords,
    owesNothing: 'An exemption certificate owes no tax.',
  },
};

/** The texts of a copy in either language (messages.es.ts is the Spanish twin). */
export type PdfMessages = Translation<typeof pdfMessages>;
