import { useContext, useMemo, type ReactNode } from 'react';
import type { UiText } from './uiText.en';
import { pageLocale, UiTextContext, type UiLocale, type UiTextSetting } from './uiTextContext';

export interface UiTextProviderProps {
  /**
   * The texts the components show where their props give none: `uiTextEs` for Spanish, or your
   * own translation. Omitted, the enclosing provider's texts (English outside any).
   */
  text?: UiText;
  /**
   * How money, numbers and dates are formatted and read, and the language of the date fields'
   * segments and of the drop-down's built-in messages. Omitted, the enclosing provider's (en-US
   * outside any).
   */
  locale?: UiLocale;
  children?: ReactNode;
}

/**
 * Gives every component below it its default texts and its locale. Give both for another language:
 * `<UiTextProvider text={uiTextEs} locale="es-US">`. It renders no element; the page's
 * `<html lang>` stays yours to set.
 */
export function UiTextProvider({ text, locale, children }: UiTextProviderProps) {
  const outer = useContext(UiTextContext);
  const shownText = text ?? outer?.text ?? null;
  const shownLocale = locale ?? outer?.locale ?? pageLocale();
  const value = useMemo<UiTextSetting>(
    () => ({ text: shownText, locale: shownLocale }),
    [shownText, shownLocale],
  );
  return (
    // react-aria's components (DateField, Select) take the locale from here themselves, so a page
    // without them does not load react-aria's I18nProvider.
    <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>
  );
}
