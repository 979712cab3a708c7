import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { priorTaxYear } from '../constants';
import { paths } from '../paths';
import {
  exemptRequestSchema,
  type EnteredFormsResponse,
  type ExemptionCertificate,
  type ExemptionCertificateResponse,
} from '../schemas/forms';
import { invalidField, problemResponse, serverFails, unauthorized } from './problem';

/** The server's details of its two exemption conflicts. */
export const EXEMPTION_ALREADY_FILED_DETAIL =
  'You cannot file an exemption certificate because you have already filed one for this tax year.';
export const EXEMPTION_ANNUAL_RETURN_FILED_DETAIL =
  'You cannot file an exemption certificate because you have already filed tax forms for this tax year.';

const exemptionCertificatePath = '/api/exemption-certificate/:taxYear';
const enteredFormsPath = '/api/entered-forms/:taxYear';

/** A filed certificate of the prior tax year, as the server answers it. */
export function mockExemptionCertificate(
  overrides: Partial<ExemptionCertificate> = {},
): ExemptionCertificate {
  const taxYear = priorTaxYear();
  return {
    id: 7001,
    taxYear,
    exemptionSelection: 'retired',
    businessSoldDate: null,
    filedAt: `${taxYear + 1}-02-14T15:30:00.000Z`,
    ...overrides,
  };
}

const conflict = (detail: string) => problemResponse('conflict', { detail });

/**
 * Stateful MSW handlers of the exemption calls: each call of this factory starts with
 * nothing filed. Certificates are kept per bearer token and tax year, a second one is refused
 * with the server's 409, and a repeated Idempotency-Key answers the first certificate.
 */
export function createExemptionHandlers(): HttpHandler[] {
  const filed = new Map<string, ExemptionCertificate>();
  const byKey = new Map<string, ExemptionCertificate>();
  let nextId = 7001;
  const tokenOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';

  return [
    http.post(paths.exempt, async ({ request }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const parsed = exemptRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
        const detail = Object.entries(errors)
          .map(([field, messages]) => `body.${field}: ${messages.join(' ')}`)
          .join('. ');
        return problemResponse('validation-error', { detail, errors });
      }
      const taxYear = priorTaxYear();
      const key = request.headers.get('Idempotency-Key');
      const repeat = key ? byKey.get(`${token}/${key}`) : undefined;
      if (repeat) return HttpResponse.json(repeat);
      if (parsed.data.businessSoldDate && parsed.data.businessSoldDate > `${taxYear}-12-31`) {
        const message = `must be within or before the tax year ${taxYear}`;
        return invalidField('businessSoldDate', message, 'body.businessSoldDate');
      }
      if (filed.has(`${token}/${taxYear}`)) return conflict(EXEMPTION_ALREADY_FILED_DETAIL);
      const certificate: ExemptionCertificate = {
        id: nextId++,
        taxYear,
        exemptionSelection: parsed.data.exemptionSelection,
        businessSoldDate: parsed.data.businessSoldDate,
        filedAt: new Date().toISOString(),
      };
      filed.set(`${token}/${taxYear}`, certificate);
      if (key) byKey.set(`${token}/${key}`, certificate);
      return HttpResponse.json(certificate);
    }),
    http.get(exemptionCertificatePath, ({ request, params }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const body: ExemptionCertificateResponse = {
        exemptionCertificate: filed.get(`${token}/${String(params.taxYear)}`) ?? null,
      };
      return HttpResponse.json(body);
    }),
    http.get(enteredFormsPath, ({ request, params }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const certificate = filed.get(`${token}/${String(params.taxYear)}`);
      const body: EnteredFormsResponse = {
        enteredForms: certificate
          ? [
              {
                id: certificate.id,
                taxFormType: 'ExemptionCertificate',
                taxYear: certificate.taxYear,
                status: 'Filed',
              },
            ]
          : [],
        isAnnualReturnFiled: false,
      };
      return HttpResponse.json(body);
    }),
  ];
}

/** The default exemption handlers (one shared state). */
export const exemptionHandlers: HttpHandler[] = createExemptionHandlers();

/**
 * Per-state overrides of the exemption calls, for stories and tests; each is a list of handlers
 * to pass to `server.use(...)` or `parameters.msw.handlers`.
 */
export const exemptionScenarioHandlers = {
  /** A certificate of the tax year is on file: the screen is blocked, a save is refused. */
  alreadyFiled: [
    http.get(exemptionCertificatePath, () =>
      HttpResponse.json({
        exemptionCertificate: mockExemptionCertificate(),
      } satisfies ExemptionCertificateResponse),
    ),
    http.get(enteredFormsPath, () =>
      HttpResponse.json({
        enteredForms: [
          { id: 7001, taxFormType: 'ExemptionCertificate', taxYear: priorTaxYear(), status: 'Filed' },
        ],
        isAnnualReturnFiled: false,
      } satisfies EnteredFormsResponse),
    ),
    http.post(paths.exempt, () => conflict(EXEMPTION_ALREADY_FILED_DETAIL)),
  ],
  /** The annual return of the tax year is filed: the screen is blocked, a save is refused. */
  annualReturnFiled: [
    http.get(exemptionCertificatePath, () =>
      HttpResponse.json({ exemptionCertificate: null } satisfies ExemptionCertificateResponse),
    ),
    http.get(enteredFormsPath, () =>
      HttpResponse.json({
        enteredForms: [{ id: 8001, taxFormType: 'CityTaxForm', taxYear: priorTaxYear(), status: 'Filed' }],
        isAnnualReturnFiled: true,
      } satisfies EnteredFormsResponse),
    ),
    http.post(paths.exempt, () => conflict(EXEMPTION_ANNUAL_RETURN_FILED_DETAIL)),
  ],
  /** The status calls never answer: the screen stays loading. */
  loadPending: [
    http.get(exemptionCertificatePath, async () => {
      await delay('infinite');
      return HttpResponse.json({ exemptionCertificate: null });
    }),
  ],
  /** The certificate status cannot be loaded. */
  loadError: [http.get(exemptionCertificatePath, serverFails), http.get(enteredFormsPath, serverFails)],
  /** The save never answers: the form stays saving. */
  savePending: [
    http.post(paths.exempt, async () => {
      await delay('infinite');
      return HttpResponse.json(mockExemptionCertificate());
    }),
  ],
  /** The save fails without a detail worth showing. */
  saveError: [http.post(paths.exempt, () => HttpResponse.text('Bad gateway', { status: 502 }))],
  /** Someone filed in another tab between loading and saving: the server's detail is shown. */
  saveConflict: [http.post(paths.exempt, () => conflict(EXEMPTION_ALREADY_FILED_DETAIL))],
} satisfies Record<string, HttpHandler[]>;
