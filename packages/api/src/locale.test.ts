import { describe, expect, it } from 'vitest';
import { negotiateLocale, SUPPORTED_LOCALES } from './locale';

describe('negotiateLocale', () => {
  it('supports English and Spanish', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'es']);
  });

  it.each([
    // Spanish, however the region is spelled
    ['es', 'es'],
    ['es-US', 'es'],
    ['es-419', 'es'],
    ['ES-mx', 'es'],
    ['es-US,es;q=0.9', 'es'],
    ['es-US,es;q=0.9,en-US;q=0.8,en;q=0.7', 'es'],
    // the highest quality wins, whatever the order
    ['en;q=0.5, es;q=0.8', 'es'],
    ['es;q=0.5, en;q=0.8', 'en'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    // on a tie, the first named
    ['es, en', 'es'],
    ['en, es', 'en'],
    ['es;q=0.7, en;q=0.7', 'es'],
    // an unsupported first choice falls to the next supported one
    ['fr-CA, es;q=0.5', 'es'],
    ['pt-BR,pt;q=0.9', 'en'],
    // q=0 means "not this one"
    ['es;q=0', 'en'],
    ['en;q=0, es', 'es'],
    ['es;q=0.000', 'en'],
    // the wildcard is the default language at its quality
    ['*', 'en'],
    ['*;q=0.5, es;q=0.9', 'es'],
    ['es;q=0.4, *;q=0.5', 'en'],
    // spaces and other parameters are tolerated
    ['  es-US ;  q=0.9  ', 'es'],
    ['es;level=1', 'es'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    [' '],
    [','],
    [';;;'],
    ['q=1'],
    ['español'],
    ['es_US'],
    ['es-'],
    ['-es'],
    ['es;q=2'],
    ['es;q=1.5'],
    ['es;q=0.12345'],
    ['es;q=abc'],
    ['es;q='],
    ['es;q=-1'],
    ['es;q=0x1'],
    ['toolongtag-es'],
    ['es\u0000'],
    ['<script>es</script>'],
  ])('is English for the malformed %j', (header) => {
    expect(negotiateLocale(header)).toBe('en');
  });

  it('skips a malformed entry in an otherwise valid list', () => {
    expect(negotiateLocale('@@@, es;q=0.9')).toBe('es');
    expect(negotiateLocale('es;q=9, en;q=0.1')).toBe('en');
  });

  it('answers a hostile header quickly, in English when it is too long to be a browser’s', () => {
    const hostile = [
      'a'.repeat(100_000),
      `${'es-'.repeat(30_000)}!`,
      `${'a-'.repeat(50_000)}`,
      'es;q=0.9,'.repeat(600),
      `es;${'q='.repeat(10_000)}`,
      ','.repeat(100_000),
      ' '.repeat(100_000),
    ];
    const started = performance.now();
    for (const header of hostile) expect(negotiateLocale(header)).toBe('en');
    // Long but plausible: 400 entries under the cap, read in full.
    expect(negotiateLocale('fr;q=0.1,'.repeat(400) + 'es;q=0.2')).toBe('es');
    expect(performance.now() - started).toBeLessThan(200);
  });
});
