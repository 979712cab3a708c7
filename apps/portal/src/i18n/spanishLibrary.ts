import { registerTranslations, setLanguage } from '@citytax/api';
import { pairCatalogs } from './catalogPairs';

/*
 * The libraries' catalogs with their Spanish twins: the forms, the API's filed-copy and problem
 * words, the ui components' default texts. The other Spanish chunk (ADR 0040); both load side by
 * side, each under the lazy-chunk budget.
 */
const english = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/forms/src/**/*.en.ts',
    '../../../../packages/api/src/words/*.en.ts',
    '../../../../packages/ui/src/**/*.en.ts',
  ],
  { eager: true },
);
const spanish = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/forms/src/**/*.es.ts',
    '../../../../packages/api/src/words/*.es.ts',
    '../../../../packages/ui/src/**/*.es.ts',
  ],
  { eager: true },
);

/** Registers the libraries' catalogs with their Spanish twins. */
export function registerLibrarySpanish(): void {
  registerTranslations(
    pairCatalogs(english, spanish).flatMap(({ en, es }) => (es ? [[en, es] as const] : [])),
  );
}

/** Writes Spanish into every registered catalog. */
export function showRegisteredSpanish(): void {
  setLanguage('es');
}
