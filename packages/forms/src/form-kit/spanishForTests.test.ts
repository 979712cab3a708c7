import { activeLocale, BILLING_DATE_RULES } from '@citytax/api';
import { afterEach, describe, expect, it } from 'vitest';
import { entryFieldError } from '../annual-return-shared/messages.en';
import { billingStatementMessages } from '../billing-statement/messages.en';
import { employersReturnMessages } from '../employers-return/messages.en';
import { accountFormMessages, fieldErrorText } from '../messages/account.en';
import { registrationMessages } from '../messages/registration.en';
import { genericRuleMessage, labelledResolver } from '../registration-fields/fields';
import { amountMessages } from './amountMessages.en';
import { labelledError } from './fieldErrors';
import { englishSentencesIn, showEnglish, showSpanish } from './spanishForTests';

afterEach(showEnglish);

describe('spanishForTests', () => {
  it('shows the catalogs in Spanish and English again exactly', () => {
    const english = JSON.stringify(accountFormMessages);
    showSpanish();
    expect(activeLocale()).toBe('es');
    expect(amountMessages.notANumber).toBe('Escriba un número, como 1,234.56');
    expect(accountFormMessages.contactUs.types.Website).toBe('Sitio web');
    showEnglish();
    expect(amountMessages.notANumber).toBe('Enter a number, like 1,234.56');
    expect(JSON.stringify(accountFormMessages)).toBe(english);
  });

  it('finds English catalog sentences of three words or more, and nothing else', () => {
    showSpanish();
    expect(englishSentencesIn('Corrija: Please correct the following errors: Nombre')).toEqual([
      'Please correct the following errors:',
    ]);
    // Two words, or the same in both languages: not a sentence left in English.
    expect(englishSentencesIn('Payment history · W-2 · Corrija los siguientes errores:')).toEqual([]);
  });
});

describe('rule texts in Spanish: the schemas’ English found and shown translated', () => {
  it.each([
    ['is required', 'Año tributario es un dato obligatorio'],
    ['must be a whole number', 'Año tributario debe ser un número entero'],
    ['is too large', 'Año tributario tiene un valor demasiado alto'],
    ['must be a number', 'Año tributario no tiene un valor válido'],
  ])('labelledError %j → %j', (message, text) => {
    showSpanish();
    const m = employersReturnMessages;
    expect(labelledError(m.fields.taxYear, message, m.rules)).toBe(text);
  });

  it('words the billing statement’s date rules in Spanish', () => {
    showSpanish();
    const m = billingStatementMessages;
    expect(labelledError('Fecha de pago', BILLING_DATE_RULES.notInFuture, m.rules)).toBe(
      'Fecha de pago no puede ser una fecha futura',
    );
  });

  it.each([
    ['is required', 'x', 'Nombre del pagador es un dato obligatorio'],
    [
      'must be a nine-digit number with no hyphens',
      '12',
      'Nombre del pagador debe ser un número de nueve dígitos sin guiones',
    ],
    ['must be at most 100 characters', 'x', 'Nombre del pagador debe tener como máximo 100 caracteres'],
    ['is too large', 1e12, 'Nombre del pagador tiene un valor máximo de $999,999,999.99'],
    ['must be a city from the list', 'x', 'Nombre del pagador no tiene un valor válido'],
    ['anything', '', 'Nombre del pagador es un dato obligatorio'],
  ])('entryFieldError %j → %j', (message, value, text) => {
    showSpanish();
    expect(entryFieldError('Nombre del pagador', message, value)).toBe(text);
  });

  it.each([
    ['is required', 'Contraseña nueva es un dato obligatorio'],
    ['must be at most 128 characters', 'Contraseña nueva debe tener como máximo 128 caracteres'],
    ['must be at least 8 characters', 'Contraseña nueva debe tener al menos 8 caracteres'],
    ['must be a valid email address', 'Contraseña nueva no tiene un valor válido'],
  ])('fieldErrorText %j → %j', (message, text) => {
    showSpanish();
    expect(fieldErrorText(accountFormMessages.resetPassword.password, message)).toBe(text);
  });

  it.each([
    ['is required', '', 'es un dato obligatorio'],
    ['must be a nine-digit number with no hyphens', '12', 'debe ser un número de nueve dígitos sin guiones'],
    ['must be 5 or 9 digits', '12', 'no tiene un valor válido'],
  ])('genericRuleMessage %j → %j', (rule, value, text) => {
    showSpanish();
    expect(genericRuleMessage(rule, value)).toBe(text);
  });

  it('reads a resolver’s labels when it validates, in the language shown then', async () => {
    // Made once, as the registration forms make theirs at import.
    const resolver = labelledResolver(
      async () => ({ values: {}, errors: { taxpayerId: { type: 'too_small', message: 'is required' } } }),
      () => ({ taxpayerId: registrationMessages.fields.taxpayerId }),
    );
    const run = async () =>
      (
        (await resolver({ taxpayerId: '' }, undefined, {} as never)).errors as Record<
          string,
          { message: string }
        >
      ).taxpayerId?.message;
    expect(await run()).toBe('Taxpayer ID is required');
    showSpanish();
    expect(await run()).toBe('Número de contribuyente es un dato obligatorio');
  });
});
