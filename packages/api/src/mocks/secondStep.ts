import { http, HttpResponse, type HttpHandler } from 'msw';
import { paths } from '../paths';
import { PROBLEMS } from '../problems';
import { fixtures } from './fixtures';
import { problemResponse, serverFails } from './problem';

/*
 * The second sign-in step (ADR 0045) as the server answers it. The mocks accept MOCK_TOTP_CODE as
 * the authenticator's code and MOCK_RECOVERY_CODE as a recovery code; every other code is wrong.
 */

export const MOCK_TOTP_CODE = '123456';
export const MOCK_RECOVERY_CODE = 'abcd-efgh-jkmn';
export const MOCK_PENDING_TOKEN = 'mock-pending-sign-in';
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const SECOND_STEP_CODE_INCORRECT_DETAIL = PROBLEMS['second-step-code-incorrect'].detail;

/** A small valid SVG standing in for the server's QR code. */
const MOCK_QR_CODE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>',
)}`;

export const mockRecoveryCodes = Array.from(
  { length: 10 },
  (_, i) => `mock-code-${String(i).padStart(4, '0')}`,
);

const wrongCode = () =>
  problemResponse('second-step-code-incorrect', { errors: { code: [SECOND_STEP_CODE_INCORRECT_DETAIL] } });

const session = () => HttpResponse.json(fixtures.individualSignIn);

/** Sign-in's answer for a user who owes the second step. */
export const pendingSignIn = (mustEnrol = false) => ({
  secondStep: {
    pendingToken: MOCK_PENDING_TOKEN,
    methods: mustEnrol ? [] : ['totp', 'webauthn', 'recovery'],
    mustEnrol,
    expiresAt: '2026-03-01T12:10:00Z',
  },
});

const status = (enrolled: boolean, required = false) => ({
  totp: enrolled,
  passkeys: enrolled
    ? [{ id: 'cred-1', name: 'Laptop', createdAt: '2026-02-01T12:00:00Z', lastUsedAt: null }]
    : [],
  recoveryCodesLeft: enrolled ? 9 : 0,
  required,
});

/** The happy path: completing a sign-in and setting up an app, for a user with nothing set up. */
export function createSecondStepHandlers(state: { enrolled: boolean; required?: boolean }): HttpHandler[] {
  return [
    http.post(paths.secondStep, async ({ request }) => {
      const body = (await request.json()) as { method?: string; code?: string };
      if (body.method === 'totp' && body.code === MOCK_TOTP_CODE) return session();
      if (body.method === 'recovery' && body.code?.toLowerCase() === MOCK_RECOVERY_CODE)
        return HttpResponse.json(fixtures.individualSignIn);
      return wrongCode();
    }),
    http.get(paths.secondStepStatus, () => HttpResponse.json(status(state.enrolled, state.required))),
    http.post(paths.totpStart, () =>
      HttpResponse.json({
        secret: MOCK_TOTP_SECRET,
        uri: `otpauth://totp/City%20Tax%20e-File:individual%40example.com?secret=${MOCK_TOTP_SECRET}&issuer=City%20Tax%20e-File`,
        qrCode: MOCK_QR_CODE,
      }),
    ),
    http.post(paths.totpConfirm, async ({ request }) => {
      const body = (await request.json()) as { code?: string; pendingToken?: string };
      if (body.code !== MOCK_TOTP_CODE) return wrongCode();
      return HttpResponse.json({
        ...(body.pendingToken ? { session: fixtures.businessSignIn } : {}),
        recoveryCodes: mockRecoveryCodes,
      });
    }),
    http.post(paths.secondStepRemove, async ({ request }) => {
      const body = (await request.json()) as { proof?: { password?: string; code?: string } };
      if (body.proof?.password !== 'Demo-Password-1')
        return problemResponse('current-password-incorrect', {
          errors: { password: [PROBLEMS['current-password-incorrect'].detail] },
        });
      if (body.proof.code !== MOCK_TOTP_CODE) return wrongCode();
      if (state.required) return problemResponse('second-step-required');
      return HttpResponse.json({ ok: true as const });
    }),
    http.post(paths.recoveryCodes, () => HttpResponse.json({ recoveryCodes: mockRecoveryCodes })),
  ];
}

export const secondStepHandlers = createSecondStepHandlers({ enrolled: false });

/** Every second-step call fails with a 500. */
export const secondStepErrorHandlers: HttpHandler[] = [
  http.post(paths.secondStep, serverFails),
  http.get(paths.secondStepStatus, serverFails),
  http.post(paths.totpStart, serverFails),
  http.post(paths.totpConfirm, serverFails),
];

/** The sign-in times out: the pending sign-in has expired. */
export const secondStepExpiredHandlers: HttpHandler[] = [
  http.post(paths.secondStep, () => problemResponse('second-step-expired')),
];
