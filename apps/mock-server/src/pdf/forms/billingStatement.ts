import type { TaxFormRow } from '../../forms';
import { storedStatementSchema } from '../../routes/billingStatement';
import { PDF_LANGUAGES, type PdfLanguage } from '../language';
import { field, line, type PdfSection } from '../sections';
import { penaltyInterestLines } from './penaltyInterest';

/**
 * The tax, penalty and interest billing statement (TAX-RULES.md §5) as its breakdown shows its
 * work. Null when the row holds no statement of that shape.
 */
export function billingStatementSections(
  form: TaxFormRow,
  lang: PdfLanguage = PDF_LANGUAGES.en,
): PdfSection[] | null {
  const parsed = storedStatementSchema.safeParse(form.data);
  if (!parsed.success) return null;
  const { m, w } = lang;
  const { formatCents, formatIsoDate } = w;
  const t = m.billingStatement;
  const { taxType, dueDate, filedDate, paymentDate, priorLateFiling, result } = parsed.data;
  return [
    {
      heading: t.inputsHeading,
      rows: [
        field(t.taxType, t.taxTypes[taxType]),
        field(t.taxYear, String(form.taxYear)),
        field(t.dueDate, formatIsoDate(dueDate)),
        field(t.filedDate, formatIsoDate(filedDate)),
        field(t.paymentDate, formatIsoDate(paymentDate)),
        field(t.priorLateFiling, priorLateFiling ? t.yesNo.yes : t.yesNo.no),
      ],
    },
    {
      heading: t.workHeading(form.taxYear),
      rows: [
        ...penaltyInterestLines(result, { taxType, taxYear: form.taxYear, dueDate, paymentDate }, lang, {
          unpaidTaxLine: true,
        }),
        line(m.penalty.total, formatCents(result.total), { formula: m.penalty.totalFormula, emphasis: true }),
      ],
    },
  ];
}
