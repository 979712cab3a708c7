import type { EstimateCreditRow } from '@citytax/api';
import { getEndpoints } from '../../../state/endpoints';

export type EstimateCreditsLoad = { status: 'loaded'; rows: EstimateCreditRow[] } | { status: 'error' };

async function readCredits(): Promise<EstimateCreditsLoad> {
  try {
    return { status: 'loaded', rows: await (await getEndpoints()).estimateCredits() };
  } catch {
    return { status: 'error' };
  }
}

/**
 * The /estimates-and-credits route's loader: not awaited, the filing-as taxpayer's rows, so the page
 * shows its heading and spinner while they load. The page revalidates it when the filing-as
 * business changes. Kept apart from the page so the route can import it without the table.
 */
export function estimateCreditsLoader() {
  return { credits: readCredits() };
}
