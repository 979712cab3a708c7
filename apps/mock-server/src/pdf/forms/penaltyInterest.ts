import type { z } from 'zod';
import { addDays, LATE_PAYMENT_PENALTY_PPM, type TaxType } from '@citytax/tax-rules';
import type { storedPenaltyInterestSchema } from '../../forms';
import type { PdfLanguage } from '../language';
import { line, type PdfRow } from '../sections';

export interface PenaltyInterestContext {
  taxType: TaxType;
  taxYear: number;
  dueDate: string;
  /** The date interest runs to. */
  paymentDate: string;
}

/**
 * The lines of TAX-RULES.md §5 as the billing statement's breakdown shows them: the unpaid tax (the
 * employer's return shows its own tax due line instead), the late-payment and late-filing penalties
 * and the interest, each with why it applies or not, and the interest year by year. The caller adds
 * its total line.
 */
export function penaltyInterestLines(
  result: z.infer<typeof storedPenaltyInterestSchema>,
  ctx: PenaltyInterestContext,
  lang: PdfLanguage,
  options: { unpaidTaxLine: boolean },
): PdfRow[] {
  const t = lang.m.penalty;
  const { formatCents: $, formatIsoDate, formatPpm } = lang.w;
  const rate = formatPpm(LATE_PAYMENT_PENALTY_PPM[ctx.taxType]);
  const lateFilingFormula = result.lateFilingPenaltyAbated
    ? t.lateFilingAbatedFormula
    : result.lateFilingPenalty === 0
      ? t.lateFilingNone
      : ctx.taxYear <= 2022
        ? t.lateFilingMonthly
        : t.lateFilingFlat;
  return [
    ...(options.unpaidTaxLine ? [line(t.unpaidTax, $(result.unpaidTax))] : []),
    line(t.latePaymentPenalty(rate), $(result.latePaymentPenalty), {
      formula:
        result.latePaymentPenalty > 0 ? t.latePaymentApplied(rate, $(result.unpaidTax)) : t.latePaymentNone,
    }),
    line(t.lateFilingPenalty, $(result.lateFilingPenalty), { formula: lateFilingFormula }),
    ...result.interestByYear.map((y) =>
      line(t.interestYear(y.year, y.months, formatPpm(y.ratePpm)), $(y.amount)),
    ),
    line(t.interest, $(result.interest), {
      formula:
        result.interest > 0
          ? t.interestApplied(formatIsoDate(addDays(ctx.dueDate, 1)), formatIsoDate(ctx.paymentDate))
          : t.interestNone,
    }),
  ];
}
