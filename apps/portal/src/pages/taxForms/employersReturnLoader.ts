import type { ReturnOfIncomeContext } from '@citytax/api';
import { getEndpoints } from '../../state/endpoints';

/** What the employer's return assumes, from the server, or that it could not be read. */
export type ReturnContextLoad = { status: 'loaded'; context: ReturnOfIncomeContext } | { status: 'error' };

/**
 * GET /api/return-of-income/context: the authority's today (the date a return filed now is filed
 * and paid on) and whether the filing-as taxpayer filed a return late before. Never rejects.
 */
export async function readReturnContext(): Promise<ReturnContextLoad> {
  try {
    return { status: 'loaded', context: await (await getEndpoints()).returnOfIncomeContext() };
  } catch {
    return { status: 'error' };
  }
}

/**
 * The employer's return route's loader: not awaited, so the page shows its heading and spinner
 * while the context loads. Kept apart from the page so the route imports it without the form.
 */
export function employersReturnLoader() {
  return { context: readReturnContext() };
}
