import { registerTranslations, setLanguage } from '@citytax/api';
import { uiTextEn } from '../../../../packages/ui/src/text/uiText.en';
import { uiTextEs } from '../../../../packages/ui/src/text/uiText.es';
import { pairCatalogs } from './catalogPairs';

/*
 * The libraries' catalogs with their Spanish twins: the forms, the API's filed-copy and problem
 * words, the ui components' default texts. The other Spanish chunk (ADR 0040); both load side
 * by side, each under the lazy-chunk budget.
 */
const english = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/forms/src/**/*.en.ts', '../../../../packages/api/src/words/*.en.ts'],
  { eager: true },
);
const spanish = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/forms/src/**/*.es.ts', '../../../../packages/api/src/words/*.es.ts'],
  { eager: true },
);

/** Registers the libraries' catalogs with their Spanish twins. */
export function registerLibrarySpanish(): void {
  registerTranslations([
    ...pairCatalogs(english, spanish).flatMap(({ en, es }) => (es ? [[en, es] as const] : [])),
    // The ui's texts through its whole catalog, whose groups are the very objects its components
    // read: imported by name, so the first page's text modules need no module namespace objects.
    [uiTextEn, uiTextEs],
  ]);
}

/** Writes Spanish into every registered catalog. */
export function showRegisteredSpanish(): void {
  setLanguage('es');
}
