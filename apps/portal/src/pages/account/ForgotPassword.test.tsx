import { accountErrorHandlers } from '@citytax/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { ForgotPasswordPage } from './ForgotPassword';
import { findResult, renderRoute, setupMockServer } from './testServer';

const server = setupMockServer();
afterEach(() => setAnalyticsSink(() => {}));

const open = () =>
  renderRoute({ path: '/auth/forgot-password', Component: ForgotPasswordPage }, '/auth/forgot-password');

describe('/auth/forgot-password', () => {
  it('always answers with the same confirmation, focused, and tracks forgot_password', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot Password | City Tax e-File');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await findResult(
      'status',
      'If an account uses that email address, we sent it a link to reset your password.',
    );
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth/login');
    expect(sink).toHaveBeenCalledWith('forgot_password', {});
  });

  it('validates before calling the server', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Email address is required',
    );
  });

  it('says so when the server cannot send', async () => {
    server.use(accountErrorHandlers.resetPasswordEmailFails);
    open();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'pat@example.com{Enter}',
    );
    await findResult('alert', 'An unexpected error occurred. Please try again.');
  });
});
