/**
 * Starts MSW in the browser with the default handlers (the portal's
 * `VITE_MOCK=1` mode). msw/browser is imported lazily so that importing the
 * mocks in Node does not pull in the browser build.
 */
export declare function startMockWorker(options?: {
  serviceWorkerUrl?: string;
}): Promise<import('msw/browser').SetupWorker>;
