import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { CITIES, type City as TaxRulesCity } from '@citytax/tax-rules';
import { citiesForYear } from '../citiesCodec';
import { priorTaxYear } from '../constants';
import { paths } from '../paths';
import { PROBLEMS } from '../problems';
import {
  efileQuestionsRequestSchema,
  isEfileEligible,
  type QuestionnaireSavedResponse,
} from '../schemas/account';
import {
  cityTaxFormUpdateSchema,
  draftRequestSchema,
  form1099RequestSchema,
  formW2RequestSchema,
  TaxFormStatus,
  TaxFormType,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type AnnualReturnSummary,
  type City,
  type CityTaxForm,
  type FileUploadResponse,
  type Form1099,
  type FormW2,
  type TaxFormState,
} from '../schemas/forms';
import { SUBMIT_PATH, WITHDRAW_PATH } from './payments';
import { nothingToPay, problemResponse, serverFails, taxFormLocked } from './problem';

/**
 * Stateful MSW handlers of the individual annual return: the
 * annual return, its W-2 and 1099 entries, the e-file questionnaire, cities, uploads, filing
 * without payment and drafts. The summary is a fixed, hand-computed fixture: the mocks do no tax
 * math (packages/tax-rules and the server do).
 */

/** The server's details of the annual-return problems. */
export const CITY_TAX_FORM_PROBLEM_DETAILS = {
  missingTaxRate: PROBLEMS['missing-tax-rate'].detail,
  missingTaxForm: PROBLEMS['missing-tax-form'].detail,
  alreadyFiled: PROBLEMS['tax-form-already-filed'].detail,
  uploadWrongType: 'The file must be a PDF, PNG or JPEG.',
  uploadTooLarge: 'The file is too large. Files must be 5 MB or smaller.',
  notNoPayment: 'This return has a balance due or an overpayment, so it cannot be filed without a payment.',
  noResidenceCity:
    'residenceCity: is required. Choose the city you lived in before filing the annual return.',
} as const;

const missingTaxForm = () => problemResponse('missing-tax-form');
const alreadyFiled = () => problemResponse('tax-form-already-filed');
const missingTaxRate = () => problemResponse('missing-tax-rate');
/** Every write to the return or one of its entries speaks of "this return" while it awaits payment. */
const locked = () => taxFormLocked(TaxFormType.CityTaxForm);

/** The zod issues of a refused body as the server words them: '{field}: {message}'. */
function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  const detail = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  return problemResponse('validation-error', { detail, errors });
}

/**
 * The eight member cities as GET /api/cities lists them for the prior tax year (rates,
 * credit factors and limits as fractions), from the same year-ranged table the server seeds.
 */
export const mockCities: readonly City[] = citiesForYear(CITIES, priorTaxYear());

const FORM_ID = 10;

/** W-2s of the demo return: one Cleveland job, one Columbus job whose box 18 exceeds box 5. */
export const mockFormW2s: readonly FormW2[] = [
  {
    id: 11,
    cityTaxFormId: FORM_ID,
    taxFormType: TaxFormType.FormW2,
    employerName: 'Lakeside Hospital',
    employerEin: '341111111',
    workCity: 'CLE',
    medicareWages: 52000,
    localWages: 52000,
    localTaxWithheld: 1300,
    locality: 'CLE',
  },
  {
    id: 12,
    cityTaxFormId: FORM_ID,
    taxFormType: TaxFormType.FormW2,
    employerName: 'Columbus Data Services',
    employerEin: '311222333',
    workCity: 'COL',
    medicareWages: 18000,
    localWages: 18500,
    localTaxWithheld: 450,
    locality: 'COL',
  },
];

export const mockForm1099s: readonly Form1099[] = [
  {
    id: 13,
    cityTaxFormId: FORM_ID,
    taxFormType: TaxFormType.Form1099,
    payerName: 'Erie Design Studio',
    payerTin: '345678901',
    amount: 2400,
  },
];

/**
 * The demo return's summary, computed by hand for a Cleveland resident:
 * taxable $70,000 + $2,400 = $72,400; tax 2.5% = $1,810; credit for Columbus
 * min(100% × $450, 2.5% × $18,500 = $462.50) = $450; Cleveland withholding $1,300;
 * net $1,810 − $450 − $1,300 = $60 due. W-2 12 warns: box 18 is more than box 5.
 */
