import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { paths } from '../paths';
import { PROBLEMS } from '../problems';
import type { SignInResponse } from '../schemas/auth';
import { type BusinessTaxpayer, type LinkChangeResponse } from '../schemas/business';
import { accessCodeSchema } from '../schemas/common';
import type { TaxpayerInfo } from '../schemas/taxpayer';
import { fixtures } from './fixtures';
import { invalidField, problemResponse, serverFails, unauthorized } from './problem';

/** Registered businesses the mocks know (they mirror the server's seed). */
export const mockBusinesses: readonly BusinessTaxpayer[] = [
  { taxpayerId: '300001', ein: '341234567', name1: 'Lakeshore Bakery LLC', name2: 'Lakeshore Bakery' },
  { taxpayerId: '300002', ein: '345550002', name1: 'Cuyahoga Hardware Inc', name2: 'Cuyahoga Hardware' },
  { taxpayerId: '300003', ein: '346660003', name1: 'Erie Street Diner LLC', name2: 'Erie Street Diner' },
  { taxpayerId: '300004', ein: '347770004', name1: 'Flats Bicycle Co', name2: 'Flats Bicycles' },
  { taxpayerId: '300005', ein: '348880005', name1: 'Tremont Print Shop Inc', name2: 'Tremont Print' },
];

/** Each mock business's access code (the server's seed codes, listed in the README). */
export const mockAccessCodes: Readonly<Record<string, string>> = {
  '300001': '9N4R-9RQK-Z8TE',
  '300002': '456V-S5B8-FUS6',
  '300003': 'FHVM-476T-W833',
  '300004': 'JAH9-TTRX-FYZZ',
  '300005': 'B7RD-68CT-CPFS',
};

/** Wrong codes the mocks allow per user and per EIN before answering 429 (as the server). */
export const MOCK_ACCESS_CODE_MAX_FAILURES = 5;
export const ACCESS_CODE_RETRY_AFTER_SECONDS = 900;
export const ACCESS_CODE_TOO_MANY_DETAIL =
  'Too many tries with a wrong business access code. Try again in 15 minutes.';

const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const accessCodeIncorrect = () =>
  problemResponse('access-code-incorrect', {
    errors: { accessCode: [PROBLEMS['access-code-incorrect'].detail] },
  });
const tooManyCodes = () => problemResponse('too-many-requests', { detail: ACCESS_CODE_TOO_MANY_DETAIL });

/** The server's detail when the filing-as change is refused (for the "changing taxpayers" toasts). */
export const FILING_AS_REFUSED_DETAIL = 'This user is not authorized to file for this taxpayer.';

const notFound = () => problemResponse('not-found', { detail: 'This business could not be found.' });
const filingAsRefused = () => problemResponse('validation-error', { detail: FILING_AS_REFUSED_DETAIL });

const users: Record<string, SignInResponse> = {
  [fixtures.businessSignIn.token]: fixtures.businessSignIn,
  [fixtures.newBusinessSignIn.token]: fixtures.newBusinessSignIn,
};

const byEin = (a: BusinessTaxpayer, b: BusinessTaxpayer) => a.ein.localeCompare(b.ein);
const sameName = (b: BusinessTaxpayer, name: string) =>
  [b.name1, b.name2].some((n) => n?.toLowerCase() === name.trim().toLowerCase());

/**
 * Stateful MSW handlers of /api/ein/*: each call of this factory starts from the seed
 * (business@example.com links 300001 and 300002; everyone else links nothing), kept per bearer token.
 */
