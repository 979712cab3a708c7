import type { City } from '@citytax/api';
import { estimateTaxYears } from '@citytax/forms';
import { parseIsoDate, todayIn, type IsoDate } from '@citytax/tax-rules';
import { getEndpoints } from '../../../state/endpoints';

/**
 * What an estimate page needs: the city table of each tax year it may be for, and the completed
 * estimated payments per tax year.
 */
export type EstimateData =
  | { status: 'loaded'; citiesByYear: Map<number, City[]>; paidByYear: Map<number, number> }
  | { status: 'error' };

async function readEstimate(years: readonly number[]): Promise<EstimateData> {
  try {
    const endpoints = await getEndpoints();
    const [credits, ...tables] = await Promise.all([
      endpoints.estimateCredits(),
      ...years.map((year) => endpoints.cities(year)),
    ]);
    return {
      status: 'loaded',
      citiesByYear: new Map(years.map((year, i) => [year, tables[i]!.cities])),
      paidByYear: new Map(credits.map((row) => [row.taxYear, row.amountPaid])),
    };
  } catch {
    return { status: 'error' };
  }
}

/**
 * An estimate route's loader: not awaited, the page's data for every tax year the filer may choose
 * (so choosing another one, or a restored draft of another one, needs no read of its own), so the
 * page shows its heading and spinner while it loads. A failed read is data: the page says so and
 * may revalidate. Kept apart from the pages so the routes can import it without the forms.
 */
const estimateLoader = (yearsOn: (today: IsoDate) => readonly number[]) => () => ({
  data: readEstimate(yearsOn(todayIn())),
});

/** The individual estimate: the current year, and the previous one until its last installment is due. */
export const individualEstimateLoader = estimateLoader(estimateTaxYears);

/** The net profit estimate: the current year only. */
export const netProfitEstimateLoader = estimateLoader((today) => [parseIsoDate(today).y]);
