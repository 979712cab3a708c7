import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { paths } from '../paths';
import { PaymentHistoryStatus, PaymentMethod, PaymentStatus } from '../enums';
import { filingPdfFileName, type Confirmation } from '../schemas/filings';
import { TaxFormStatus } from '../schemas/forms';
import {
  createPaymentHandlers,
  createPaymentMockModel,
  defaultPaymentMockModel,
  mockPaymentForms,
  type PaymentMockForm,
  type PaymentMockModel,
} from './payments';
import { problemResponse, serverFails } from './problem';

/** GET /api/tax-forms/{id}/confirmation and …/pdf as MSW path patterns. */
export const CONFIRMATION_PATH = paths.confirmation(0).replace('/0/', '/:id/');
export const FILING_PDF_PATH = paths.filingPdf(0).replace('/0/', '/:id/');

/** The tax year of the payment mocks' forms, which carry none of their own. */
export const MOCK_CONFIRMATION_TAX_YEAR = 2025;

/** The symbols of a confirmation number (no 0/O, 1/I/L, U/V), as the server draws them. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** A fixed, valid confirmation number per form id, so stories and tests can name it. */
export function mockConfirmationNumber(id: number, taxYear: number = MOCK_CONFIRMATION_TAX_YEAR): string {
  let n = (Math.imul(id, 2_654_435_761) >>> 0) + id;
  const chars: string[] = [];
  for (let i = 0; i < 8; i++) {
    chars.push(ALPHABET[n % ALPHABET.length]!);
    n = Math.floor(n / ALPHABET.length) + i * 7 + id;
  }
  return `CT-${taxYear}-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/**
 * The confirmation of a payment mock's form once it is filed (null before): paid by its last
 * successful attempt, or filed with no payment due.
 */
export function confirmationOfPaymentForm(form: PaymentMockForm): Confirmation | null {
  const paid = form.paymentStatus === PaymentStatus.Completed;
  if (!paid && form.formStatus !== TaxFormStatus.Filed) return null;
  const succeeded = form.paymentHistory.filter((row) => row.status === PaymentHistoryStatus.Succeeded);
  const last = succeeded.at(-1);
  const amountPaid = succeeded.reduce((sum, row) => sum + row.amount, 0);
  const filedAt = form.filedAt ?? last?.paymentDate ?? '2026-11-24T15:14:00.000Z';
  const confirmationNumber = mockConfirmationNumber(form.id);
  return {
    id: form.id,
    taxFormType: form.taxFormType,
    taxYear: MOCK_CONFIRMATION_TAX_YEAR,
    period: null,
    confirmationNumber,
    filedAt,
    amountPaid: Math.round(amountPaid * 100) / 100,
    payment: last
      ? {
          paymentType: last.paymentType,
          cardLast4: last.partialCcNumber,
          amount: last.amount,
          paidAt: last.paymentDate,
        }
      : null,
    pdfFileName: filingPdfFileName(confirmationNumber, form.taxFormType),
  };
}

/** Ids of the seeded confirmations (forms the payment mocks do not know). */
export const MOCK_CONFIRMATION_IDS = {
  /** An annual return paid by card. */
  paidByCard: 8201,
  /** An individual estimate of $0.00 for its second installment, filed with no payment due. */
  noPaymentDue: 8202,
  /** An employer's return for the third quarter, paid by card. */
  employersReturn: 8203,
} as const;

/** Seeded confirmations, one per kind the confirmation page shows (fresh objects on every call). */
export function mockConfirmations(): Record<keyof typeof MOCK_CONFIRMATION_IDS, Confirmation> {
  const ids = MOCK_CONFIRMATION_IDS;
  return {
    paidByCard: {
      id: ids.paidByCard,
      taxFormType: 'CityTaxForm',
      taxYear: 2025,
      period: null,
      confirmationNumber: 'CT-2025-7K4P-9QXM',
      filedAt: '2026-11-24T15:14:00.000Z',
      amountPaid: 875.01,
      payment: {
        paymentType: PaymentMethod.CreditDebitCard,
        cardLast4: '4242',
        amount: 875.01,
        paidAt: '2026-11-24T15:14:00.000Z',
      },
      pdfFileName: filingPdfFileName('CT-2025-7K4P-9QXM', 'CityTaxForm'),
    },
    noPaymentDue: {
      id: ids.noPaymentDue,
      taxFormType: 'IndividualEstimate',
      taxYear: 2026,
      period: { kind: 'installment', number: 2 },
      confirmationNumber: 'CT-2026-H3RW-5DZA',
      filedAt: '2026-06-12T13:02:00.000Z',
      amountPaid: 0,
      payment: null,
      pdfFileName: filingPdfFileName('CT-2026-H3RW-5DZA', 'IndividualEstimate'),
    },
    employersReturn: {
      id: ids.employersReturn,
      taxFormType: 'ReturnOfIncome',
      taxYear: 2026,
      period: { kind: 'quarter', number: 3 },
      confirmationNumber: 'CT-2026-M8QT-2XKB',
      filedAt: '2026-10-30T18:45:00.000Z',
      amountPaid: 1250,
      payment: {
        paymentType: PaymentMethod.CreditDebitCard,
        cardLast4: '5100',
        amount: 1250,
        paidAt: '2026-10-30T18:45:00.000Z',
      },
      pdfFileName: filingPdfFileName('CT-2026-M8QT-2XKB', 'ReturnOfIncome'),
    },
  };
}

/** Text as a PDF literal string: ASCII only, with its delimiters escaped. */
const pdfText = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A tiny, valid one-page PDF whose text lines say what the copy is of (the server's is the real
 * copy, made with pdf-lib): real text in reading order, with correct cross-reference offsets.
 */
export function mockFilingPdf(confirmation: Confirmation): Uint8Array {
  const lines = [
    'City Tax e-File: copy of a filed form',
    `Confirmation number: ${confirmation.confirmationNumber}`,
    `Form: ${confirmation.taxFormType}, tax year ${confirmation.taxYear}`,
    `Amount paid: $${confirmation.amountPaid.toFixed(2)}`,
    `Filed: ${confirmation.filedAt}`,
  ];
  const content = `BT /F1 12 Tf 72 720 Td 16 TL ${lines.map((l) => `${pdfText(l)} '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (en-US) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** The PDF answer of a confirmation: the copy, under its file name. */
export function pdfResponse(confirmation: Confirmation) {
  return new HttpResponse(mockFilingPdf(confirmation), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${confirmation.pdfFileName}"`,
    },
  });
}

