import { intlLocale } from '@citytax/api';

/**
 * An `Intl` format of the page's language, made when first asked for in each language: the
 * language is read at each call (a format made at import would keep the language of that moment).
 */
export function localeFormat<F>(make: (locale: 'en-US' | 'es-US') => F): () => F {
  const byLocale = new Map<string, F>();
  return () => {
    const locale = intlLocale();
    let format = byLocale.get(locale);
    if (format === undefined) {
      format = make(locale);
      byLocale.set(locale, format);
    }
    return format;
  };
}
