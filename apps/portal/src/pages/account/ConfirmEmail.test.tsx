import { accountErrorHandlers, fixtures } from '@citytax/api/mocks';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../state/session';
import { ConfirmEmailPage, confirmEmailLoader, confirmEmailShouldRevalidate } from './ConfirmEmail';
import { findResult, renderRoute, setupMockServer } from './testServer';

const server = setupMockServer();

const open = (search = '?token=tok_1&email=new%40example.com&id=req-1') =>
  renderRoute(
    {
      path: '/confirm-email',
      loader: confirmEmailLoader,
      shouldRevalidate: confirmEmailShouldRevalidate,
      Component: ConfirmEmailPage,
      hydrateFallbackElement: <p>Loading</p>,
    },
    `/confirm-email${search}`,
  );

describe('/confirm-email', () => {
  it('confirms once on load with email, token and id, then links to log in', async () => {
    const calls = vi.fn();
    server.use(
      http.post('/api/auth/confirm-email-change', async ({ request }) => {
        calls(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    open();
    await findResult('status', 'Your email address has been changed to new@example.com.');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Email Change' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith({ email: 'new@example.com', token: 'tok_1', id: 'req-1' });
  });

  it("signed in: sends this browser's bearer token, so the server keeps this session (issue 16)", async () => {
    session.signIn({ ...fixtures.individualSignIn });
    const authorization = vi.fn();
    server.use(
      http.post('/api/auth/confirm-email-change', ({ request }) => {
        authorization(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    open();
    await findResult('status', 'Your email address has been changed to new@example.com.');
    expect(authorization).toHaveBeenCalledWith(`Bearer ${fixtures.individualSignIn.token}`);
  });

  it('signed in: a refused link is not taken for an expired session', async () => {
    session.signIn({ ...fixtures.individualSignIn });
    server.use(accountErrorHandlers.confirmEmailChangeInvalidToken);
    open();
    await findResult('alert', 'We were unable to complete your email confirmation request.');
    expect(session.getUser()).not.toBeNull();
  });

  it('signed in: links to the dashboard', async () => {
    session.signIn({ ...fixtures.individualSignIn });
    open();
    expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each([
    [
      accountErrorHandlers.confirmEmailChangeDuplicate,
      'This email address already exists in our records. Please try another.',
    ],
    [
      http.post('/api/auth/confirm-email-change', () =>
        HttpResponse.json({ type: 'about:blank', title: 'Bad Request', detail: 'x' }, { status: 400 }),
      ),
      'There was an issue confirming your email address. Please try again.',
    ],
    [
      accountErrorHandlers.confirmEmailChangeInvalidToken,
      'We were unable to complete your email confirmation request.',
    ],
    [
      accountErrorHandlers.confirmEmailChangeExpired,
      'The email confirmation link has expired. You may initiate a new request and try again.',
    ],
    [accountErrorHandlers.confirmEmailChangeFails, 'An unexpected error occurred. Please try again.'],
  ])('error %#', async (handler, message) => {
    server.use(handler);
    open();
    await findResult('alert', message);
  });

  it('without a token it says so and calls nothing', async () => {
    const calls = vi.fn();
    server.use(http.post('/api/auth/confirm-email-change', () => calls()));
    open('?email=new%40example.com');
    await findResult(
      'alert',
      'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
    );
    expect(calls).not.toHaveBeenCalled();
  });
});