export function createBusinessHandlers(): HttpHandler[] {
  const links = new Map<string, string[]>([[fixtures.businessSignIn.token, ['300001', '300002']]]);
  const failures = new Map<string, number>();
  const failuresOf = (key: string) => failures.get(key) ?? 0;
  const tokenOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
  const linkedOf = (token: string) =>
    (links.get(token) ?? [])
      .map((id) => mockBusinesses.find((b) => b.taxpayerId === id))
      .filter((b): b is BusinessTaxpayer => Boolean(b))
      .sort(byEin);
  const userToken = (token: string, taxpayerId: string | null): SignInResponse => ({
    ...(users[token] ?? fixtures.newBusinessSignIn),
    token,
    taxpayerId,
  });
  return [
    // The panel asks for a linked business by ?id=; anything else falls through to the default handler.
    http.get(paths.taxpayerInfo, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const business = mockBusinesses.find((b) => b.taxpayerId === id);
      if (!business || !tokenOf(request)) return undefined;
      const info: TaxpayerInfo = {
        ...fixtures.businessTaxpayer,
        taxpayerId: business.taxpayerId,
        taxpayer: {
          ...fixtures.businessTaxpayer.taxpayer,
          name1: business.name1,
          name2: business.name2,
          taxpayerFederalId: business.ein,
        },
      };
      return HttpResponse.json(info);
    }),
    http.post(paths.einSearch, async ({ request }) => {
      if (!tokenOf(request)) return unauthorized();
      const body = (await request.json()) as { ein?: string; businessName?: string };
      const found = mockBusinesses.find((b) => b.ein === body.ein && sameName(b, body.businessName ?? ''));
      if (!found) return notFound();
      return HttpResponse.json(found);
    }),
    http.post(paths.einAdd, async ({ request }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const body = (await request.json()) as { ein?: string; businessName?: string; accessCode?: string };
      const code = accessCodeSchema.safeParse(body.accessCode);
      if (!code.success)
        return invalidField('accessCode', code.error.issues[0]?.message ?? 'is invalid', 'Access code');
      const found = mockBusinesses.find((b) => b.ein === body.ein && sameName(b, body.businessName ?? ''));
      if (!found) return notFound();
      const keys = [`user:${token}`, `ein:${found.ein}`];
      if (keys.some((key) => failuresOf(key) >= MOCK_ACCESS_CODE_MAX_FAILURES)) {
        const response = tooManyCodes();
        response.headers.set('Retry-After', String(ACCESS_CODE_RETRY_AFTER_SECONDS));
        return response;
      }
      const expected = mockAccessCodes[found.taxpayerId];
      if (!expected || normalizeCode(expected) !== code.data) {
        for (const key of keys) failures.set(key, failuresOf(key) + 1);
        return accessCodeIncorrect();
      }
      const ids = links.get(token) ?? [];
      if (!ids.includes(found.taxpayerId)) links.set(token, [...ids, found.taxpayerId]);
      const count = links.get(token)?.length ?? 0;
      const response: LinkChangeResponse = {
        success: true,
        newTaxpayerCount: count,
        userToken: count === 1 ? userToken(token, found.taxpayerId) : null,
      };
      return HttpResponse.json(response);
    }),
    http.get(paths.einList, ({ request }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      return HttpResponse.json(linkedOf(token));
    }),
    http.post(paths.einRemove, async ({ request }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const body = (await request.json()) as { taxpayerId?: string };
      const remaining = (links.get(token) ?? []).filter((id) => id !== body.taxpayerId);
      links.set(token, remaining);
      const first = linkedOf(token)[0]?.taxpayerId ?? null;
      const response: LinkChangeResponse = {
        success: true,
        newTaxpayerCount: remaining.length,
        userToken: remaining.length === 1 ? null : userToken(token, first),
      };
      return HttpResponse.json(response);
    }),
    http.post(paths.einChanged, async ({ request }) => {
      const token = tokenOf(request);
      if (!token) return unauthorized();
      const body = (await request.json()) as { taxpayerId?: string };
      if (!body.taxpayerId || !(links.get(token) ?? []).includes(body.taxpayerId)) {
        return filingAsRefused();
      }
      return HttpResponse.json(userToken(token, body.taxpayerId));
    }),
  ];
}

/** The default business handlers (one shared state). */
export const businessHandlers: HttpHandler[] = createBusinessHandlers();

/** Per-state overrides of the business calls, for stories and tests. */
export const businessErrorHandlers = {
  searchPending: http.post(paths.einSearch, async () => {
    await delay('infinite');
    return HttpResponse.json(mockBusinesses[2]);
  }),
  searchFails: http.post(paths.einSearch, serverFails),
  searchRateLimited: http.post(paths.einSearch, () => {
    const response = problemResponse('too-many-requests', {
      detail: 'Too many requests. Try again in 15 minutes.',
    });
    response.headers.set('Retry-After', String(ACCESS_CODE_RETRY_AFTER_SECONDS));
    return response;
  }),
  addPending: http.post(paths.einAdd, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  addRateLimited: http.post(paths.einAdd, () => {
    const response = tooManyCodes();
    response.headers.set('Retry-After', String(ACCESS_CODE_RETRY_AFTER_SECONDS));
    return response;
  }),
  listFails: http.get(paths.einList, serverFails),
  filingAsRefused: http.post(paths.einChanged, filingAsRefused),
  filingAsFails: http.post(paths.einChanged, () => HttpResponse.json('oops', { status: 500 })),
};