export const mockAnnualReturnSummary: AnnualReturnSummary = {
  qualifyingWages: 70000,
  income1099: 2400,
  taxableIncome: 72400,
  rate: 0.025,
  tax: 1810,
  credits: [{ entryId: 12, locality: 'COL', amount: 450 }],
  creditableTotal: 450,
  creditFactor: 1,
  creditLimit: 0.025,
  credit: 450,
  residenceWithheld: 1300,
  estimatesPaid: 0,
  priorYearCredit: 0,
  net: 60,
  outcome: 'balanceDue',
  amountDue: 60,
  warnings: [{ entryId: 12, code: 'localWagesExceedMedicareWages' }],
};

/** The same return with $55 of estimates paid: net $5, within $10, filed without payment. */
export const mockNoPaymentSummary: AnnualReturnSummary = {
  ...mockAnnualReturnSummary,
  estimatesPaid: 55,
  net: 5,
  outcome: 'noPayment',
  amountDue: 0,
};

/** The annual return's own record; entries and summary are derived from the state. */
export type MockCityTaxFormRecord = Omit<CityTaxForm, 'entries' | 'summary'>;

export interface CityTaxFormMockState {
  /** The filer's annual return for the prior tax year, or null when none was started. */
  cityTaxForm: MockCityTaxFormRecord | null;
  w2s: FormW2[];
  form1099s: Form1099[];
  /** The summary answered once a residence city is chosen (fixed: no tax math here). */
  summary: AnnualReturnSummary;
  questionnaire: QuestionnaireSavedResponse;
  /** The year-ranged city table GET /api/cities answers from, for the year asked. */
  cities: readonly TaxRulesCity[];
}

/** A draft annual return of the prior tax year with the demo entries. */
export function mockCityTaxFormState(): CityTaxFormMockState {
  return {
    cityTaxForm: {
      id: FORM_ID,
      taxYear: priorTaxYear(),
      status: TaxFormStatus.Draft,
      residenceCity: 'CLE',
      filedAt: null,
    },
    w2s: mockFormW2s.map((w) => ({ ...w })),
    form1099s: mockForm1099s.map((f) => ({ ...f })),
    summary: mockAnnualReturnSummary,
    questionnaire: { saved: true, eligible: true },
    cities: CITIES,
  };
}

/**
 * The demo return submitted with its $60.00 balance due: awaiting payment, so every write answers
 * tax-form-locked until it is withdrawn (`createCityTaxFormHandlers(mockAwaitingPaymentCityTaxFormState())`).
 */
export function mockAwaitingPaymentCityTaxFormState(): CityTaxFormMockState {
  const state = mockCityTaxFormState();
  return {
    ...state,
    cityTaxForm: state.cityTaxForm && { ...state.cityTaxForm, status: TaxFormStatus.AwaitingPayment },
  };
}

const UPLOAD_SIGNATURES: ReadonlyArray<{ type: FileUploadResponse['type']; magic: number[] }> = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** Like the server, the type is decided by the content, not by the name or declared type. */
async function sniff(file: Blob): Promise<FileUploadResponse['type'] | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return UPLOAD_SIGNATURES.find((s) => s.magic.every((byte, i) => head[i] === byte))?.type ?? null;
}

/**
 * Handlers over one in-memory state: each call starts fresh (stories and tests get their own).
 * `initial` overrides parts of the demo state, e.g. `{ cityTaxForm: null }` for a filer who has
 * not started, or a record with `status: 'Filed'` (or see `mockAwaitingPaymentCityTaxFormState`).
 * Like the server, a return awaiting payment refuses every write with tax-form-locked and one
 * filed with tax-form-already-filed; submit and withdraw move it between Draft and AwaitingPayment.
 */
