import {
  ANALYTICS_BATCH_MAX,
  analyticsParamAllowed,
  XSRF_COOKIE,
  XSRF_HEADER,
  type AnalyticsBatch,
} from '@citytax/api';
import type { AnalyticsEvent, AnalyticsParams, AnalyticsSink } from './analytics';

const noop = () => {};

/**
 * The params the server accepts: the event's allow-listed keys with safe values only, so no
 * personal data leaves the page. A path becomes its route pattern (numbers → ':id'); one with a
 * query string or anything but words is dropped.
 */
export function analyticsParams(event: AnalyticsEvent, params: AnalyticsParams) {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, raw] of Object.entries(params)) {
    const value = key === 'path' && typeof raw === 'string' ? raw.replace(/\/\d+(?=\/|$)/g, '/:id') : raw;
    if (analyticsParamAllowed(event, key, value)) clean[key] = value as string | number | boolean;
  }
  return clean;
}

export const FLUSH_MS = 2000;
// `paths.analytics`; importing `paths` would pull every API schema into the first page.
const ANALYTICS_PATH = '/api/analytics';

/**
 * A sink that batches events and hands them to `send` 2 s after the first one, at 20 events, or on
 * `flush()`. Sending failures are swallowed: analytics never throws.
 */
export function createBatchSink(send: (batch: AnalyticsBatch) => Promise<unknown>) {
  let queue: AnalyticsBatch['events'] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const batch = { events: queue };
    queue = [];
    // A throwing or failing `send` is swallowed.
    Promise.resolve(batch).then(send).catch(noop);
  };
  const sink: AnalyticsSink = (event, params) => {
    queue.push({ event, params: analyticsParams(event, params), at: new Date().toISOString() });
    if (queue.length >= ANALYTICS_BATCH_MAX) flush();
    else timer ??= setTimeout(flush, FLUSH_MS);
  };
  return { sink, flush };
}

/**
 * POSTs a batch with plain fetch (the API client would pull zod into the first page). It carries
 * the anti-forgery header but no session token: events are not tied to a user. `keepalive` lets the
 * batch sent on pagehide outlive the page; sendBeacon is not used because it cannot send that header.
 */
export async function postBatch(batch: AnalyticsBatch) {
  // Every response (the page itself included) sets the anti-forgery cookie, so it is there.
  const token = document.cookie.split(`${XSRF_COOKIE}=`)[1]?.split(';')[0];
  // The API client cannot send keepalive requests and would pull zod into the first page (see above).
  // eslint-disable-next-line no-restricted-globals
  await fetch(ANALYTICS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(token && { [XSRF_HEADER]: token }) },
    body: JSON.stringify(batch),
  });
}
