// @vitest-environment node
/**
 * Every message catalog in English has a Spanish twin with the same keys, the same kinds of values,
 * the same `{placeholders}` and functions of the same arity, and the other way round. The types
 * (`Translation<typeof fooEn>`) catch most of this at compile time; this test also catches a
 * catalog with no Spanish file at all, and English text copied into the Spanish file untranslated.
 */
import { describe, expect, it } from 'vitest';
import { pairCatalogs, spanishNameOf, spanishPathOf } from '../i18n/catalogPairs';

const english = import.meta.glob<Record<string, unknown>>(
  [
    '/apps/portal/src/messages/*.ts',
    '/packages/forms/src/**/*.en.ts',
    '/packages/api/src/words/*.en.ts',
    '/apps/mock-server/src/mail/*.en.ts',
    '/apps/mock-server/src/pdf/*.en.ts',
    '/apps/mock-server/src/provider/*.en.ts',
    '/packages/ui/src/**/*.en.ts',
    '!**/*.test.ts',
    '!**/*.es.ts',
    '!**/es.ts',
  ],
  { eager: true },
);
const spanish = import.meta.glob<Record<string, unknown>>(
  [
    '/apps/portal/src/messages/*.es.ts',
    '/apps/portal/src/messages/es.ts',
    '/packages/forms/src/**/*.es.ts',
    '/packages/api/src/words/*.es.ts',
    '/apps/mock-server/src/mail/*.es.ts',
    '/apps/mock-server/src/pdf/*.es.ts',
    '/apps/mock-server/src/provider/*.es.ts',
    '/packages/ui/src/**/*.es.ts',
  ],
  { eager: true },
);

/** English words the Spanish catalogs legitimately keep as they are (names of forms, acronyms). */
const SAME_IN_BOTH = /^[\s\d\W]*$|^(W-2|1099(-NEC|-MISC)?|FAQ|SSN|FEIN|EIN|OK|PDF|City Tax e-File)$/;

/** Texts knowingly left in English, by catalog path, each with why (none at present). */
const KNOWN_UNTRANSLATED: Record<string, string> = {};

type Problem = string;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

function compare(en: unknown, es: unknown, path: string, problems: Problem[]) {
  if (typeof en === 'string') {
    if (typeof es !== 'string')
      return void problems.push(`${path}: text in English, ${typeof es} in Spanish`);
    if (placeholders(en).join() !== placeholders(es).join()) {
      problems.push(
        `${path}: placeholders {${placeholders(en).join(', ')}} in English, {${placeholders(es).join(', ')}} in Spanish`,
      );
    }
    // A sentence left in English: three or more words, identical in both files.
    const known = Object.keys(KNOWN_UNTRANSLATED).some((prefix) => path.startsWith(prefix));
    if (en === es && !known && !SAME_IN_BOTH.test(en) && en.trim().split(/\s+/).length >= 3) {
      problems.push(`${path}: not translated ("${en.slice(0, 60)}")`);
    }
    return;
  }
  if (typeof en === 'function') {
    if (typeof es !== 'function')
      return void problems.push(`${path}: a function in English, ${typeof es} in Spanish`);
    if (en.length !== es.length)
      problems.push(`${path}: ${en.length} parameters in English, ${es.length} in Spanish`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return void problems.push(`${path}: a list in English, not in Spanish`);
    if (en.length !== es.length)
      problems.push(`${path}: ${en.length} items in English, ${es.length} in Spanish`);
    en.forEach((item, i) => compare(item, es[i], `${path}[${i}]`, problems));
    return;
  }
  if (en !== null && typeof en === 'object') {
    if (es === null || typeof es !== 'object')
      return void problems.push(`${path}: an object in English, not in Spanish`);
    const enKeys = Object.keys(en);
    const esKeys = Object.keys(es);
    for (const key of enKeys.filter((k) => !esKeys.includes(k)))
      problems.push(`${path}.${key}: missing in Spanish`);
    for (const key of esKeys.filter((k) => !enKeys.includes(k)))
      problems.push(`${path}.${key}: only in Spanish`);
    for (const key of enKeys.filter((k) => esKeys.includes(k))) {
      compare(
        (en as Record<string, unknown>)[key],
        (es as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
      );
    }
    return;
  }
  // Numbers, flags: the same value in both languages.
  if (en !== es) problems.push(`${path}: ${String(en)} in English, ${String(es)} in Spanish`);
}

const catalogs = pairCatalogs(english, spanish);

describe('message catalogs: English and Spanish in step', () => {
  it('finds the catalogs', () => {
    expect(catalogs.length).toBeGreaterThan(40);
  });

  it.each(catalogs.map((c) => [`${c.path} ${c.name}`, c] as const))(
    '%s',
    (_label, { path, name, en, es }) => {
      expect(spanish[spanishPathOf(path)], `no Spanish file ${spanishPathOf(path)}`).toBeDefined();
      expect(es, `${spanishPathOf(path)} does not export ${spanishNameOf(name)}`).toBeDefined();
      const problems: Problem[] = [];
      compare(en, es, name, problems);
      expect(problems).toEqual([]);
    },
  );

  it('has no Spanish file without an English one', () => {
    const englishPaths = new Set(Object.keys(english).map(spanishPathOf));
    expect(Object.keys(spanish).filter((path) => !englishPaths.has(path))).toEqual([]);
  });
});
