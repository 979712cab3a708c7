import { useContext } from 'react';
import { uiTextEn } from './uiText.en';
import { UiTextContext, pageLocale, type UiTextValue } from './uiTextContext';

// Apart from uiTextContext.ts: only this hook needs the whole catalog, so a page that never calls
// it does not load every component's texts.

/**
 * The texts and locale of the nearest `UiTextProvider`, or English and en-US without one: for a
 * department's own components, to show the same language as the library's.
 */
export function useUiText(): UiTextValue {
  const setting = useContext(UiTextContext);
  // The catalog objects themselves, not copies: an app that writes another language into them in
  // place (`registerTranslations` of @citytax/api) shows that language without a provider.
  return { text: setting?.text ?? uiTextEn, locale: setting?.locale ?? pageLocale() };
}
