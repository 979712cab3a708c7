import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { paths } from '../paths';
import {
  activityResponseSchema,
  sessionsResponseSchema,
  type ActivityResponse,
  type SessionsResponse,
} from '../schemas/activity';
import { problemResponse, serverFails } from './problem';

/*
 * Account activity and open sessions (issue 30, ADR 0048) for Storybook, unit tests and the
 * portal's dev mode. The handlers keep the sessions in a closure: ending one lists it no more.
 */

/** The sign-out path as an MSW pattern (paths.accountSessionSignOut encodes its argument). */
const SIGN_OUT_PATTERN = `${paths.accountSessions}/:id/signout`;

const CURRENT_SESSION = '6d1f2b7e-4a8c-4f3e-9b1d-2c5e7a9f0b13';
const PHONE_SESSION = '0b9e3c51-7d2a-4e6f-8a4b-5f1c9d3e7a28';

/** Newest first, as the server sends them. */
export const activityFixture: ActivityResponse = activityResponseSchema.parse({
  events: [
    {
      id: '105',
      at: '2026-03-02T15:04:00.000Z',
      kind: 'pdf.downloaded',
      by: 'you',
      detail: {
        formType: 'IndividualEstimate',
        formId: 42,
        taxYear: 2026,
        confirmationNumber: 'CT-2026-7KQ2-M9XD',
      },
      address: '203.0.113.x',
      device: 'Chrome on Windows',
    },
    {
      id: '104',
      at: '2026-03-02T15:01:00.000Z',
      kind: 'payment.completed',
      by: 'you',
      detail: {
        formType: 'IndividualEstimate',
        formId: 42,
        amountCents: 8800,
        accountLast4: '4242',
        method: 'card',
      },
      address: '203.0.113.x',
      device: 'Chrome on Windows',
    },
    {
      id: '103',
      at: '2026-03-02T14:58:00.000Z',
      kind: 'form.saved',
      by: 'you',
      detail: { formType: 'FormW2', formId: 17, taxYear: 2025 },
      address: '203.0.113.x',
      device: 'Chrome on Windows',
    },
    {
      id: '102',
      at: '2026-03-02T14:55:00.000Z',
      kind: 'signin.success',
      by: 'you',
      detail: {},
      address: '203.0.113.x',
      device: 'Chrome on Windows',
    },
    {
      id: '101',
      at: '2026-03-01T22:10:00.000Z',
      kind: 'signin.failure',
      by: 'unknown',
      detail: { reason: 'credentials' },
      address: '198.51.100.x',
      device: 'Firefox on Linux',
    },
  ],
  nextCursor: null,
});

export const sessionsFixture: SessionsResponse = sessionsResponseSchema.parse({
  sessions: [
    {
      id: CURRENT_SESSION,
      createdAt: '2026-03-02T14:55:00.000Z',
      lastSeenAt: '2026-03-02T15:04:00.000Z',
      device: 'Chrome on Windows',
      address: '203.0.113.x',
      current: true,
    },
    {
      id: PHONE_SESSION,
      createdAt: '2026-03-01T08:30:00.000Z',
      lastSeenAt: '2026-03-02T07:45:00.000Z',
      device: 'Safari on iOS',
      address: '198.51.100.x',
      current: false,
    },
  ],
});

/** Fresh handlers with their own list of open sessions (one per story or test). */
export function createActivityHandlers(): HttpHandler[] {
  let open = [...sessionsFixture.sessions];
  return [
    http.get(paths.accountActivity, () => HttpResponse.json(activityFixture)),
    http.get(paths.accountSessions, () => HttpResponse.json({ sessions: open })),
    http.post(SIGN_OUT_PATTERN, ({ params }) => {
      const before = open.length;
      open = open.filter((s) => s.id !== params.id);
      if (open.length === before)
        return problemResponse('not-found', { detail: 'This session is not open in your account.' });
      return HttpResponse.json({ ok: true as const });
    }),
  ];
}

export const activityHandlers: HttpHandler[] = createActivityHandlers();

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Per-state overrides: empty, loading, failing. */
export const activityErrorHandlers = {
  activityEmpty: http.get(paths.accountActivity, () => HttpResponse.json({ events: [], nextCursor: null })),
  sessionsOnlyCurrent: http.get(paths.accountSessions, () =>
    HttpResponse.json({ sessions: sessionsFixture.sessions.filter((s) => s.current) }),
  ),
  activityPending: http.get(paths.accountActivity, never),
  activityFails: http.get(paths.accountActivity, serverFails),
  sessionsFails: http.get(paths.accountSessions, serverFails),
  signOutSessionFails: http.post(SIGN_OUT_PATTERN, serverFails),
};
