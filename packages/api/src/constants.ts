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
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const AUTH_USER_STORAGE_KEY = 'auth_user';

/** Tax year for entered forms and the exemption certificate: the current calendar year minus one. */
export function priorTaxYear(today: Date = new Date()): number {
  return today.getFullYear() - 1;
}
