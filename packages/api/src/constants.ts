/** Business constants of the portal. */
export const FEATURE_REFRESH_MS = 300_000;
export const DEFAULT_INACTIVITY_WARNING_MS = 900_000;
export const DEFAULT_INACTIVITY_LOGOUT_MS = 1_200_000;
export const EMAIL_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 25;
export const EIN_PATTERN = /^\d{9}$/;
export const COPYRIGHT_START_YEAR = 1998;
export const SCROLL_OFFSET_PX = 170;
export const DISCLAIMER_COOKIE = 'disclaimer';

/*
 * The prerendered pages' forms, posted by the browser itself when a visitor uses them before the
 * page's script has started (issue 31; their fields are checked by schemas/pageForms.ts).
 */
/** Where the agreement's two buttons post. */
export const AGREEMENT_FORM_PATH = '/agreement';
/** Where the language switch posts. */
export const LANGUAGE_FORM_PATH = '/language';
/** The query the agreement page is sent back with after "I Disagree" was posted: it then says why. */
export const AGREEMENT_DECLINED_QUERY = 'agreement=declined';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const AUTH_USER_STORAGE_KEY = 'auth_user';

/** Tax year for entered forms and the exemption certificate: the current calendar year minus one. */
export function priorTaxYear(today: Date = new Date()): number {
  return today.getFullYear() - 1;
}
