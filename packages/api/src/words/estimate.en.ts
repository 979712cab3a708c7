// Words of the individual and the net profit estimate that the screens and the filed copies
// both print, defined once (see ../index.ts).

/** The individual and the net profit estimate: inputs, work and schedule. */
export const estimateWords = {
  residenceCity: 'Residence city',
  estimatedIncome: 'Estimated income',
  businessCity: 'Business city',
  /** A business may expect a loss, entered with its minus sign. */
  estimatedNetProfit: 'Estimated net profit (or loss)',
  apportionmentPercent: 'Apportionment percentage',
  paymentAmount: 'Payment amount',
  workHeading: 'How your estimated tax is computed',
  rate: (city: string) => `${city} tax rate`,
  grossTax: 'Tax before credits',
  credits: 'Less estimated credits',
  estimatedTax: 'Estimated tax',
  scheduleHeading: (taxYear: number) => `Installment schedule for tax year ${taxYear}`,
  columns: { number: 'Installment', dueDate: 'Due date', target: 'Total due by this date' },
};
