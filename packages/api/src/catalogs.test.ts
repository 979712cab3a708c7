import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyOfEnglish, registerTranslations, setLanguage, translateFrom } from './catalogs';
import { activeLocale, intlLocale, onLanguageChange } from './language';
import type { Translation } from './translation';

const rulesEn = { required: 'is required', invalid: 'is invalid' };
const catalogEn = {
  title: 'Payment',
  rules: rulesEn,
  steps: ['Enter', 'Review', 'Pay'],
  rows: [{ label: 'Amount' }],
  paid: (amount: string) => `We received your payment of ${amount}.`,
  limit: 25,
};
const catalogEs: Translation<typeof catalogEn> = {
  title: 'Pago',
  rules: { required: 'es obligatorio', invalid: 'no es válido' },
  steps: ['Ingresar', 'Revisar', 'Pagar'],
  rows: [{ label: 'Cantidad' }],
  paid: (amount) => `Recibimos su pago de ${amount}.`,
  limit: 25,
};
registerTranslations([[catalogEn, catalogEs]]);

afterEach(() => setLanguage('en'));

describe('the page language', () => {
  it('writes Spanish into the English objects, keeping every nested identity', () => {
    const { rules, steps, rows } = catalogEn;
    const row = rows[0];
    setLanguage('es');
    expect(activeLocale()).toBe('es');
    expect(catalogEn.title).toBe('Pago');
    expect(catalogEn.rules).toBe(rules);
    expect(rules.required).toBe('es obligatorio');
    expect(catalogEn.steps).toBe(steps);
    expect(steps).toEqual(['Ingresar', 'Revisar', 'Pagar']);
    expect(catalogEn.rows[0]).toBe(row);
    expect(row!.label).toBe('Cantidad');
    expect(catalogEn.paid('$1.00')).toBe('Recibimos su pago de $1.00.');
  });

  it('restores English exactly when switched back', () => {
    setLanguage('es');
    setLanguage('en');
    expect(catalogEn.title).toBe('Payment');
    expect(catalogEn.rules.required).toBe('is required');
    expect(catalogEn.steps).toEqual(['Enter', 'Review', 'Pay']);
    expect(catalogEn.paid('$1.00')).toBe('We received your payment of $1.00.');
    expect(activeLocale()).toBe('en');
  });

  it('finds a text that left the catalog in English by its English words', () => {
    expect(translateFrom(rulesEn, 'is required')).toBe('is required');
    setLanguage('es');
    expect(keyOfEnglish(rulesEn, 'is required')).toBe('required');
    expect(translateFrom(rulesEn, 'is required')).toBe('es obligatorio');
    // Already in the active language, or unknown: unchanged.
    expect(translateFrom(rulesEn, 'es obligatorio')).toBe('es obligatorio');
    expect(translateFrom(rulesEn, 'must be a number')).toBe('must be a number');
    // A node never registered is its own English.
    expect(translateFrom({ a: 'x' }, 'x')).toBe('x');
  });

  it('refuses a registration after a switch, when the English would already be gone', () => {
    setLanguage('es');
    expect(() => registerTranslations([[{ a: 'b' }, { a: 'c' }]])).toThrow(/before switching/);
    // The same pair again is not a new registration.
    expect(() => registerTranslations([[catalogEn, catalogEs]])).not.toThrow();
  });

  it('names the Intl locale and tells listeners of a switch', () => {
    const listener = vi.fn();
    const stop = onLanguageChange(listener);
    expect(intlLocale()).toBe('en-US');
    setLanguage('es');
    expect(intlLocale()).toBe('es-US');
    expect(listener).toHaveBeenCalledWith('es');
    stop();
    setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
