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

export const CARD_MESSAGES = {
  cardNumberRequired: 'Enter the card number',
  cardNumberFormat: 'Enter the card number as 13 to 19 digits',
  cardNumberNotTestCard:
    'Enter one of the test card numbers: 4242 4242 4242 4242, 4000 0000 0000 0002 or 4000 0000 0000 0119',
  expiryRequired: 'Enter the expiry date',
  expiryFormat: 'Enter the expiry date as MM/YY, for example 04/29',
  expiryPast: 'The card has expired. Enter the expiry date of a card that is still valid',
  cvcRequired: 'Enter the CVC',
  cvcFormat: 'Enter the CVC as 3 or 4 digits',
  nameRequired: 'Enter the name on the card',
  nameTooLong: 'Name on card must be 100 characters or fewer',
} as const;

export type CardCheck =
  | { ok: true; outcome: PaymentOutcome; last4: string }
  | { ok: false; errors: Partial<Record<CardField, string>> };

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * Validates the card form as a provider would (expiry against `now`, month granularity) and
 * picks the test card's outcome. The number is only read here; nothing of it is kept but
 * the last four digits.
 */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};

  const number = digitsOf(input.cardNumber);
  if (number === '') errors.cardNumber = CARD_MESSAGES.cardNumberRequired;
  else if (!/^\d{13,19}$/.test(number)) errors.cardNumber = CARD_MESSAGES.cardNumberFormat;
  else if (!(number in TEST_CARDS)) errors.cardNumber = CARD_MESSAGES.cardNumberNotTestCard;

  const expiry = input.expiry.trim();
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (expiry === '') errors.expiry = CARD_MESSAGES.expiryRequired;
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    errors.expiry = CARD_MESSAGES.expiryFormat;
  else {
    // Valid through the last day of its month (UTC).
    const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
    if (endOfMonth <= now.getTime()) errors.expiry = CARD_MESSAGES.expiryPast;
  }

  const cvc = input.cvc.trim();
  if (cvc === '') errors.cvc = CARD_MESSAGES.cvcRequired;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = CARD_MESSAGES.cvcFormat;

  const name = input.name.trim();
  if (name === '') errors.name = CARD_MESSAGES.nameRequired;
  else if (name.length > 100) errors.name = CARD_MESSAGES.nameTooLong;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, outcome: TEST_CARDS[number]!, last4: number.slice(-4) };
}
