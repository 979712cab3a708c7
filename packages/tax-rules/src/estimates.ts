import { compareDates, formatIsoDate, nextBusinessDay, type IsoDate } from './dates';
import { TaxRuleInputError } from './errors';
import { mulDivRound, PPM, roundDiv } from './money';

/** Estimates are required from $200 of estimated tax. */
export const ESTIMATE_REQUIRED_FROM_CENTS = 20_000;
/** Cumulative installment targets: 22.5%, 45%, 67.5%, 90% of the estimated tax. */
export const CUMULATIVE_TARGETS_PPM = [225_000, 450_000, 675_000, 900_000] as const;

/** The safe harbor's cumulative targets: 25%, 50%, 75%, 100% of the prior year's tax. */
export const SAFE_HARBOR_TARGETS_PPM = [250_000, 500_000, 750_000, 1_000_000] as const;

export type EstimateKind = 'individual' | 'business';

/** The four installment due dates of a tax year, moved to the next business day. */
export function estimateDueDates(kind: EstimateKind, taxYear: number): IsoDate[] {
  const raw =
    kind === 'individual'
      ? [
          formatIsoDate(taxYear, 4, 15),
          formatIsoDate(taxYear, 6, 15),
          formatIsoDate(taxYear, 9, 15),
          formatIsoDate(taxYear + 1, 1, 15),
        ]
      : [
          formatIsoDate(taxYear, 4, 15),
          formatIsoDate(taxYear, 6, 15),
          formatIsoDate(taxYear, 9, 15),
          formatIsoDate(taxYear, 12, 15),
        ];
  return raw.map(nextBusinessDay);
}

export interface EstimateInput {
  kind: EstimateKind;
  taxYear: number;
  /** The residence (individual) or business city's rate. */
  ratePpm: number;
  /** Estimated income (individual) or net profit (business), cents; a business may expect a loss (< 0). */
  estimatedIncome: number;
  /** Business only: apportionment percentage in ppm (100% = 1_000_000). */
  apportionmentPpm?: number;
  /** Expected withholding plus credits, cents. */
  estimatedCredits: number;
  /** Prior year's tax, cents, for the safe harbor; null when unknown. */
  priorYearTax: number | null;
  /** Estimated payments already made for this tax year, cents. */
  paidSoFar: number;
  /** Today, in the authority's time zone. */
  today: IsoDate;
}

export interface Installment {
  number: 1 | 2 | 3 | 4;
  dueDate: IsoDate;
  /** Cumulative amount that should be paid by the due date, cents. */
  cumulativeTarget: number;
}

export interface EstimateResult {
  /** A business that expects a net loss owes no estimated tax. */
  netLoss: boolean;
  grossTax: number;
  estimatedTax: number;
  required: boolean;
  /** The annual amount the installments add up to: 90% of the estimate, or the prior year's tax when lower. */
  annualRequirement: number;
  safeHarborApplied: boolean;
  installments: Installment[];
  /** The installment whose due date is next (or the last one once all have passed). */
  currentInstallment: 1 | 2 | 3 | 4;
  suggestedPayment: number;
}

function check(field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new TaxRuleInputError(field, `${field} must be a non-negative whole number of cents`);
  }
}

/** The individual or net profit estimate: estimated tax, installments and the suggested payment. */
export function computeEstimate(input: EstimateInput): EstimateResult {
  if (input.kind === 'business') {
    if (!Number.isSafeInteger(input.estimatedIncome)) {
      throw new TaxRuleInputError('estimatedIncome', 'estimatedIncome must be a whole number of cents');
    }
  } else {
    check('estimatedIncome', input.estimatedIncome);
  }
  check('estimatedCredits', input.estimatedCredits);
  check('paidSoFar', input.paidSoFar);
  if (input.priorYearTax !== null) check('priorYearTax', input.priorYearTax);
  const apportionment = input.kind === 'business' ? (input.apportionmentPpm ?? PPM) : PPM;
  if (!Number.isInteger(apportionment) || apportionment < 0 || apportionment > PPM) {
    throw new TaxRuleInputError('apportionment', 'apportionment must be between 0% and 100%');
  }
  const netLoss = input.kind === 'business' && input.estimatedIncome < 0;
  // Exact: cents × ppm × ppm in BigInt, rounded once (a float product is off by a cent above ~$90M).
  const grossTax = netLoss
    ? 0
    : Number(
        roundDiv(
          BigInt(input.estimatedIncome) * BigInt(apportionment) * BigInt(input.ratePpm),
          BigInt(PPM) * BigInt(PPM),
        ),
      );
  const estimatedTax = Math.max(0, grossTax - input.estimatedCredits);
  const ninety = mulDivRound(estimatedTax, CUMULATIVE_TARGETS_PPM[3], PPM);
  const safeHarborApplied = input.priorYearTax !== null && input.priorYearTax < ninety;
  const annualRequirement = safeHarborApplied ? input.priorYearTax! : ninety;

  const dueDates = estimateDueDates(input.kind, input.taxYear);
  const installments = dueDates.map((dueDate, i) => ({
    number: (i + 1) as 1 | 2 | 3 | 4,
    dueDate,
    cumulativeTarget: safeHarborApplied
      ? mulDivRound(annualRequirement, SAFE_HARBOR_TARGETS_PPM[i]!, PPM)
      : mulDivRound(estimatedTax, CUMULATIVE_TARGETS_PPM[i]!, PPM),
  }));
  const next = installments.find((inst) => compareDates(input.today, inst.dueDate) <= 0) ?? installments[3]!;
  return {
    netLoss,
    grossTax,
    estimatedTax,
    required: estimatedTax >= ESTIMATE_REQUIRED_FROM_CENTS,
    annualRequirement,
    safeHarborApplied,
    installments,
    currentInstallment: next.number,
    suggestedPayment: Math.max(0, next.cumulativeTarget - input.paidSoFar),
  };
}
