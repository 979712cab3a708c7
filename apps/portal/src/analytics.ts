import type { AnalyticsEventName } from '@citytax/api';

/** Analytics events of spec §7. */
export type AnalyticsEvent = AnalyticsEventName;

export type AnalyticsParams = Readonly<Record<string, string | number | boolean | undefined>>;
export type AnalyticsSink = (event: AnalyticsEvent, params: AnalyticsParams) => void;

let sink: AnalyticsSink = () => {};

/** Replaces where events go (the batching sink in the portal, actions in Storybook, a spy in tests). */
export function setAnalyticsSink(next: AnalyticsSink) {
  sink = next;
}

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}) {
  try {
    sink(event, params);
  } catch {
    // Analytics must never break the page.
  }
}

/**
 * The portal's sink: events are queued at once and handed to the batching sink of
 * ./analyticsSink, which loads in its own chunk right after start-up (it keeps the first page
 * light). It batches to POST /api/analytics and flushes when the page is left.
 */
export function installDefaultSink(): Promise<void> {
  const early: [AnalyticsEvent, AnalyticsParams][] = [];
  setAnalyticsSink((event, params) => void early.push([event, params]));
  return import('./analyticsSink')
    .then(({ createBatchSink, postBatch }) => {
      const { sink: batch, flush } = createBatchSink(postBatch);
      setAnalyticsSink(batch);
      for (const [event, params] of early.splice(0)) batch(event, params);
      addEventListener('pagehide', flush);
    })
    .catch(() => {
      // Without the sink module (offline start) events are dropped; the page works on.
    });
}
