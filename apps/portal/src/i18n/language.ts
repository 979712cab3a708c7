import { LANGUAGE_COOKIE, preferredLocale, type Locale } from '@citytax/api';

/** localStorage key of the visitor's chosen language ('en' or 'es'); kept across reloads and visits. */
export const LANGUAGE_STORAGE_KEY = 'citytax.language';

interface LanguageEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The browser's preferred languages, most preferred first. */
  languages?: readonly string[] | undefined;
  /** The page's cookies (`document.cookie`): the choice reaches the server in LANGUAGE_COOKIE. */
  cookies?: string | undefined;
}

function defaults(): Required<LanguageEnvironment> {
  return {
    storage: globalThis.localStorage,
    languages: globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'],
    cookies: globalThis.document?.cookie ?? '',
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

function cookieChoice(cookies: string): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'es')) return value;
  }
  return null;
}

/**
 * The language to show: the visitor's choice when there is one (in the cookie, which the server
 * reads too and sets when the language switch was used before the page's script had started; else
 * kept in storage), else Spanish when the browser's most preferred language is Spanish (any
 * region), else English. The server picks the page it sends by the same rule.
 */
export function initialLocale(env: LanguageEnvironment = {}): Locale {
  const { storage, languages, cookies } = { ...defaults(), ...env };
  return cookieChoice(cookies) ?? readChoice(storage) ?? preferredLocale(languages);
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the visitor's choice, so the page it sends next is already in that language
 * (ADR 0042). Not a secret: SameSite=Lax, readable by the page.
 */
export function rememberLanguageChoice(locale: Locale): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; SameSite=Lax; Path=/; Max-Age=${ONE_YEAR_S}${secure}`;
}

/**
 * Shows the page in `locale` before the first render: `<html lang>`, and for Spanish the Spanish
 * catalogs (their own chunk, loaded only here) written into the English ones.
 */
export async function startLanguage(locale: Locale = initialLocale()): Promise<void> {
  document.documentElement.lang = locale;
  const { storage, cookies } = defaults();
  // A choice kept from before the server read the cookie reaches it from now on.
  if (readChoice(storage) === locale && cookieChoice(cookies) === null) rememberLanguageChoice(locale);
  // A choice the server kept (the switch used before the script started) is kept here too.
  if (cookieChoice(cookies) === locale && readChoice(storage) !== locale) {
    try {
      storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // Storage blocked: the cookie carries the choice.
    }
  }
  if (locale === 'es') {
    const [portal, library] = await Promise.all([import('./spanishPortal'), import('./spanishLibrary')]);
    portal.registerPortalSpanish();
    library.registerLibrarySpanish();
    library.showRegisteredSpanish();
  }
}
