import { registerTranslations } from '@citytax/api';
import { pairCatalogs } from './catalogPairs';

/* The portal's own catalogs with their Spanish twins: one of the two Spanish chunks (ADR 0040). */
const english = import.meta.glob<Record<string, unknown>>(
  ['../messages/*.ts', '!**/*.test.ts', '!**/*.es.ts', '!**/es.ts'],
  { eager: true },
);
const spanish = import.meta.glob<Record<string, unknown>>(['../messages/*.es.ts', '../messages/es.ts'], {
  eager: true,
});

/** Registers the portal's catalogs with their Spanish twins (English stays shown until the switch). */
export function registerPortalSpanish(): void {
  registerTranslations(
    pairCatalogs(english, spanish).flatMap(({ en, es }) => (es ? [[en, es] as const] : [])),
  );
}
