import { activeLocale, setActiveLocale } from './language';
import { DEFAULT_LOCALE, type Locale } from './locale';

/*
 * The page's language at run time (ADR 0040). Message catalogs are plain objects that screens read
 * when they render (`t.title`). English is what every module imports; another language is applied
 * by writing its catalogs' texts into those same objects, so no screen needs to know which
 * language is shown. The English texts are kept (a snapshot per catalog object), so:
 * - switching back restores them exactly;
 * - a text that left a catalog before the switch (a schema's "is required", a rule's message)
 *   can still be found by its English words and shown in the active language.
 *
 * A catalog pair is registered once, before its first switch, with the English object and its
 * translation (`Translation<typeof en>`: same keys, same function parameters).
 */

type Catalog = Record<string, unknown>;

/** The English snapshot of every registered catalog object, nested objects included, by identity. */
const englishOf = new WeakMap<object, Catalog | unknown[]>();
/** Every registered pair, in registration order. */
const pairs: Array<{ en: Catalog; es: Catalog }> = [];

function isPlainObject(value: unknown): value is Catalog {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A copy of a catalog node (its nested objects and lists copied too), remembered as the node's English. */
function snapshot(node: Catalog | unknown[]): Catalog | unknown[] {
  const known = englishOf.get(node);
  if (known) return known;
  const copy: Catalog | unknown[] = Array.isArray(node) ? [] : {};
  for (const [key, value] of Object.entries(node)) {
    (copy as Catalog)[key] = isPlainObject(value) || Array.isArray(value) ? snapshot(value) : value;
  }
  englishOf.set(node, copy);
  return copy;
}

/**
 * Writes `source` into `target` key by key, keeping the identity of every nested object and list
 * (a screen may hold `const t = catalog.section`).
 */
function writeInto(target: Catalog | unknown[], source: Catalog | unknown[]): void {
  for (const [key, value] of Object.entries(source)) {
    const current = (target as Catalog)[key];
    if (
      (isPlainObject(current) && isPlainObject(value)) ||
      (Array.isArray(current) && Array.isArray(value))
    ) {
      writeInto(current, value);
    } else {
      (target as Catalog)[key] = value;
    }
  }
  if (Array.isArray(target) && Array.isArray(source)) target.length = source.length;
}

/**
 * Registers English catalogs with their Spanish twins. Registering the same English object again
 * is ignored. Must happen while the English texts are in place (before the first switch).
 */
export function registerTranslations(list: ReadonlyArray<readonly [en: object, es: object]>): void {
  for (const [en, es] of list) {
    if (pairs.some((pair) => pair.en === en)) continue;
    if (activeLocale() !== DEFAULT_LOCALE) {
      throw new Error('registerTranslations: register catalogs before switching the language');
    }
    snapshot(en as Catalog);
    pairs.push({ en: en as Catalog, es: es as Catalog });
  }
}

/** Shows every registered catalog in `locale` (English restores the snapshot). */
export function setLanguage(locale: Locale): void {
  for (const { en, es } of pairs) writeInto(en, locale === 'es' ? es : (englishOf.get(en) as Catalog));
  setActiveLocale(locale);
}

/**
 * The active-language text of `node` whose English is `english`, for a text that left the catalog
 * in English (a schema's message, a stored rule): its key is found in the node's English snapshot.
 * Undefined when the node has no such English text. A node never registered is its own English.
 */
export function keyOfEnglish(node: object, english: string): string | undefined {
  const source = (englishOf.get(node) ?? node) as Catalog;
  return Object.keys(source).find((key) => source[key] === english || (node as Catalog)[key] === english);
}

/**
 * `english` in the active language when `node` (a registered catalog node) holds it, else
 * `english` unchanged.
 */
export function translateFrom(node: object, english: string): string {
  const key = keyOfEnglish(node, english);
  const text = key === undefined ? undefined : (node as Catalog)[key];
  return typeof text === 'string' ? text : english;
}
