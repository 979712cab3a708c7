import { paths } from '@citytax/api';
import {
  createSecondStepHandlers,
  handlers,
  MOCK_PENDING_TOKEN,
  MOCK_RECOVERY_CODE,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
  mockRecoveryCodes,
  pendingSignIn as pendingAnswer,
  secondStepExpiredHandlers,
} from '@citytax/api/mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pendingSignIn } from '../../state/pendingSignIn';
import { session } from '../../state/session';
import { LoginPage } from '../Login';
import { SecondStepPage } from './SecondStep';
import { SecondStepSetUpPage } from './SecondStepSetUp';

const server = setupServer(...createSecondStepHandlers({ enrolled: true }), ...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  session.forget();
  pendingSignIn.clear();
});
afterAll(() => server.close());

const WRONG = 'That code is not right, or it has already been used. Try the newest code.';
const EXPIRED = 'Your sign-in took too long. Sign in again with your email and password.';

function renderFrom(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/auth/login',
        loader: ({ request }) => ({ returnUrl: new URL(request.url).searchParams.get('returnUrl') }),
        Component: LoginPage,
      },
      { path: '/auth/second-step', Component: SecondStepPage },
      { path: '/auth/second-step/set-up', Component: SecondStepSetUpPage },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/exemption', element: <h1>Exemption</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Signs in with the password; the server answers that the second step is owed. */
async function passwordStep(mustEnrol = false, search = '') {
  server.use(http.post(paths.signIn, () => HttpResponse.json(pendingAnswer(mustEnrol))));
  const router = renderFrom(`/auth/login${search}`);
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Email address' }),
    'individual@example.com',
  );
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-Password-1{Enter}');
  return router;
}

const code = () => screen.getByLabelText(/^Code from your authenticator app/);

describe('/auth/second-step', () => {
  it('follows the password to the second step, the token kept out of the URL, focus on the heading', async () => {
    const router = await passwordStep(false, '?returnUrl=%2Fexemption');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Second Sign-In Step' });
    expect(router.state.location.pathname).toBe('/auth/second-step');
    expect(router.state.location.search).toBe('');
    expect(JSON.stringify(router.state.location)).not.toContain(MOCK_PENDING_TOKEN);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(session.getUser()).toBeNull();
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('puts a wrong code on the field and in the summary, which takes focus; the right one signs in and goes to the return URL', async () => {
    const router = await passwordStep(false, '?returnUrl=%2Fexemption');
    await userEvent.type(await screen.findByLabelText(/^Code from your authenticator app/), '000000{Enter}');
    const summary = (await screen.findByRole('heading', { name: 'There is a problem' })).closest(
      '[tabindex="-1"]',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(code()).toHaveAccessibleDescription(expect.stringContaining(WRONG) as string);
    await userEvent.clear(code());
    await userEvent.type(code(), `${MOCK_TOTP_CODE}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Exemption' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exemption');
    expect(session.getUser()?.username).toBe('individual@example.com');
    expect(pendingSignIn.read()).toBeNull();
  });

  it('takes a recovery code instead', async () => {
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText(/^Recovery code/), `${MOCK_RECOVERY_CODE}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says an expired sign-in clearly, with a link back to Log in', async () => {
    await passwordStep();
    server.use(...secondStepExpiredHandlers);
    await userEvent.type(
      await screen.findByLabelText(/^Code from your authenticator app/),
      `${MOCK_TOTP_CODE}{Enter}`,
    );
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByLabelText(/^Code from your authenticator app/)).toBeNull();
    expect(session.getUser()).toBeNull();
  });

  it('opened with no pending sign-in: the way back to Log in', async () => {
    renderFrom('/auth/second-step');
    expect(
      await screen.findByText(
        'Your sign-in took too long or has ended. Log in again with your email and password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toBeInTheDocument();
  });
});

describe('/auth/second-step/set-up (a business account that must have one)', () => {
  it('sets up an app with the pending token, shows the recovery codes once, then continues signed in', async () => {
    let started: unknown;
    server.use(
      http.post(paths.totpStart, async ({ request }) => {
        started = await request.json();
        return HttpResponse.json({
          secret: MOCK_TOTP_SECRET,
          uri: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        });
      }),
    );
    const router = await passwordStep(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set Up a Second Sign-In Step' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/second-step/set-up');
    const qr = await screen.findByRole('img');
    expect(qr).toHaveAccessibleName(expect.stringMatching(/^QR code for City Tax e-File/) as string);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(started).toEqual({ pendingToken: MOCK_PENDING_TOKEN });
    await userEvent.type(code(), `${MOCK_TOTP_CODE}{Enter}`);
    const codesHeading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    expect(screen.getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(
      mockRecoveryCodes.length,
    );
    expect(session.getUser()?.isBusinessUser).toBe(true);
    // Continue before saying the codes are saved: asked to tick the box, focus on it.
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your account' }));
    const box = screen.getByRole('checkbox', { name: 'I saved my recovery codes' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Tick the box to say you saved your recovery codes.');
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
