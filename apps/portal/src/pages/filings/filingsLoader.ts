import type { Filing } from '@citytax/api';
import { getEndpoints } from '../../state/endpoints';

/** The filing-as taxpayer's forms, or that they could not be read. */
export type FilingsLoad = { status: 'loaded'; filings: Filing[] } | { status: 'error' };

/** GET /api/filings: the forms of the taxpayer the session files as, newest first. Never rejects. */
export async function readFilings(): Promise<FilingsLoad> {
  try {
    return { status: 'loaded', filings: (await (await getEndpoints()).filings()).filings };
  } catch {
    return { status: 'error' };
  }
}

/**
 * The /filings route's loader: not awaited, the filing-as taxpayer's forms, so the page shows its
 * heading and spinner while they load. The page revalidates it when the filing-as business
 * changes. Kept apart from the page so the route imports it without the list.
 */
export function filingsLoader() {
  return { filings: readFilings() };
}
