import type { Locale } from '@citytax/api';

/** localStorage key of the visitor's chosen language ('en' or 'es'); kept across reloads and visits. */
export const LANGUAGE_STORAGE_KEY = 'citytax.language';

interface LanguageEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The browser's preferred languages, most preferred first. */
  languages?: readonly string[] | undefined;
}

function defaults(): Required<LanguageEnvironment> {
  return {
    storage: globalThis.localStorage,
    languages: globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'],
  };
}

function readChoice(storage: LanguageEnvironment['storage']): Locale | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' || value === 'es' ? value : null;
  } catch {
    return null; // storage blocked: follow the browser
  }
}

/**
 * The language to show: the visitor's choice when there is one, else Spanish when the browser's most
 * preferred language is Spanish (any region), else English.
 */
export function initialLocale(env: LanguageEnvironment = {}): Locale {
  const { storage, languages } = { ...defaults(), ...env };
  const chosen = readChoice(storage);
  if (chosen) return chosen;
  const preferred = (languages[0] ?? '').toLowerCase();
  return preferred === 'es' || preferred.startsWith('es-') ? 'es' : 'en';
}

/**
 * Shows the page in `locale` before the first render: `<html lang>`, and for Spanish the Spanish
 * catalogs (their own chunk, loaded only here) written into the English ones.
 */
export async function startLanguage(locale: Locale = initialLocale()): Promise<void> {
  document.documentElement.lang = locale;
  if (locale === 'es') {
    const [portal, library] = await Promise.all([import('./spanishPortal'), import('./spanishLibrary')]);
    portal.registerPortalSpanish();
    library.registerLibrarySpanish();
    library.showRegisteredSpanish();
  }
}
