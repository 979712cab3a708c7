import { handlers } from './handlers';

/**
 * Starts MSW in the browser with the default handlers (the portal's
 * `VITE_MOCK=1` mode). msw/browser is imported lazily so that importing the
 * mocks in Node does not pull in the browser build.
 */
export async function startMockWorker(options: { serviceWorkerUrl?: string } = {}) {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return worker;
}
