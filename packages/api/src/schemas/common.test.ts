import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  contactSupportRequestSchema,
  businessRegistrationRequestSchema,
  individualRegistrationRequestSchema,
  PHONE_FORMAT_ERROR,
} from './account';
import { einSearchRequestSchema } from './business';
import { form1099RequestSchema, formW2RequestSchema } from './forms';
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters, optionalTextSchema, textSchema } from './common';

const HAZARDS: [string, string][] = [
  ['BEL', 'Pat\u0007'],
  ['ESC', '\u001b[31mPat'],
  ['NUL', 'Pat\u0000'],
  ['DEL', 'Pat\u007f'],
  ['C1 CSI', 'Pat\u009b'],
  ['line feed', 'Pat\nSmith'],
  ['tab', 'Pat\tSmith'],
  ['LRE', '\u202aPat'],
  ['RLO', 'Pat \u202egnp.exe'],
  ['PDF', 'Pat\u202c'],
  ['LRI', '\u2066Pat'],
  ['PDI', 'Pat\u2069'],
];

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);

describe('text fields drop invisible characters (issue 30, finding 7)', () => {
  it.each([
    ['a zero-width space', 'Pat\u200bRivera', 'PatRivera'],
    ['a right-to-left mark', 'Pat\u200f Rivera', 'Pat Rivera'],
    ['a left-to-right mark', '\u200ePat', 'Pat'],
    ['a byte-order mark', '\ufeffPat', 'Pat'],
    ['a word joiner', 'Pat\u2060', 'Pat'],
    ['an Arabic letter mark', 'Pat\u061c', 'Pat'],
    ['a line separator', 'Pat\u2028Rivera', 'Pat Rivera'],
    ['a paragraph separator', 'Pat\u2029', 'Pat'],
  ])('a name with %s is kept without it', (_label, value, kept) => {
    expect(textSchema(50).parse(value)).toBe(kept);
    expect(optionalTextSchema(50).parse(value)).toBe(kept);
  });

  it('a name of invisible characters only is empty, so required', () => {
    expect(messagesOf(textSchema(50).safeParse('\u200b\ufeff'))).toEqual([' is required']);
  });

  it('a message keeps its lines: a line separator becomes a line feed', () => {
    expect(textSchema(500, { multiline: true }).parse('Hello,\u2028I need help.')).toBe(
      'Hello,\nI need help.',
    );
  });

  it('keeps the joiners that scripts and emoji need', () => {
    expect(textSchema(50).parse('Zoë 👩\u200d💼')).toBe('Zoë 👩\u200d💼');
  });
});

describe('text fields refuse control characters (issue 16)', () => {
  it.each(HAZARDS)('a name with %s is refused', (_label, value) => {
    expect(messagesOf(textSchema(50).safeParse(value))).toEqual([` ${CONTROL_CHARACTERS_MESSAGE}`]);
  });

  it.each(['Pat', 'José Núñez', "O'Brien-Smith", '李小龙', 'مريم', 'Zoë 👩‍💼'])('accepts %s', (value) => {
    expect(textSchema(50).safeParse(value).success).toBe(true);
  });

  it.each([
    ['a line feed', 'Hello,\nI need help.', true],
    ['CR LF', 'Hello,\r\nI need help.', true],
    ['a tab', 'Line\tindented', true],
    ['BEL', 'Hello\u0007', false],
    ['ESC', 'Hello\u001b[2J', false],
    ['RLO', 'Hello\u202e', false],
    ['a vertical tab', 'Hello\u000b', false],
  ])('a message with %s: allowed %s', (_label, value, allowed) => {
    expect(hasNoControlCharacters(value, true)).toBe(allowed);
  });

  const contact = {
    type: 'Website',
    name: 'Pat Doe',
    phoneNumber: '216-555-0100',
    emailAddress: 'pat@example.com',
    message: 'Hello',
  };
  const person = { firstName: 'Pat', lastName: 'Doe', ssn: '123456789' };
  const address = { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: '44113' };
  const w2 = { employerName: 'Acme' };
  it.each([
    ['contact-support name', contactSupportRequestSchema, { ...contact, name: 'Pat\u0007' }, 'name'],
    ['contact-support message', contactSupportRequestSchema, { ...contact, message: 'Hi\u202e' }, 'message'],
    [
      'registration first name',
      individualRegistrationRequestSchema,
      { ...person, firstName: 'P\u001bat', address, phoneNumber: '216-555-0100', email: 'p@example.com' },
      'firstName',
    ],
    [
      'spouse last name',
      individualRegistrationRequestSchema,
      {
        ...person,
        spouse: { ...person, lastName: 'Doe\u2066' },
        address,
        phoneNumber: '216-555-0100',
        email: 'p@example.com',
      },
      'spouse.lastName',
    ],
    [
      'business registration alternate name',
      businessRegistrationRequestSchema,
      {
        businessName: 'Acme',
        alternateName: 'Acme\u0085',
        ein: '123456789',
        address: { ...address, street: 'Main\u0007' },
        phoneNumber: '216-555-0100',
        contactFirstName: 'Pat',
        contactLastName: 'Doe',
        email: 'p@example.com',
      },
      'alternateName',
    ],
    [
      'EIN search business name',
      einSearchRequestSchema,
      { ein: '123456789', businessName: 'Bakery\u202d' },
      'businessName',
    ],
    ['W-2 employer name', formW2RequestSchema, { ...w2, employerName: 'Acme\u0007' }, 'employerName'],
    ['1099 payer name', form1099RequestSchema, { payerName: 'Acme\u001b' }, 'payerName'],
  ] as const)('%s', (_label, schema, payload, field) => {
    const messages = messagesOf((schema as z.ZodType).safeParse(payload));
    expect(messages).toContain(`${field} ${CONTROL_CHARACTERS_MESSAGE}`);
  });

  it.each([
    ['216-555-0100', true],
    ['(216) 555-0100', true],
    ['+1 216.555.0100', true],
    ['555-0100', false],
    ['+44 20 7946 0958', false],
  ])('contact-support phone %j accepted: %s (10 digits, issue 18)', (phoneNumber, accepted) => {
    const parsed = contactSupportRequestSchema.safeParse({ ...contact, phoneNumber });
    expect(parsed.success).toBe(accepted);
    if (!parsed.success) expect(messagesOf(parsed)).toEqual([`phoneNumber ${PHONE_FORMAT_ERROR}`]);
  });

  it('keeps the line breaks of a contact-support message', () => {
    const parsed = contactSupportRequestSchema.safeParse({ ...contact, message: 'Hello,\n\nThanks.' });
    expect(parsed.success && parsed.data.message).toBe('Hello,\n\nThanks.');
  });
});
