import { registerTranslations, setLanguage } from '@citytax/api';
import { afterEach, beforeEach } from 'vitest';
// Tests only: the portal's pairing of a catalog with its Spanish twin, so both pair the same way.
import { pairCatalogs } from '../../../../apps/portal/src/i18n/catalogPairs';

/*
 * Tests only: the forms shown in Spanish the way the portal shows them (ADR 0040): every catalog of
 * the forms and the API's words registered with its Spanish twin, then `setLanguage('es')`.
 */

const english = import.meta.glob<Record<string, unknown>>(
  ['../**/*.en.ts', '../../../api/src/words/*.en.ts', '!**/*.test.ts'],
  { eager: true },
);
const spanish = import.meta.glob<Record<string, unknown>>(
  ['../**/*.es.ts', '../../../api/src/words/*.es.ts', '!**/*.test.ts'],
  { eager: true },
);

const catalogs = pairCatalogs(english, spanish);

/** The English texts of 3 words or more that Spanish words differently, gathered before the first switch. */
let sentences: string[] | undefined;

function gather(en: unknown, es: unknown, found: Set<string>): void {
  if (typeof en === 'string') {
    if (en !== es && en.trim().split(/\s+/).length >= 3) found.add(en);
  } else if (Array.isArray(en)) {
    en.forEach((item, i) => gather(item, Array.isArray(es) ? es[i] : undefined, found));
  } else if (en !== null && typeof en === 'object') {
    for (const [key, value] of Object.entries(en)) {
      gather(
        value,
        es !== null && typeof es === 'object' ? (es as Record<string, unknown>)[key] : undefined,
        found,
      );
    }
  }
}

/** Registers every pair (once; while English is shown) and shows the catalogs in Spanish. */
export function showSpanish(): void {
  if (!sentences) {
    const found = new Set<string>();
    for (const { en, es } of catalogs) gather(en, es, found);
    sentences = [...found];
  }
  registerTranslations(catalogs.flatMap(({ en, es }) => (es ? [[en, es] as const] : [])));
  setLanguage('es');
}

/** Shows the catalogs in English again, exactly as they were. */
export function showEnglish(): void {
  setLanguage('en');
}

/** Every test of the calling `describe` renders in Spanish; English is back after each. */
export function inSpanish(): void {
  beforeEach(showSpanish);
  afterEach(showEnglish);
}

/**
 * The English catalog sentences (3 words or more, worded otherwise in Spanish) found in `text`:
 * none on a page fully in Spanish.
 */
export function englishSentencesIn(text: string): string[] {
  if (!sentences) throw new Error('englishSentencesIn: call showSpanish() first');
  return sentences.filter((sentence) => text.includes(sentence));
}
