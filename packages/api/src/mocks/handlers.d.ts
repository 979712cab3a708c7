/** The default handlers: the happy path of every call this package knows. */
export declare const handlers: import('msw').HttpHandler[];
/** Per-state overrides for stories and tests. */
export declare const errorHandlers: {
  taxpayerInfoFails: import('msw').HttpHandler;
  sessionExpired: import('msw').HttpHandler;
  inactivityConfigFails: import('msw').HttpHandler;
  faqOff: import('msw').HttpHandler;
};
