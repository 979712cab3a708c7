import { accountErrorHandlers, INVALID_PASSWORD_REASONS } from '@citytax/api/mocks';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from './ResetPassword';
import { findResult, renderRoute, setupMockServer } from './testServer';

const server = setupMockServer();

const open = (search = '?email=individual%40example.com&token=abc_DEF-123') =>
  renderRoute(
    { path: '/auth/reset-password', Component: ResetPasswordPage },
    `/auth/reset-password${search}`,
  );

async function submit(password = 'Brand-New-Secret-9') {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/auth/reset-password', () => {
  it('resets the password and offers Log in', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await submit();
    const status = await findResult(
      'status',
      'Your password has been reset. You can now log in with your new password.',
    );
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it('403: the Invalid Password modal lists every reason', async () => {
    server.use(accountErrorHandlers.resetPasswordInvalidPassword);
    open();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Invalid Password' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(INVALID_PASSWORD_REASONS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [
      accountErrorHandlers.resetPasswordMalformed,
      'There was an issue confirming your email address. Please try again.',
    ],
    [
      accountErrorHandlers.resetPasswordInvalidToken,
      'We were unable to complete your email confirmation request.',
    ],
    [
      accountErrorHandlers.resetPasswordExpired,
      'The email confirmation link has expired. You may initiate a new request and try again.',
    ],
    [accountErrorHandlers.resetPasswordFails, 'An unexpected error occurred. Please try again.'],
  ])('error %#', async (handler, message) => {
    server.use(handler);
    open();
    await submit();
    const alert = await findResult('alert', message);
    await waitFor(() => expect(alert.closest('[data-result]')).toHaveFocus());
  });

  it.each([
    ['?token=abc', ['Your email address was not provided.']],
    [
      '?email=pat%40example.com',
      [
        'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
      ],
    ],
    [
      '',
      [
        'Your email address was not provided.',
        'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
      ],
    ],
  ])('missing parts %j', async (search, messages) => {
    open(search);
    const alert = await findResult('alert', messages[0] as string);
    expect(
      within(alert)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(messages);
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });
});