const notFiled = () => problemResponse('tax-form-not-filed');
const missingTaxForm = () => problemResponse('missing-tax-form');

/**
 * MSW handlers of a filed form's confirmation and PDF copy, like the server: a form of
 * `model` (shared with `createPaymentHandlers`, so a form filed by no-payment has one from then
 * on) or of `seeded` answers its confirmation once filed and tax-form-not-filed (409) before; any
 * other id is missing (404).
 */
export function createConfirmationHandlers(
  model: PaymentMockModel = createPaymentMockModel(),
  seeded: readonly Confirmation[] = Object.values(mockConfirmations()),
): HttpHandler[] {
  const known = new Map(seeded.map((c) => [c.id, c]));
  const find = (params: Record<string, string | readonly string[] | undefined>) => {
    const id = Number(params.id);
    const form = model.get(id);
    if (form) return confirmationOfPaymentForm(form) ?? notFiled();
    return known.get(id) ?? missingTaxForm();
  };
  return [
    http.get(CONFIRMATION_PATH, ({ params }) => {
      const found = find(params);
      return found instanceof Response ? found : HttpResponse.json(found);
    }),
    http.get(FILING_PDF_PATH, ({ params }) => {
      const found = find(params);
      return found instanceof Response ? found : pdfResponse(found);
    }),
  ];
}

/** The default handlers: the seeded confirmations and the default payment mocks' forms. */
export const confirmationHandlers: HttpHandler[] = createConfirmationHandlers(defaultPaymentMockModel);

/**
 * The payment, lifecycle, confirmation and PDF calls over one model of `initial` forms: paying or
 * filing a form with no payment gives it a confirmation.
 */
export function createFiledFormHandlers(
  initial: readonly PaymentMockForm[] = mockPaymentForms(),
  seeded?: readonly Confirmation[],
): HttpHandler[] {
  const model = createPaymentMockModel(initial);
  return [...createPaymentHandlers(model), ...createConfirmationHandlers(model, seeded)];
}

/** One confirmation answered for whatever form id is asked, with that id (stories). */
const answering = (confirmation: Confirmation) => [
  http.get(CONFIRMATION_PATH, ({ params }) => HttpResponse.json({ ...confirmation, id: Number(params.id) })),
  http.get(FILING_PDF_PATH, () => pdfResponse(confirmation)),
];

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Per-state overrides of the confirmation and PDF calls, for stories and tests (any form id). */
export const confirmationOverrides = {
  paidByCard: answering(mockConfirmations().paidByCard),
  noPaymentDue: answering(mockConfirmations().noPaymentDue),
  employersReturn: answering(mockConfirmations().employersReturn),
  notFiled: [http.get(CONFIRMATION_PATH, notFiled), http.get(FILING_PDF_PATH, notFiled)],
  loadFails: [http.get(CONFIRMATION_PATH, serverFails)],
  pending: [http.get(CONFIRMATION_PATH, never)],
  missing: [http.get(CONFIRMATION_PATH, missingTaxForm)],
  notAuthorized: [http.get(CONFIRMATION_PATH, () => problemResponse('not-authorized-to-file'))],
  pdfFails: [http.get(FILING_PDF_PATH, serverFails)],
};
