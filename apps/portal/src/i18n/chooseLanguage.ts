import { activeLocale, type Locale } from '@citytax/api';
import { LANGUAGE_STORAGE_KEY, rememberLanguageChoice } from './language';

// Loaded when the language control is used, not with the first page.

/**
 * The language control: keeps the choice and shows the page again in it. A reload rather than a
 * re-render, so no text computed in the old language survives (ADR 0040); a form with unsaved
 * changes still asks before leaving.
 */
export function chooseLanguage(
  locale: Locale,
  env: { storage?: Pick<Storage, 'setItem'>; reload?: () => void } = {},
): void {
  if (locale === activeLocale()) return;
  try {
    (env.storage ?? globalThis.localStorage).setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
  rememberLanguageChoice(locale);
  (env.reload ?? (() => globalThis.location.reload()))();
}
