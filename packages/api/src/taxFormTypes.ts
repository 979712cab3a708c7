/**
 * The kinds of stored tax form, alone in a module with no zod and no texts: the portal's first page
 * (menu, tiles, guards) reads them through the who-may-file table, and this module is all of the
 * forms' contract it loads.
 */

/** Kinds of stored tax form. FormW2 and Form1099 are entries of a CityTaxForm. */
export const TaxFormType = {
  ExemptionCertificate: 'ExemptionCertificate',
  CityTaxForm: 'CityTaxForm',
  FormW2: 'FormW2',
  Form1099: 'Form1099',
  IndividualEstimate: 'IndividualEstimate',
  NetProfitEstimate: 'NetProfitEstimate',
  ReturnOfIncome: 'ReturnOfIncome',
  BillingStatement: 'BillingStatement',
} as const;
export type TaxFormType = (typeof TaxFormType)[keyof typeof TaxFormType];
