import { cityRate, findCity, type City } from '@citytax/tax-rules';
import { loadCityTable, type TaxFormRow, type Tx } from '../../forms';
import { storedEstimateSchema } from '../../routes/estimates';
import { storedNetProfitEstimateSchema } from '../../routes/netProfitEstimate';
import { PDF_LANGUAGES, type PdfLanguage } from '../language';
import { field, line, note, type PdfRow, type PdfSection } from '../sections';

/** The rate of a city for the tax year, or null when the table has none (the form was computed with one). */
function rateOf(city: City | undefined, taxYear: number): number | null {
  if (!city) return null;
  try {
    return cityRate(city, taxYear).ratePpm;
  } catch {
    return null;
  }
}

/**
 * An individual or net profit estimate (TAX-RULES.md §3) as its form shows its work: the inputs,
 * tax before credits, the credits, the estimated tax, the installment schedule and this payment.
 * Null when the row holds no estimate of that shape.
 */
export async function estimateSections(
  tx: Tx,
  form: TaxFormRow,
  lang: PdfLanguage = PDF_LANGUAGES.en,
): Promise<PdfSection[] | null> {
  const t = lang.m.estimate;
  const { formatCents: $, formatIsoDate, formatPpm } = lang.w;
  const individual = form.type === 'IndividualEstimate' ? storedEstimateSchema.safeParse(form.data) : null;
  const business =
    form.type === 'NetProfitEstimate' ? storedNetProfitEstimateSchema.safeParse(form.data) : null;
  const stored = individual?.success ? individual.data : business?.success ? business.data : null;
  if (!stored) return null;

  const cities = await loadCityTable(tx);
  const cityCode = individual?.success
    ? individual.data.residenceCity
    : business?.success
      ? business.data.businessCity
      : '';
  const city = findCity(cityCode, cities);
  const cityName = city?.name ?? cityCode;
  const ratePpm = rateOf(city, form.taxYear);
  const rate = ratePpm === null ? '' : formatPpm(ratePpm);
  const { result } = stored;

  const inputs: PdfRow[] = [];
  let grossFormula: string | undefined;
  if (individual?.success) {
    const income = $(individual.data.estimatedIncomeCents);
    inputs.push(field(t.residenceCity, cityName), line(t.estimatedIncome, income));
    grossFormula = rate ? t.formulas.grossTaxIndividual(income, rate) : undefined;
  } else if (business?.success) {
    const profit = $(business.data.estimatedNetProfitCents);
    const share = formatPpm(business.data.apportionmentPpm);
    inputs.push(
      field(t.businessCity, cityName),
      line(t.estimatedNetProfit, profit),
      line(t.apportionmentPercent, share),
    );
    // A loss is shown with its minus sign, and is not taxed (TAX-RULES.md §3).
    grossFormula = result.netLoss
      ? t.formulas.grossTaxNetLoss
      : rate
        ? t.formulas.grossTaxBusiness(profit, share, rate)
        : undefined;
  }
  inputs.push(
    line(t.priorYearTax, stored.priorYearTaxCents === null ? t.none : $(stored.priorYearTaxCents)),
    field(t.computedOn, formatIsoDate(stored.computedOn)),
  );

  const current = result.installments.find((i) => i.number === result.currentInstallment);
  return [
    { heading: t.inputsHeading, rows: inputs },
    {
      heading: t.workHeading,
      rows: [
        ...(rate ? [line(t.rate(cityName), rate)] : []),
        line(t.grossTax, $(result.grossTax), { formula: grossFormula }),
        line(t.credits, $(stored.estimatedCreditsCents)),
        line(t.estimatedTax, $(result.estimatedTax), {
          formula: t.formulas.estimatedTax($(result.grossTax), $(stored.estimatedCreditsCents)),
          emphasis: true,
        }),
        note(result.required ? t.required : result.netLoss ? t.notRequiredNetLoss : t.notRequired),
        ...(result.safeHarborApplied && stored.priorYearTaxCents !== null
          ? [note(t.safeHarbor($(stored.priorYearTaxCents)))]
          : []),
      ],
    },
    {
      heading: t.scheduleHeading(form.taxYear),
      rows: [
        {
          kind: 'table',
          columns: [
            { label: t.columns.number, width: 0.25 },
            { label: t.columns.dueDate, width: 0.4 },
            { label: t.columns.target, width: 0.35, align: 'right' },
          ],
          rows: result.installments.map((i) => [
            String(i.number),
            formatIsoDate(i.dueDate),
            $(i.cumulativeTarget),
          ]),
        },
      ],
    },
    {
      heading: t.paymentHeading,
      rows: [
        line(t.paidSoFar(form.taxYear), $(stored.paidSoFarCents)),
        line(t.suggested, $(result.suggestedPayment), {
          formula: current
            ? t.suggestedFormula(current.number, $(current.cumulativeTarget), $(stored.paidSoFarCents))
            : undefined,
        }),
        line(t.paymentAmount, $(stored.paymentAmountCents), { emphasis: true }),
      ],
    },
  ];
}
