import { uiTextEn, type UiText } from './uiText.en';
import { uiTextEs } from './uiText.es';
import type { UiLocale } from './uiTextContext';

/*
 * For the play functions of the stories, which run in English and, in the `storybook-es` test
 * project and under the toolbar's Español, in Spanish: the components' default texts and locale of
 * the story's language, read from Storybook's `globals.locale`. Not part of the package's API.
 */

/** The default texts the components show in the story's language. */
export function storyText(globals: Record<string, unknown>): UiText {
  return globals.locale === 'es' ? uiTextEs : uiTextEn;
}

/** The locale the components format and read in, in the story's language. */
export function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals.locale === 'es' ? 'es-US' : 'en-US';
}
