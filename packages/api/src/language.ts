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
