/** The languages the portal and the server speak: English (the default) and Spanish (issue 20). */
export type Locale = 'en' | 'es';

export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'es'];

export const DEFAULT_LOCALE: Locale = 'en';

/** Past this many characters a header is not a browser's: answered in the default language. */
const MAX_HEADER_LENGTH = 4096;
/** A language range of RFC 4647 (`es`, `es-US`, `es-419`, `*`), bounded so no input is slow to test. */
const LANGUAGE_RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
/** A quality value of RFC 9110 §12.4.2: 0 to 1 with at most three decimals. */
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The supported locale of a language range (`es-419` → 'es'), or null for an unsupported one. */
function localeOfRange(range: string): Locale | null {
  if (range === '*') return DEFAULT_LOCALE;
  const primary = range.split('-')[0]!.toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale === primary) ?? null;
}

/**
 * The language to answer a request in, from its Accept-Language header: the supported language
 * with the highest quality (`es-US,es;q=0.9,en;q=0.8` → 'es'; on a tie, the one named first), any
 * regional Spanish (`es-US`, `es-419`, `es`) counting as Spanish. A missing, empty or malformed
 * header, or one naming no supported language, is English: a header is never a reason to fail.
 * A malformed entry in an otherwise valid list is skipped, as browsers never send one.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (typeof acceptLanguage !== 'string' || acceptLanguage.length > MAX_HEADER_LENGTH) return DEFAULT_LOCALE;
  let best: { locale: Locale; quality: number } | null = null;
  for (const entry of acceptLanguage.split(',')) {
    const [rawRange = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!LANGUAGE_RANGE.test(rawRange)) continue;
    let quality = 1;
    let valid = true;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (!match) continue; // other parameters are not ours to read
      if (!QUALITY.test(match[1]!)) valid = false;
      else quality = Number(match[1]);
    }
    if (!valid || quality === 0) continue;
    const locale = localeOfRange(rawRange);
    if (locale && (!best || quality > best.quality)) best = { locale, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
