import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { paths } from '../paths';
import {
  filingActionsOf,
  FilingStatus,
  type Confirmation,
  type Filing,
  type FilingsResponse,
} from '../schemas/filings';
import { TaxFormStatus, type TaxFormType } from '../schemas/forms';
import {
  confirmationOfPaymentForm,
  mockConfirmationNumber,
  mockConfirmations,
  MOCK_CONFIRMATION_TAX_YEAR,
} from './confirmation';
import { fixtures } from './fixtures';
import {
  defaultPaymentMockModel,
  MOCK_PAYMENT_FORM_IDS,
  type PaymentMockForm,
  type PaymentMockModel,
} from './payments';
import { serverFails, unauthorized } from './problem';

/** What a mock filing may set besides its id, type and status. */
export type MockFilingOptions = Partial<Omit<Filing, 'id' | 'taxFormType' | 'status' | 'actions'>>;

/**
 * One row of the filings list as the server builds it: the actions follow from the status, and a
 * filed form owes nothing. E.g. `mockFiling(9001, 'ReturnOfIncome', 'AwaitingPayment',
 * { amountDue: 300, period: { kind: 'month', number: 3 } })`.
 */
export function mockFiling(
  id: number,
  taxFormType: TaxFormType,
  status: FilingStatus,
  options: MockFilingOptions = {},
): Filing {
  const filed = status === FilingStatus.Filed || status === FilingStatus.Paid;
  const {
    taxYear = 2025,
    period = null,
    amountDue = 0,
    amountPaid = 0,
    filedAt = null,
    confirmationNumber = null,
  } = options;
  return {
    id,
    taxFormType,
    taxYear,
    period,
    status,
    amountDue: filed ? 0 : amountDue,
    amountPaid,
    filedAt: filed ? filedAt : null,
    confirmationNumber: filed ? confirmationNumber : null,
    actions: filingActionsOf(status),
  };
}

/**
 * A filed form's row from its confirmation (the confirmation mocks' facts): Paid when a payment
 * filed it, Filed when nothing was due.
 */
export function filingOfConfirmation(confirmation: Confirmation): Filing {
  const { id, taxFormType, taxYear, period, amountPaid, filedAt, confirmationNumber } = confirmation;
  return mockFiling(id, taxFormType, amountPaid > 0 ? FilingStatus.Paid : FilingStatus.Filed, {
    taxYear,
    period,
    amountPaid,
    filedAt,
    confirmationNumber,
  });
}

/**
 * The row of a form the payment mocks keep, as it stands in `model` now: filed ones with their
 * confirmation's facts; the others owe their amount, in the year the payment mocks' forms carry.
 */
export function filingOfPaymentForm(form: PaymentMockForm): Filing {
  const confirmation = confirmationOfPaymentForm(form);
  if (confirmation) return filingOfConfirmation(confirmation);
  const status =
    form.formStatus === TaxFormStatus.AwaitingPayment ? FilingStatus.AwaitingPayment : FilingStatus.Draft;
  return mockFiling(form.id, form.taxFormType, status, {
    taxYear: MOCK_CONFIRMATION_TAX_YEAR,
    amountDue: form.amount,
  });
}

/** Every form of a payment mock model, newest (highest id) first like the server's creation order. */
export function filingsOfPaymentModel(model: PaymentMockModel): Filing[] {
  return [...model.values()].sort((a, b) => b.id - a.id).map(filingOfPaymentForm);
}

const paymentIds = MOCK_PAYMENT_FORM_IDS;

/**
 * Named lists of the filings mocks, for stories and tests. Ids the payment or confirmation mocks
 * know keep their facts, so a list's Pay or View link reaches a page that knows the form.
 */
