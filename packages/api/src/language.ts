import { DEFAULT_LOCALE, type Locale } from './locale';

/*
 * The page's language: which one is shown and the Intl tag for it. Kept apart from the catalogs'
 * switching (catalogs.ts, ADR 0040) so the first page carries only this.
 */

let active: Locale = DEFAULT_LOCALE;
const listeners = new Set<(locale: Locale) => void>();

/** Records the shown language and tells the listeners; `setLanguage` (catalogs.ts) calls it. */
export function setActiveLocale(locale: Locale): void {
  active = locale;
  for (const listener of listeners) listener(locale);
}

/** The language the catalogs are shown in. */
export function activeLocale(): Locale {
  return active;
}

/** The BCP 47 tag for `Intl` formats: US English or US Spanish (dollars, US dates). */
export function intlLocale(locale: Locale = active): 'en-US' | 'es-US' {
  return locale === 'es' ? 'es-US' : 'en-US';
}

/** Calls `listener` after every switch; returns the unsubscribe. */
export function onLanguageChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The cookie that carries the visitor's chosen language ('en' or 'es') to the server, which sends
 * the prerendered page in it (ADR 0042); the portal keeps the choice in localStorage too.
 */
export const LANGUAGE_COOKIE = 'citytax.language';

/**
 * The language for a visitor without a choice: Spanish when the most preferred language is Spanish
 * (any region), else English. The portal reads `navigator.languages`; the server, for the page it
 * sends, the ranges of Accept-Language in their order (browsers list them most preferred first).
 */
export function preferredLocale(languages: readonly string[]): Locale {
  const preferred = (languages[0] ?? '').trim().toLowerCase();
  return preferred === 'es' || preferred.startsWith('es-') ? 'es' : 'en';
}
