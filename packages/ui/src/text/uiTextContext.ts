import { createContext, useContext } from 'react';
import type { UiText } from './uiText.en';

/** The locales the library formats money, numbers and dates for. */
export type UiLocale = 'en-US' | 'es-US';

/** What `useUiText()` gives: the texts to show and the locale to format in. */
export interface UiTextValue {
  text: UiText;
  locale: UiLocale;
}

/**
 * What a provider holds: its texts (null when it gives only a locale: each component then shows
 * its own English group, so the whole catalog never rides along) and its locale.
 */
export interface UiTextSetting {
  text: UiText | null;
  locale: UiLocale;
}

/**
 * Null outside any `UiTextProvider`: the components then show their English texts (or whatever an
 * app wrote into those objects) and format for the page's language (`pageLocale`).
 */
export const UiTextContext = createContext<UiTextSetting | null>(null);

/** The locale without a provider, on a page not marked as Spanish. */
export const US_ENGLISH: UiLocale = 'en-US';

/**
 * The locale without a provider: es-US when the page's `<html lang>` is Spanish (`es`, `es-US`,
 * `es-419`…), else en-US (and en-US when rendered on a server, where there is no page: give a
 * provider there).
 */
export function pageLocale(): UiLocale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.toLowerCase();
  return lang === 'es' || lang.startsWith('es-') ? 'es-US' : US_ENGLISH;
}

/**
 * The texts of one component: its group of the nearest provider's catalog, or `english` (the group's
 * English constant) without a provider. The components read their defaults through this rather than
 * `useUiText`, so a component imported alone bundles its own texts, not the whole catalog.
 */
export function useUiWords<K extends keyof UiText>(group: K, english: UiText[K]): UiText[K] {
  return useContext(UiTextContext)?.text?.[group] ?? english;
}

/** The nearest provider's locale; without one, the page's (`pageLocale`). */
export function useUiLocale(): UiLocale {
  return useContext(UiTextContext)?.locale ?? pageLocale();
}
