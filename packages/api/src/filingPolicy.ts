// Types only: the portal's first page reads this table, and nothing else of the contract.
import type { TaxFormType } from './taxFormTypes';

/**
 * Who may file what. One table, read by the server on every
 * write of a tax form and by the portal's menu, tiles and guards.
 *
 * - non-business taxpayers (individual and joint): exemption certificate, annual return (with its
 *   W-2 and 1099 entries), individual estimate;
 * - business taxpayers: employer's return, net profit estimate;
 * - everyone with a taxpayer: the billing statement.
 */

/** The two kinds of filer the table speaks of. */
export const FilerKind = { NonBusiness: 'nonBusiness', Business: 'business' } as const;
export type FilerKind = (typeof FilerKind)[keyof typeof FilerKind];

/** The kind of a signed-in user as the portal knows it (from `User.isBusinessUser`). */
export function filerKindOfUser(user: { isBusinessUser: boolean }): FilerKind {
  return user.isBusinessUser ? FilerKind.Business : FilerKind.NonBusiness;
}

const ALL: readonly FilerKind[] = [FilerKind.NonBusiness, FilerKind.Business];
const NON_BUSINESS: readonly FilerKind[] = [FilerKind.NonBusiness];
const BUSINESS: readonly FilerKind[] = [FilerKind.Business];

/** Each form type and the kinds of taxpayer that may file it. */
export const FORM_FILERS: Readonly<Record<TaxFormType, readonly FilerKind[]>> = {
  ExemptionCertificate: NON_BUSINESS,
  CityTaxForm: NON_BUSINESS,
  FormW2: NON_BUSINESS,
  Form1099: NON_BUSINESS,
  IndividualEstimate: NON_BUSINESS,
  ReturnOfIncome: BUSINESS,
  NetProfitEstimate: BUSINESS,
  BillingStatement: ALL,
};

/** Whether a taxpayer of `kind` may file (create, change, submit, pay or file) forms of `type`. */
export function mayFile(type: TaxFormType, kind: FilerKind): boolean {
  return FORM_FILERS[type].includes(kind);
}

/** The form types a kind of taxpayer may file, in the table's order. */
export function formsFiledBy(kind: FilerKind): TaxFormType[] {
  return (Object.keys(FORM_FILERS) as TaxFormType[]).filter((type) => mayFile(type, kind));
}

/**
 * Forms of one tax year that exclude each other, both ways, for every filer of the return (a joint
 * return's spouse too): an exemption certificate says the filer owes no city income tax for the year,
 * an annual return that the filer does. `blocking` is what the other form must be to exclude it.
 */
export const YEAR_CONFLICTS: readonly {
  form: TaxFormType;
  excludedBy: TaxFormType;
  /** The statuses of the other form that exclude this one. */
  blocking: readonly ('Draft' | 'AwaitingPayment' | 'Filed')[];
  detail: string;
}[] = [
  {
    form: 'ExemptionCertificate',
    excludedBy: 'CityTaxForm',
    // A filed return excludes the certificate; a return awaiting payment is filed by its payment,
    // so it excludes too.
    blocking: ['AwaitingPayment', 'Filed'],
    detail:
      'You cannot file an exemption certificate because you have already filed tax forms for this tax year.',
  },
  {
    form: 'CityTaxForm',
    excludedBy: 'ExemptionCertificate',
    blocking: ['Filed'],
    detail: 'You cannot file an annual return because an exemption certificate is on file for this tax year.',
  },
];
