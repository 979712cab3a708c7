import type { TaxFormRow } from '../../forms';
import { storedReturnOfIncomeSchema } from '../../routes/returnOfIncome';
import { PDF_LANGUAGES, type PdfLanguage } from '../language';
import { field, line, note, type PdfSection } from '../sections';
import { penaltyInterestLines } from './penaltyInterest';

/**
 * The employer's return of income tax withheld (TAX-RULES.md §4, §5) as its form shows its work:
 * the period and its dates, the inputs, the tax due and, when filed late, penalty and interest.
 * Null when the row holds no return of that shape.
 */
export function returnOfIncomeSections(
  form: TaxFormRow,
  lang: PdfLanguage = PDF_LANGUAGES.en,
): PdfSection[] | null {
  const parsed = storedReturnOfIncomeSchema.safeParse(form.data);
  if (!parsed.success) return null;
  const t = lang.m.employersReturn;
  const { formatCents: $, formatIsoDate, periodText } = lang.w;
  const { frequency, period, filedDate, inputs, result } = parsed.data;
  const periodKind = frequency === 'monthly' ? 'month' : 'quarter';
  return [
    {
      heading: t.periodHeading,
      rows: [
        field(t.frequency, t.frequencies[frequency]),
        field(t.period, periodText({ kind: periodKind, number: period }, form.taxYear)),
        field(t.dueDate, formatIsoDate(result.dueDate)),
        field(t.filedDate, formatIsoDate(filedDate)),
        field(t.employeeCount, String(inputs.employeeCount)),
        line(t.totalWages, $(inputs.totalWagesCents)),
      ],
    },
    {
      heading: t.workHeading,
      rows: [
        line(t.taxWithheld, $(inputs.taxWithheldCents)),
        line(t.priorCredit, $(inputs.priorCreditCents)),
        line(t.taxDue, $(result.taxDue), {
          formula: t.taxDueFormula($(inputs.taxWithheldCents), $(inputs.priorCreditCents)),
        }),
        ...(result.late
          ? penaltyInterestLines(
              result.penaltyAndInterest,
              {
                taxType: 'withholding',
                taxYear: form.taxYear,
                dueDate: result.dueDate,
                // Filed and paid on the same day (its penalty assumes the payment with the filing).
                paymentDate: filedDate,
              },
              lang,
              { unpaidTaxLine: false },
            )
          : []),
        line(t.amountDue, $(result.amountDue), { emphasis: true }),
        note(result.late ? t.late : t.onTime),
      ],
    },
  ];
}
