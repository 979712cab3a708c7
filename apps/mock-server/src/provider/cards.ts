import type { Translation } from '@citytax/api';
import { providerWords } from './messages.en';
import type { PaymentOutcome } from './protocol';

/** The simulator's test cards (issue 8); any other number is refused on the page. */
export const TEST_CARDS: Readonly<Record<string, PaymentOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000000119': 'error',
};

export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardInput = Record<CardField, string>;

/** The card form's field errors in English (messages.en.ts; the Spanish are messages.es.ts). */
export const CARD_MESSAGES = providerWords.card;
export type CardMessages = Translation<typeof providerWords.card>;

export type CardCheck =
  | { ok: true; outcome: PaymentOutcome; last4: string }
  | { ok: false; errors: Partial<Record<CardField, string>> };

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * Validates the card form as a provider would (expiry against `now`, month granularity) and
 * picks the test card's outcome, its errors worded by `messages`. The number is only read here;
 * nothing of it is kept but the last four digits.
 */
export function checkCard(input: CardInput, now: Date, messages: CardMessages = CARD_MESSAGES): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};

  const number = digitsOf(input.cardNumber);
  if (number === '') errors.cardNumber = messages.cardNumberRequired;
  else if (!/^\d{13,19}$/.test(number)) errors.cardNumber = messages.cardNumberFormat;
  else if (!(number in TEST_CARDS)) errors.cardNumber = messages.cardNumberNotTestCard;

  const expiry = input.expiry.trim();
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (expiry === '') errors.expiry = messages.expiryRequired;
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = messages.expiryFormat;
  else {
    // Valid through the last day of its month (UTC).
    const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
    if (endOfMonth <= now.getTime()) errors.expiry = messages.expiryPast;
  }

  const cvc = input.cvc.trim();
  if (cvc === '') errors.cvc = messages.cvcRequired;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = messages.cvcFormat;

  const name = input.name.trim();
  if (name === '') errors.name = messages.nameRequired;
  else if (name.length > 100) errors.name = messages.nameTooLong;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, outcome: TEST_CARDS[number]!, last4: number.slice(-4) };
}
