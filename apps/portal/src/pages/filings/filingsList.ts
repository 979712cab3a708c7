import type { Filing, FilingStatus } from '@citytax/api';

// Type-only imports of the contract: the dashboard reads these too, and needs none of its schemas.

/** The list's filters; null is "all". */
export interface FilingFilters {
  taxYear: number | null;
  status: FilingStatus | null;
}

export const NO_FILTERS: FilingFilters = { taxYear: null, status: null };

/** The forms that pass both filters, in the list's order. */
export function filterFilings(filings: readonly Filing[], { taxYear, status }: FilingFilters): Filing[] {
  return filings.filter(
    (f) => (taxYear === null || f.taxYear === taxYear) && (status === null || f.status === status),
  );
}

/** The tax years the forms are for, latest first, each once. */
export function taxYearsOf(filings: readonly Filing[]): number[] {
  return [...new Set(filings.map((f) => f.taxYear))].sort((a, b) => b - a);
}

export interface TaxYearGroup {
  taxYear: number;
  filings: Filing[];
}

/** The forms grouped by tax year, latest year first; within a year they keep the list's order (newest first). */
export function groupByTaxYear(filings: readonly Filing[]): TaxYearGroup[] {
  return taxYearsOf(filings).map((taxYear) => ({
    taxYear,
    filings: filings.filter((f) => f.taxYear === taxYear),
  }));
}

/** What the taxpayer still has to do: drafts to finish, forms to pay, and what those owe together. */
export interface Attention {
  drafts: Filing[];
  awaitingPayment: Filing[];
  /** The sum of the amounts due of the forms awaiting payment, in dollars. */
  balanceDue: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The drafts, the forms awaiting payment and their total balance due (added in cents, so it is exact). */
export function attentionOf(filings: readonly Filing[]): Attention {
  const drafts = filings.filter((f) => f.status === 'Draft');
  const awaitingPayment = filings.filter((f) => f.status === 'AwaitingPayment');
  const cents = awaitingPayment.reduce((sum, f) => sum + toCents(f.amountDue), 0);
  return { drafts, awaitingPayment, balanceDue: cents / 100 };
}

/**
 * A name for each form that no other form in the list shares, for links and buttons that would
 * otherwise all read "Pay" or "View": `nameOf` names a form; forms that share a name get
 * "1 of 2", "2 of 2" after it, in the list's order.
 */
export function distinctNames(
  filings: readonly Filing[],
  nameOf: (filing: Filing) => string,
  numbered: (name: string, index: number, count: number) => string,
): Map<number, string> {
  const byName = new Map<string, Filing[]>();
  for (const filing of filings) {
    const name = nameOf(filing);
    byName.set(name, [...(byName.get(name) ?? []), filing]);
  }
  const names = new Map<number, string>();
  for (const [name, same] of byName) {
    same.forEach((filing, index) =>
      names.set(filing.id, same.length === 1 ? name : numbered(name, index + 1, same.length)),
    );
  }
  return names;
}
