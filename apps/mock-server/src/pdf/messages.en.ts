import type { ExemptionReason } from '@citytax/api';

/**
 * English texts of the filed forms' PDF copies (issue 15). The line labels are the screens' own
 * (packages/forms/src/<form>/messages.en.ts, which the server may not import); each computed line
 * also says how it is computed. A second language is a second file of the same shape.
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
    w2: {
      employerEin: 'Employer EIN',
      workCity: 'Work city',
      medicareWages: 'Medicare wages and tips (box 5)',
      localWages: 'Local wages (box 18)',
      localTaxWithheld: 'Local income tax withheld (box 19)',
      locality: 'Locality (box 20)',
    },
    form1099Heading: (n: number, payer: string) => `1099 ${n}: ${payer}`,
    form1099: { payerTin: 'Payer TIN', amount: 'Nonemployee compensation' },
    noEntries: 'No W-2 or 1099 was entered.',
    summaryHeading: 'Annual return summary',
    noSummary: 'The computation of this return is not on record.',
    qualifyingWages: 'Qualifying wages (box 5 of your W-2s)',
    income1099: '1099 income',
    taxableIncome: 'Taxable income',
    rate: 'Tax rate of your residence city',
    tax: 'Tax',
    creditLine: (city: string, employer?: string) =>
      employer
        ? `Tax paid to ${city} that can be credited (${employer})`
        : `Tax paid to ${city} that can be credited`,
    creditableTotal: 'Total tax paid to other cities that can be credited',
    creditFactor: 'Credit factor of your residence city',
    credit: 'Credit for tax paid to other cities',
    residenceWithheld: 'Tax withheld for your residence city',
    estimatesPaid: 'Estimated payments',
    priorYearCredit: 'Credit from the prior year',
    /** A filed return's balance line: what it owed when filed, then paid (never "Balance due"). */
    dueWhenFiled: 'Amount due when filed',
    noPayment: 'Balance (within $10: nothing is billed or refunded)',
    overpayment: 'Overpayment',
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
    warning: (employer: string) =>
      `${employer}: local wages (box 18) are more than Medicare wages and tips (box 5). The return uses box 5.`,
  },
  estimate: {
    inputsHeading: 'Your estimate',
    residenceCity: 'Residence city',
    businessCity: 'Business city',
    estimatedIncome: 'Estimated income',
    estimatedNetProfit: 'Estimated net profit',
    apportionmentPercent: 'Apportionment percentage',
    priorYearTax: 'Prior-year tax',
    none: 'None',
    computedOn: 'Computed on',
    workHeading: 'How your estimated tax is computed',
    rate: (city: string) => `${city} tax rate`,
    grossTax: 'Tax before credits',
    credits: 'Less estimated credits',
    estimatedTax: 'Estimated tax',
    formulas: {
      grossTaxIndividual: (income: string, rate: string) => `${income} × ${rate}, rounded to the cent`,
      grossTaxBusiness: (profit: string, share: string, rate: string) =>
        `${profit} × ${share} apportioned × ${rate}, rounded to the cent`,
      estimatedTax: (gross: string, credits: string) => `${gross} - ${credits}, not below $0.00`,
    },
    required: 'Estimated payments are required because the estimated tax is $200.00 or more.',
    notRequired: 'Estimated payments are not required because the estimated tax is less than $200.00.',
    safeHarbor: (priorYearTax: string) =>
      `The installments are based on the prior-year tax of ${priorYearTax} because it is lower than 90% of the estimated tax.`,
    scheduleHeading: (taxYear: number) => `Installment schedule for tax year ${taxYear}`,
    columns: { number: 'Installment', dueDate: 'Due date', target: 'Total due by this date' },
    paymentHeading: 'This payment',
    paidSoFar: (taxYear: number) => `Estimated payments made for ${taxYear} before this one`,
    suggested: 'Suggested payment',
    suggestedFormula: (installment: number, target: string, paid: string) =>
      `The total due by installment ${installment} is ${target}, less ${paid} already paid`,
    paymentAmount: 'Payment amount',
  },
  employersReturn: {
    periodHeading: 'Period',
    frequency: 'Filing frequency',
    frequencies: { monthly: 'Monthly', quarterly: 'Quarterly' },
    period: 'Period',
    dueDate: 'Due date',
    filedDate: 'Filing date',
    employeeCount: 'Number of employees',
    totalWages: 'Total wages paid',
    workHeading: 'How the amount due is computed',
    taxWithheld: 'City income tax withheld',
    priorCredit: 'Less prior overpayment credit',
    taxDue: 'Tax due',
    taxDueFormula: (withheld: string, credit: string) => `${withheld} - ${credit}, not below $0.00`,
    onTime: 'On time: no penalty or interest applies.',
    late: 'Filed after the due date: penalty and interest apply.',
    amountDue: 'Amount due',
  },
  billingStatement: {
    inputsHeading: 'Statement',
    taxType: 'Tax type',
    taxTypes: { individual: 'Individual', netProfit: 'Net profit', withholding: 'Withholding' },
    taxYear: 'Tax year',
    dueDate: 'Due date',
    filedDate: 'Date filed',
    paymentDate: 'Payment date',
    workHeading: (taxYear: number) => `Tax, penalty and interest for tax year ${taxYear}`,
  },
  penalty: {
    unpaidTax: 'Unpaid tax',
    latePaymentPenalty: (rate: string) => `Late-payment penalty (${rate})`,
    latePaymentApplied: (rate: string, unpaid: string) =>
      `${rate} of ${unpaid}, because the tax was paid after the due date`,
    latePaymentNone: 'None: the tax was paid by the due date',
    lateFilingPenalty: 'Late-filing penalty',
    lateFilingNone: 'None: the return was filed by the due date',
    lateFilingMonthly:
      '$25.00 for each month or part of a month the return was late, at most $150.00, for tax years 2022 and earlier',
    lateFilingFlat: 'A flat $25.00 because the return was filed late, for tax years 2023 and later',
    interestYear: (year: number, months: number, rate: string) =>
      `Interest for ${year}: ${months} ${months === 1 ? 'month' : 'months'} at ${rate} a year`,
    interest: 'Interest',
    interestApplied: (from: string, to: string) =>
      `Simple interest on the unpaid tax for each month or part of a month from ${from} to ${to}: the unpaid tax × the annual rate ÷ 12, all months added, then rounded to the cent`,
    interestNone: 'None: the tax was paid by the due date',
    total: 'Total due',
    totalFormula: 'Unpaid tax + penalties + interest',
  },
  exemption: {
    heading: 'Exemption',
    reason: 'Reason',
    reasons: {
      retired: (taxYear: number) => `I was retired for all of ${taxYear} and had no earned income.`,
      armedForces: (taxYear: number) => `I was on active duty in the armed forces for all of ${taxYear}.`,
      under18: (taxYear: number) => `I was under the minimum age for city income tax for all of ${taxYear}.`,
      noEarnedIncome: (taxYear: number) =>
        `I had no earned income in ${taxYear} (no wages, salary, tips, commissions or self-employment income).`,
      BusinessOrRentalSold: (taxYear: number) =>
        `I sold my business or rental property in or before ${taxYear}.`,
    } satisfies Record<ExemptionReason, (taxYear: number) => string>,
    soldDate: 'Date the business or rental was sold',
    owesNothing: 'An exemption certificate owes no tax.',
  },
};

export type PdfMessages = typeof pdfMessages;