export function createCityTaxFormHandlers(initial: Partial<CityTaxFormMockState> = {}): HttpHandler[] {
  const state: CityTaxFormMockState = { ...mockCityTaxFormState(), ...initial };
  let nextId = 100;
  let nextUpload = 1;
  const byIdempotencyKey = new Map<string, FormW2 | Form1099>();

  const view = (): CityTaxForm | null =>
    state.cityTaxForm && {
      ...state.cityTaxForm,
      entries: [
        ...state.w2s.map((w) => ({
          id: w.id,
          taxFormType: TaxFormType.FormW2,
          name: w.employerName,
          amount: w.medicareWages,
        })),
        ...state.form1099s.map((f) => ({
          id: f.id,
          taxFormType: TaxFormType.Form1099,
          name: f.payerName,
          amount: f.amount,
        })),
      ],
      summary: state.cityTaxForm.residenceCity ? state.summary : null,
    };
  const filed = () => state.cityTaxForm?.status === TaxFormStatus.Filed;
  /** Why the return (and so any entry) may not change now, if it may not. */
  const refusal = (): Response | undefined => {
    if (filed()) return alreadyFiled();
    if (state.cityTaxForm?.status === TaxFormStatus.AwaitingPayment) return locked();
    return undefined;
  };
  /** The return's place in the lifecycle; what it owes is the summary's amount (fixed here). */
  const stateOf = (form: MockCityTaxFormRecord): TaxFormState => ({
    id: form.id,
    taxFormType: TaxFormType.CityTaxForm,
    status: form.status,
    amountDue: form.residenceCity ? state.summary.amountDue : 0,
  });
  /** The return a lifecycle call names; null for any other id (the server's missing-tax-form). */
  const returnNamed = (params: Record<string, string | readonly string[] | undefined>) => {
    const form = state.cityTaxForm;
    return form && form.id === idParam(params) ? form : null;
  };
  /** The draft entries are added to, started on the first entry like the server does. */
  const draft = (): MockCityTaxFormRecord =>
    (state.cityTaxForm ??= {
      id: nextId++,
      taxYear: priorTaxYear(),
      status: TaxFormStatus.Draft,
      residenceCity: null,
      filedAt: null,
    });
  const idParam = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);
  const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

  return [
    http.get(paths.cities, ({ request }) => {
      const asked = Number(new URL(request.url).searchParams.get('taxYear'));
      const taxYear = asked || (state.cityTaxForm?.taxYear ?? priorTaxYear());
      return HttpResponse.json({ taxYear, cities: citiesForYear(state.cities, taxYear) });
    }),
    http.get(paths.cityTaxForm, () => HttpResponse.json({ cityTaxForm: view() })),
    http.put(paths.cityTaxForm, async ({ request }) => {
      const parsed = cityTaxFormUpdateSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const taxYear = state.cityTaxForm?.taxYear ?? priorTaxYear();
      const city = citiesForYear(state.cities, taxYear).find((c) => c.code === parsed.data.residenceCity);
      if (!city?.member) {
        return invalid([{ path: ['residenceCity'], message: 'must be a member city' }]);
      }
      if (city.rate === null) return missingTaxRate();
      const refused = refusal();
      if (refused) return refused;
      draft().residenceCity = city.code;
      return HttpResponse.json({ cityTaxForm: view() });
    }),
    http.delete(paths.cityTaxForm, () => {
      if (!state.cityTaxForm) return missingTaxForm();
      const refused = refusal();
      if (refused) return refused;
      state.cityTaxForm = null;
      state.w2s = [];
      state.form1099s = [];
      return HttpResponse.json({ ok: true as const });
    }),

    http.get(`${paths.formW2}/:id`, ({ params }) => {
      const w2 = state.w2s.find((w) => w.id === idParam(params));
      return w2 ? HttpResponse.json(w2) : missingTaxForm();
    }),
    http.post(paths.formW2, async ({ request }) => {
      const parsed = formW2RequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const refused = refusal();
      if (refused) return refused;
      const key = keyOf(request);
      const earlier = key ? byIdempotencyKey.get(key) : undefined;
      if (earlier) return HttpResponse.json(earlier);
      const { w2Number: _removed, ...values } = parsed.data;
      const w2: FormW2 = {
        ...values,
        id: nextId++,
        cityTaxFormId: draft().id,
        taxFormType: TaxFormType.FormW2,
      };
      state.w2s.push(w2);
      if (key) byIdempotencyKey.set(key, w2);
      return HttpResponse.json(w2);
    }),
    http.put(`${paths.formW2}/:id`, async ({ request, params }) => {
      const parsed = formW2RequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const index = state.w2s.findIndex((w) => w.id === idParam(params));
      const current = state.w2s[index];
      if (!current) return missingTaxForm();
      const refused = refusal();
      if (refused) return refused;
      const { w2Number: _removed, ...values } = parsed.data;
      const w2: FormW2 = { ...current, ...values };
      state.w2s[index] = w2;
      return HttpResponse.json(w2);
    }),

    http.get(`${paths.form1099}/:id`, ({ params }) => {
      const form = state.form1099s.find((f) => f.id === idParam(params));
      return form ? HttpResponse.json(form) : missingTaxForm();
    }),
    http.post(paths.form1099, async ({ request }) => {
      const parsed = form1099RequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const refused = refusal();
      if (refused) return refused;
      const key = keyOf(request);
      const earlier = key ? byIdempotencyKey.get(key) : undefined;
      if (earlier) return HttpResponse.json(earlier);
      const form: Form1099 = {
        ...parsed.data,
        id: nextId++,
        cityTaxFormId: draft().id,
        taxFormType: TaxFormType.Form1099,
      };
      state.form1099s.push(form);
      if (key) byIdempotencyKey.set(key, form);
      return HttpResponse.json(form);
    }),
    http.put(`${paths.form1099}/:id`, async ({ request, params }) => {
      const parsed = form1099RequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const index = state.form1099s.findIndex((f) => f.id === idParam(params));
      const current = state.form1099s[index];
      if (!current) return missingTaxForm();
      const refused = refusal();
      if (refused) return refused;
      const form: Form1099 = { ...current, ...parsed.data };
      state.form1099s[index] = form;
      return HttpResponse.json(form);
    }),

    http.delete('/api/form/:id', ({ params }) => {
      const id = idParam(params);
      const exists = state.w2s.some((w) => w.id === id) || state.form1099s.some((f) => f.id === id);
      if (!exists) return missingTaxForm();
      const refused = refusal();
      if (refused) return refused;
      state.w2s = state.w2s.filter((w) => w.id !== id);
      state.form1099s = state.form1099s.filter((f) => f.id !== id);
      return HttpResponse.json({ ok: true as const });
    }),

    http.get('/api/forms/count-of/:type', ({ params }) => {
      const counts: Partial<Record<string, number>> = {
        [TaxFormType.CityTaxForm]: state.cityTaxForm ? 1 : 0,
        [TaxFormType.FormW2]: state.w2s.length,
        [TaxFormType.Form1099]: state.form1099s.length,
      };
      return HttpResponse.json({ count: counts[String(params.type)] ?? 0 });
    }),
    http.get(paths.isAnnualReturnFiled, () => HttpResponse.json({ isAnnualReturnFiled: filed() })),

    http.post(paths.fileUpload, async ({ request }) => {
      const file = (await request.formData()).get('file');
      if (!(file instanceof Blob)) {
        return problemResponse('validation-error', {
          detail: 'file: is required. Choose a PDF, PNG or JPEG file to upload.',
          errors: { file: ['is required'] },
        });
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        return problemResponse('payload-too-large', {
          detail: CITY_TAX_FORM_PROBLEM_DETAILS.uploadTooLarge,
          errors: { file: ['is too large'] },
        });
      }
      const type = await sniff(file);
      if (!type || !UPLOAD_TYPES.includes(type)) {
        return problemResponse('validation-error', {
          detail: CITY_TAX_FORM_PROBLEM_DETAILS.uploadWrongType,
          errors: { file: ['must be a PDF, PNG or JPEG'] },
        });
      }
      const name = file instanceof File && file.name ? file.name : 'upload';
      const response: FileUploadResponse = { id: `upload-${nextUpload++}`, name, size: file.size, type };
      return HttpResponse.json(response);
    }),

    http.post('/api/payments/tax-forms/:id/no-payment', ({ params }) => {
      const form = state.cityTaxForm;
      if (!form || form.id !== idParam(params)) return missingTaxForm();
      const refused = refusal();
      if (refused) return refused;
      if (!form.residenceCity || state.summary.outcome !== 'noPayment') {
        return problemResponse('validation-error', { detail: CITY_TAX_FORM_PROBLEM_DETAILS.notNoPayment });
      }
      const filedAt = new Date().toISOString();
      state.cityTaxForm = { ...form, status: TaxFormStatus.Filed, filedAt };
      return HttpResponse.json({ id: form.id, status: TaxFormStatus.Filed, filedAt });
    }),

    // Submit and withdraw of the return; the payment mocks answer for their own forms.
    http.post(SUBMIT_PATH, ({ params }) => {
      const form = returnNamed(params);
      if (!form) return missingTaxForm();
      if (filed()) return alreadyFiled();
      if (form.status === TaxFormStatus.Draft) {
        if (!form.residenceCity) {
          return problemResponse('validation-error', {
            detail: CITY_TAX_FORM_PROBLEM_DETAILS.noResidenceCity,
            errors: { residenceCity: ['is required'] },
          });
        }
        if (state.summary.amountDue <= 0) return nothingToPay();
        state.cityTaxForm = { ...form, status: TaxFormStatus.AwaitingPayment };
      }
      return HttpResponse.json(stateOf(state.cityTaxForm ?? form));
    }),
    http.post(WITHDRAW_PATH, ({ params }) => {
      const form = returnNamed(params);
      if (!form) return missingTaxForm();
      if (filed()) return alreadyFiled();
      if (form.status === TaxFormStatus.AwaitingPayment) {
        state.cityTaxForm = { ...form, status: TaxFormStatus.Draft };
      }
      return HttpResponse.json(stateOf(state.cityTaxForm ?? form));
    }),

    http.get(paths.isQuestionnaireSaved, () => HttpResponse.json(state.questionnaire)),
    http.post(paths.efileQuestions, async ({ request }) => {
      const parsed = efileQuestionsRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const eligible = isEfileEligible(parsed.data);
      state.questionnaire = { saved: true, eligible };
      return HttpResponse.json({ eligible });
    }),

    http.get('/api/drafts/:key', () => HttpResponse.json({ draft: null })),
    http.put('/api/drafts/:key', async ({ request, params }) => {
      const parsed = draftRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      return HttpResponse.json({
        draft: { key: String(params.key), data: parsed.data.data, updatedAt: new Date().toISOString() },
      });
    }),
    http.delete('/api/drafts/:key', () => HttpResponse.json({ ok: true as const })),
  ];
}

