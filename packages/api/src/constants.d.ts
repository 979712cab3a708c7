/** Business constants of spec §9. */
export declare const FEATURE_REFRESH_MS = 300000;
export declare const DEFAULT_INACTIVITY_WARNING_MS = 900000;
export declare const DEFAULT_INACTIVITY_LOGOUT_MS = 1200000;
export declare const EMAIL_MAX_LENGTH = 50;
export declare const PASSWORD_MAX_LENGTH = 25;
export declare const EIN_PATTERN: RegExp;
export declare const COPYRIGHT_START_YEAR = 1998;
export declare const SCROLL_OFFSET_PX = 170;
export declare const DISCLAIMER_COOKIE = 'disclaimer';
export declare const XSRF_COOKIE = 'XSRF-TOKEN';
export declare const XSRF_HEADER = 'X-XSRF-TOKEN';
export declare const AUTH_USER_STORAGE_KEY = 'auth_user';
/** Tax year for entered forms and the exemption certificate: the current calendar year minus one (spec §9). */
export declare function priorTaxYear(today?: Date): number;