export const mockFilings = {
  /** A taxpayer who has not started any form. */
  empty: (): Filing[] => [],
  /** Three employer's returns and estimates started and not submitted, over two tax years. */
  drafts: (): Filing[] => [
    mockFiling(9203, 'ReturnOfIncome', 'Draft', {
      taxYear: 2026,
      period: { kind: 'quarter', number: 1 },
      amountDue: 86.4,
    }),
    mockFiling(9202, 'NetProfitEstimate', 'Draft', {
      taxYear: 2026,
      period: { kind: 'installment', number: 2 },
      amountDue: 512.5,
    }),
    mockFiling(9201, 'ReturnOfIncome', 'Draft', {
      taxYear: 2025,
      period: { kind: 'month', number: 12 },
      amountDue: 0,
    }),
  ],
  /** Two forms submitted with a balance due: $300.00 + $450.00 = $750.00. */
  awaitingPayment: (): Filing[] => [
    mockFiling(paymentIds.inProgress, 'NetProfitEstimate', 'AwaitingPayment', {
      taxYear: 2026,
      period: { kind: 'installment', number: 3 },
      amountDue: 450,
    }),
    mockFiling(paymentIds.declined, 'ReturnOfIncome', 'AwaitingPayment', {
      taxYear: 2026,
      period: { kind: 'month', number: 10 },
      amountDue: 300,
    }),
  ],
  /**
   * An individual's account over three tax years: an estimate started, one filed with nothing due,
   * an annual return paid by card and an older one awaiting payment.
   */
  mixed: (): Filing[] => {
    const confirmations = mockConfirmations();
    return [
      mockFiling(9405, 'IndividualEstimate', 'Draft', {
        taxYear: 2026,
        period: { kind: 'installment', number: 3 },
        amountDue: 150,
      }),
      filingOfConfirmation(confirmations.noPaymentDue),
      filingOfConfirmation(confirmations.paidByCard),
      mockFiling(paymentIds.awaitingPayment, 'CityTaxForm', 'AwaitingPayment', {
        taxYear: 2024,
        amountDue: 60,
      }),
    ];
  },
  /** A business's account: every status, over two tax years. */
  business: (): Filing[] => [
    ...mockFilings.awaitingPayment(),
    mockFiling(9206, 'ReturnOfIncome', 'Draft', {
      taxYear: 2026,
      period: { kind: 'month', number: 11 },
      amountDue: 212.75,
    }),
    filingOfConfirmation(mockConfirmations().employersReturn),
    mockFiling(9205, 'NetProfitEstimate', 'Filed', {
      taxYear: 2025,
      period: { kind: 'installment', number: 4 },
      filedAt: '2026-01-15T15:30:00.000Z',
      confirmationNumber: mockConfirmationNumber(9205),
    }),
  ],
};

const tokenOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';

/** A taxpayer's forms: fixed rows, or the forms of a payment mock model as they stand at each call. */
export type FilingsSource = readonly Filing[] | PaymentMockModel;

const rowsOf = (source: FilingsSource | undefined): Filing[] =>
  source instanceof Map ? filingsOfPaymentModel(source) : structuredClone([...(source ?? [])]);

/**
 * Stateful MSW handlers of GET /api/filings. `lists` are the forms of each taxpayer, by
 * taxpayer id. Like the server, a session lists the forms of the taxpayer it files as: the sign-in
 * fixtures' taxpayer of its token, until a filing-as change (POST /api/ein/changed, watched here
 * and answered by the business mocks after it) picks another. A taxpayer with no list has no forms.
 * Each call of the factory starts from `lists`.
 */
export function createFilingsHandlers(lists: Readonly<Record<string, FilingsSource>>): HttpHandler[] {
  const signIns = [fixtures.individualSignIn, fixtures.businessSignIn, fixtures.newBusinessSignIn];
  const filingAs = new Map<string, string | null>(signIns.map((s) => [s.token, s.taxpayerId]));
  return [
    http.post(paths.einChanged, async ({ request }) => {
      // Only watched: a body that is not JSON is the business mocks' to refuse.
      const body = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { taxpayerId?: unknown };
      if (typeof body.taxpayerId === 'string') filingAs.set(tokenOf(request), body.taxpayerId);
      return undefined;
    }),
    http.get(paths.filings, ({ request }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const taxpayerId = filingAs.get(token) ?? '';
      return HttpResponse.json({ filings: rowsOf(lists[taxpayerId]) } satisfies FilingsResponse);
    }),
  ];
}

/** The handler of one list that every session sees, whoever it files as (most stories). */
export function filingsHandlersOf(source: FilingsSource): HttpHandler[] {
  return [
    http.get(paths.filings, ({ request }) =>
      tokenOf(request)
        ? HttpResponse.json({ filings: rowsOf(source) } satisfies FilingsResponse)
        : unauthorized(),
    ),
  ];
}

/**
 * The default handlers: the demo individual's account is the mixed list; the demo business
 * (300001) lists the forms the default payment mocks keep, as they stand (one filed with no
 * payment reads as filed from then on); its second linked business (300002) has none yet.
 */
export const filingsHandlers: HttpHandler[] = createFilingsHandlers({
  [fixtures.individualSignIn.taxpayerId]: mockFilings.mixed(),
  [fixtures.businessSignIn.taxpayerId]: defaultPaymentMockModel,
});

/** Per-state overrides of the filings list, for stories and tests. */
export const filingsProblemHandlers = {
  pending: http.get(paths.filings, async () => {
    await delay('infinite');
    return HttpResponse.json({ filings: [] });
  }),
  fails: http.get(paths.filings, serverFails),
};
