import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/*
 * What a Spanish page must not show: any English sentence of the catalogs (three words or more)
 * whose Spanish twin says something else. Read from the same catalog files the portal loads
 * (`*.en.ts` next to `*.es.ts`), so a text that skipped the catalogs, or a screen that captured an
 * English text before the language was set, is found on the page.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const DIRS = ['apps/portal/src/messages', 'packages/forms/src', 'packages/api/src/words', 'packages/ui/src'];

function catalogFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /(^|\.)en\.ts$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const spanishNameOf = (name: string) =>
  name === 'en' ? 'es' : /En$/.test(name) ? name.replace(/En$/, 'Es') : `${name}Es`;

function collect(en: unknown, es: unknown, into: Set<string>) {
  if (typeof en === 'string') {
    if (typeof es === 'string' && en !== es && en.trim().split(/\s+/).length >= 3) into.add(en.trim());
  } else if (Array.isArray(en)) {
    en.forEach((item, i) => collect(item, Array.isArray(es) ? es[i] : undefined, into));
  } else if (en && typeof en === 'object' && es && typeof es === 'object') {
    for (const key of Object.keys(en))
      collect((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], into);
  }
}

let cached: string[] | undefined;

/** Every English catalog sentence that reads differently in Spanish. */
export async function englishSentences(): Promise<string[]> {
  if (cached) return cached;
  const found = new Set<string>();
  for (const file of DIRS.flatMap(catalogFiles)) {
    const en = (await import(join(ROOT, file))) as Record<string, unknown>;
    const esFile = file.replace(/(^|\/)en\.ts$/, '$1es.ts').replace(/\.en\.ts$/, '.es.ts');
    const es = (await import(join(ROOT, esFile))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(en)) {
      if (value && typeof value === 'object') collect(value, es[spanishNameOf(name)], found);
    }
  }
  cached = [...found];
  return cached;
}

/** Fails with the English sentences the page shows or says (visible text, labels, titles, alt texts). */
export async function expectNoEnglish(page: Page, state: string): Promise<void> {
  const sentences = await englishSentences();
  const texts = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n').replace(/\s+/g, ' ');
  });
  expect(
    sentences.filter((sentence) => texts.includes(sentence.replace(/\s+/g, ' '))),
    `English on the Spanish page: ${state}`,
  ).toEqual([]);
}
