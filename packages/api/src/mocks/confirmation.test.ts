import { describe, expect, it } from 'vitest';
import { mockApiUnderTest, problemOf } from './testKit';
import { CONFIRMATION_NUMBER_PATTERN, confirmationSchema } from '../schemas/filings';
import {
  confirmationOverrides,
  createFiledFormHandlers,
  MOCK_CONFIRMATION_IDS,
  mockConfirmationNumber,
  mockConfirmations,
  mockFilingPdf,
} from './confirmation';
import { MOCK_PAYMENT_FORM_IDS } from './payments';

/** The confirmation mocks answer like the server: a confirmation once filed, 409 before, 404 unknown. */
const { server, api } = mockApiUnderTest();
const ids = MOCK_PAYMENT_FORM_IDS;

/** Every object of a PDF's cross-reference table starts where the table says it does. */
function checkXref(pdf: string) {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(start, start + 4)).toBe('xref');
  const offsets = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThan(0);
  offsets.forEach((offset, index) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj\n`)));
}

describe('confirmation mocks', () => {
  it('answers a paid form’s confirmation from its successful attempt', async () => {
    server.use(...createFiledFormHandlers());
    const confirmation = await api.confirmation(ids.paid);
    expect(confirmation).toMatchObject({
      id: ids.paid,
      taxFormType: 'BillingStatement',
      amountPaid: 1244.17,
      filedAt: '2026-11-20T15:06:00.000Z',
      payment: { paymentType: 'CreditDebitCard', cardLast4: '4242', amount: 1244.17 },
    });
    expect(confirmation.pdfFileName).toBe(`${confirmation.confirmationNumber}-billing-statement.pdf`);
  });

  it('answers tax-form-not-filed for a form not filed, and a confirmation once filed with no payment', async () => {
    server.use(...createFiledFormHandlers());
    expect(await problemOf(api.confirmation(ids.nothingDue))).toMatchObject({
      status: 409,
      type: 'tax-form-not-filed',
    });
    expect(await problemOf(api.filingPdf(ids.nothingDue))).toMatchObject({
      status: 409,
      type: 'tax-form-not-filed',
    });
    await api.noPayment(ids.nothingDue);
    expect(await api.confirmation(ids.nothingDue)).toMatchObject({ amountPaid: 0, payment: null });
  });

  it('answers missing-tax-form for a form it does not know', async () => {
    server.use(...createFiledFormHandlers());
    expect(await problemOf(api.confirmation(4))).toMatchObject({ status: 404, type: 'missing-tax-form' });
  });

  it('downloads a valid PDF under the confirmation’s file name', async () => {
    server.use(...createFiledFormHandlers());
    const file = await api.filingPdf(MOCK_CONFIRMATION_IDS.paidByCard);
    expect(file.fileName).toBe('CT-2025-7K4P-9QXM-annual-return.pdf');
    const text = new TextDecoder().decode(await file.blob.arrayBuffer());
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Confirmation number: CT-2025-7K4P-9QXM)');
    checkXref(text);
  });

  it('escapes what a PDF string cannot hold', () => {
    const confirmation = { ...mockConfirmations().paidByCard, filedAt: 'a (b) \\ c – d' };
    const text = new TextDecoder().decode(mockFilingPdf(confirmation));
    expect(text).toContain('(Filed: a \\(b\\) \\\\ c - d)');
    checkXref(text);
  });

  it('answers each seeded confirmation as the contract parses it', () => {
    for (const confirmation of Object.values(mockConfirmations())) {
      expect(confirmationSchema.parse(confirmation)).toEqual(confirmation);
    }
  });

  it('makes valid, distinct confirmation numbers', () => {
    const numbers = new Set<string>();
    for (let id = 1; id <= 5000; id++) {
      const number = mockConfirmationNumber(id);
      expect(number).toMatch(CONFIRMATION_NUMBER_PATTERN);
      numbers.add(number);
    }
    expect(numbers.size).toBe(5000);
  });

  it.each([
    ['notFiled', 409, 'tax-form-not-filed'],
    ['loadFails', 500, 'internal-error'],
    ['missing', 404, 'missing-tax-form'],
    ['notAuthorized', 403, 'not-authorized-to-file'],
  ] as const)('override %s answers %d %s', async (name, status, type) => {
    server.use(...confirmationOverrides[name]);
    expect(await problemOf(api.confirmation(77))).toMatchObject({ status, type });
  });

  it('overrides answer their confirmation with the form id asked for', async () => {
    server.use(...confirmationOverrides.employersReturn);
    expect(await api.confirmation(77)).toMatchObject({ id: 77, period: { kind: 'quarter', number: 3 } });
  });
});