/** The default handlers (one shared state, the demo draft return). */
export const cityTaxFormHandlers: HttpHandler[] = createCityTaxFormHandlers();

const writes = (answer: () => Response) => [
  http.put(paths.cityTaxForm, answer),
  http.delete(paths.cityTaxForm, answer),
  http.post(paths.formW2, answer),
  http.put(`${paths.formW2}/:id`, answer),
  http.post(paths.form1099, answer),
  http.put(`${paths.form1099}/:id`, answer),
  http.delete('/api/form/:id', answer),
  http.post('/api/payments/tax-forms/:id/no-payment', answer),
];

/** Submit and withdraw, which a filed or missing return refuses too. */
const lifecycleCalls = (answer: () => Response) => [
  http.post(SUBMIT_PATH, answer),
  http.post(WITHDRAW_PATH, answer),
];

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({ ok: true as const });
};

/** Per-state overrides of the annual-return calls, for stories and tests (put them before the defaults). */
export const cityTaxFormProblemHandlers = {
  /** Every write, submit and withdraw answers 409 tax-form-already-filed. */
  alreadyFiled: [...writes(alreadyFiled), ...lifecycleCalls(alreadyFiled)],
  /**
   * Every write answers 409 tax-form-locked (the return awaits payment; submit and withdraw still
   * work, so they are left to the stateful handlers: see `mockAwaitingPaymentCityTaxFormState`).
   */
  locked: writes(locked),
  /** Every call about one form answers 404 missing-tax-form (deleted in another tab). */
  missingTaxForm: [
    ...writes(missingTaxForm),
    ...lifecycleCalls(missingTaxForm),
    http.get(`${paths.formW2}/:id`, missingTaxForm),
    http.get(`${paths.form1099}/:id`, missingTaxForm),
  ],
  /** Computing calls answer 400 missing-tax-rate. */
  missingTaxRate: [
    http.put(paths.cityTaxForm, missingTaxRate),
    http.post(paths.formW2, missingTaxRate),
    http.put(`${paths.formW2}/:id`, missingTaxRate),
    http.post(paths.form1099, missingTaxRate),
    http.put(`${paths.form1099}/:id`, missingTaxRate),
  ],
  /** Saves never answer: the busy states stay on screen. */
  savePending: [
    http.post(paths.formW2, never),
    http.put(`${paths.formW2}/:id`, never),
    http.post(paths.form1099, never),
    http.put(`${paths.form1099}/:id`, never),
    http.post(paths.efileQuestions, never),
  ],
  uploadPending: [http.post(paths.fileUpload, never)],
  uploadFails: [http.post(paths.fileUpload, serverFails)],
  efileQuestionsFail: [http.post(paths.efileQuestions, serverFails)],
};
