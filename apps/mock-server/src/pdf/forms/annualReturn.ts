import { findCity, type City } from '@citytax/tax-rules';
import {
  loadEntries,
  stored1099Schema,
  storedReturnSchema,
  storedW2Schema,
  type StoredW2,
  type SummaryCents,
} from '../../annualReturn';
import { loadCityTable, type TaxFormRow, type Tx } from '../../forms';
import { PDF_LANGUAGES, type PdfLanguage } from '../language';
import { field, line, note, type PdfRow, type PdfSection } from '../sections';

/** An EIN as printed on a W-2: 34-1234567. */
const formatEin = (ein: string) => (/^\d{9}$/.test(ein) ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein);
/** A payer's TIN may be a person's SSN: only its last four digits are printed. */
const maskTin = (tin: string) => `*****${tin.replace(/\D/g, '').slice(-4)}`;

/**
 * The individual annual return (TAX-RULES.md §2) as its summary screen shows its work: the residence
 * city, each W-2 and 1099 with its boxes, then every summary line with how it is computed, as the
 * return was filed (the summary stored when it was submitted).
 */
export async function annualReturnSections(
  tx: Tx,
  form: TaxFormRow,
  lang: PdfLanguage = PDF_LANGUAGES.en,
): Promise<PdfSection[]> {
  const t = lang.m.annualReturn;
  const { formatCents } = lang.w;
  const { residenceCity, summary } = storedReturnSchema.parse(form.data);
  const entries = await loadEntries(tx, form.id);
  const cities = await loadCityTable(tx);
  const cityName = (code: string) => findCity(code, cities)?.name ?? code;

  const w2s = entries
    .filter((e) => e.type === 'FormW2')
    .map((e) => ({ id: e.id, ...storedW2Schema.parse(e.data) }));
  const form1099s = entries.filter((e) => e.type === 'Form1099').map((e) => stored1099Schema.parse(e.data));

  const sections: PdfSection[] = [
    {
      heading: t.residenceHeading,
      rows: [field(t.residenceCity, residenceCity ? cityName(residenceCity) : t.noResidence)],
    },
    ...w2s.map((w2, i) => ({
      heading: t.w2Heading(i + 1, w2.employerName),
      rows: [
        field(t.w2.employerEin, formatEin(w2.employerEin)),
        field(t.w2.workCity, cityName(w2.workCity)),
        line(t.w2.medicareWages, formatCents(w2.medicareWages)),
        line(t.w2.localWages, formatCents(w2.localWages)),
        line(t.w2.localTaxWithheld, formatCents(w2.localTaxWithheld)),
        field(t.w2.locality, cityName(w2.locality)),
      ],
    })),
    ...form1099s.map((f, i) => ({
      heading: t.form1099Heading(i + 1, f.payerName),
      rows: [field(t.form1099.payerTin, maskTin(f.payerTin)), line(t.form1099.amount, formatCents(f.amount))],
    })),
  ];
  const summaryRows: PdfRow[] =
    summary && residenceCity
      ? summaryLines(summary, {
          w2s,
          amounts1099: form1099s.map((f) => f.amount),
          residence: findCity(residenceCity, cities),
          taxYear: form.taxYear,
          cityName,
          lang,
        })
      : [note(t.noSummary)];
  sections.push({
    heading: t.summaryHeading,
    rows: [...(entries.length === 0 ? [note(t.noEntries)] : []), ...summaryRows],
  });
  return sections;
}

interface SummaryContext {
  w2s: (StoredW2 & { id: number })[];
  amounts1099: number[];
  residence: City | undefined;
  taxYear: number;
  cityName: (code: string) => string;
  lang: PdfLanguage;
}

/** The summary's lines in the order of the screen (AnnualReturnSummary), each with its formula. */
function summaryLines(s: SummaryCents, ctx: SummaryContext): PdfRow[] {
  const t = ctx.lang.m.annualReturn;
  const f = t.formulas;
  const { formatCents: $, formatPpm, formatRatePpm } = ctx.lang.w;
  const residenceName = ctx.residence?.name ?? '';
  // The residence city's terms the return was computed with, as the screen words them.
  const factor = formatPpm(s.creditFactorPpm);
  const limit = formatRatePpm(s.creditLimitPpm);
  const employer = (id: number) => ctx.w2s.find((w) => w.id === id);

  const balance =
    s.outcome === 'balanceDue'
      ? { label: t.dueWhenFiled, value: $(s.amountDue) }
      : s.outcome === 'overpayment'
        ? { label: t.overpayment, value: $(-s.net) }
        : { label: t.noPayment, value: $(s.net) };

  const rows: PdfRow[] = [
    line(t.qualifyingWages, $(s.qualifyingWages), {
      formula: f.qualifyingWages(ctx.w2s.map((w) => $(w.medicareWages))),
    }),
    line(t.income1099, $(s.income1099), { formula: f.income1099(ctx.amounts1099.map($)) }),
    line(t.taxableIncome, $(s.taxableIncome), {
      formula: f.taxableIncome($(s.qualifyingWages), $(s.income1099)),
    }),
    line(t.rate, formatPpm(s.ratePpm), { formula: f.rate(residenceName, ctx.taxYear) }),
    line(t.tax, $(s.tax), { formula: f.tax($(s.taxableIncome), formatPpm(s.ratePpm)), emphasis: true }),
    ...s.credits.map((credit) => {
      const w2 = employer(credit.entryId);
      const formula = w2 ? f.creditLine($(w2.localTaxWithheld), factor, $(w2.localWages), limit) : undefined;
      return line(t.creditLine(ctx.cityName(credit.locality), w2?.employerName), $(credit.amount), {
        formula,
      });
    }),
    ...(s.credits.length > 1
      ? [line(t.creditableTotal, $(s.creditableTotal), { formula: f.creditableTotal })]
      : []),
    line(t.creditFactor, factor, { formula: f.creditFactor(residenceName) }),
    line(t.creditLimit, limit, { formula: f.creditLimit(residenceName) }),
    line(t.credit, $(s.credit), { formula: f.credit($(s.tax), $(s.creditableTotal)) }),
    note(t.creditRule(factor, limit)),
    line(t.residenceWithheld, $(s.residenceWithheld), { formula: f.residenceWithheld(residenceName) }),
    line(t.estimatesPaid, $(s.estimatesPaid), { formula: f.estimatesPaid(ctx.taxYear) }),
    line(t.priorYearCredit, $(s.priorYearCredit), { formula: f.priorYearCredit }),
    line(balance.label, balance.value, {
      formula: f.balance(
        $(s.tax),
        $(s.credit),
        $(s.residenceWithheld),
        $(s.estimatesPaid),
        $(s.priorYearCredit),
      ),
      emphasis: true,
    }),
    note(t.outcome[s.outcome]),
    ...s.warnings.map((w) => note(t.warning(w.code, employer(w.entryId)?.employerName ?? t.unknownEmployer))),
  ];
  return rows;
}
