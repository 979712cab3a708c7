/** Analytics events of spec §7. */
export type AnalyticsEvent =
  | 'page_view'
  | 'sign_up'
  | 'login'
  | 'logout'
  | 'forgot_password'
  | 'resend_confirmation_email'
  | 'change_email'
  | 'efile_ineligible'
  | 'add_annual_return_form'
  | 'print'
  | 'payment_start'
  | 'payment_complete';

export type AnalyticsParams = Readonly<Record<string, string | number | boolean | undefined>>;
export type AnalyticsSink = (event: AnalyticsEvent, params: AnalyticsParams) => void;

const noop: AnalyticsSink = () => {};
let sink: AnalyticsSink =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? (event, params) => console.debug('[analytics]', event, params)
    : noop;

/** Replaces where events go (a real provider later; a spy in tests). */
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
