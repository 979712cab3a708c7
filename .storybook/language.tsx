import { activeLocale, setLanguage, type Locale } from '@citytax/api';
import { UiTextProvider, uiTextEs } from '@citytax/ui';
import type { Decorator } from '@storybook/react-vite';
import { registerSpanish } from '../apps/portal/src/i18n/spanish';

let registered = false;

/** The toolbar's `locale` global as a language: 'es' for Español, English otherwise. */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return globals.locale === 'es' ? 'es' : 'en';
}

/**
 * Shows a story in the toolbar's language, as the portal shows a page: the catalogs of the portal,
 * the forms, the API and the ui library switched in place (`setLanguage`) before the story renders,
 * the ui components' defaults and formats through `UiTextProvider` (es-US for Spanish), and the
 * page's `lang`, so screen readers and axe read the story in its language.
 */
export const withLanguage: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  if (!registered) {
    // While every catalog still holds its English, before the first switch.
    registerSpanish();
    registered = true;
  }
  if (activeLocale() !== locale) setLanguage(locale);
  document.documentElement.lang = locale;
  if (locale === 'en') return <Story />;
  return (
    <UiTextProvider text={uiTextEs} locale="es-US">
      <Story />
    </UiTextProvider>
  );
};
