import { registerTranslations } from '@citytax/api';
import { en } from '../messages/en';
import { es } from '../messages/es';
import { pairCatalogs } from './catalogPairs';

/* The portal's own catalogs with their Spanish twins: one of the two Spanish chunks (ADR 0040). */
const english = import.meta.glob<Record<string, unknown>>(
  // en.ts is on the first page: imported by name below, it needs no module namespace object there.
  ['../messages/*.ts', '!**/*.test.ts', '!**/*.es.ts', '!**/es.ts', '!**/en.ts'],
  { eager: true },
);
const spanish = import.meta.glob<Record<string, unknown>>(['../messages/*.es.ts'], {
  eager: true,
});

/** Registers the portal's catalogs with their Spanish twins (English stays shown until the switch). */
export function registerPortalSpanish(): void {
  registerTranslations([
    [en, es],
    ...pairCatalogs(english, spanish).flatMap(({ en: source, es: twin }) =>
      twin ? [[source, twin] as const] : [],
    ),
  ]);
}
