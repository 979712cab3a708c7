import { REGISTRATION_PASSWORD_REASONS, registrationOverrides } from '@citytax/api/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { ConfirmRegistrationPage } from './ConfirmRegistration';
import { CONFIRM_FAILURES, expectAlert, expectFocus, renderPage, server } from './testUtils';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  setAnalyticsSink(() => {});
});
afterAll(() => server.close());

const PATH = '/confirm-registration';
const LINK = `${PATH}?email=alex%40example.com&token=abc_DEF-123`;

function open(entry = LINK) {
  return renderPage(PATH, ConfirmRegistrationPage, entry);
}

async function setPassword(password = 'Lake-Erie-2026', confirm = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('registration confirmation', () => {
  it('shows a spinner while the link is checked', async () => {
    server.use(registrationOverrides.statusLoading);
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Checking your confirmation link').closest('[role="status"]')).not.toBeNull();
  });

  it('sets the password and offers to log in', async () => {
    open();
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Choose your password' }));
    await setPassword();
    await expectFocus(
      await screen.findByRole('heading', { level: 2, name: 'Your email address is confirmed' }),
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    // The new account is offered a second sign-in step: Log in, then Account Security (issue 30).
    expect(screen.getByText(/^Protect your account with a second sign-in step/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a second sign-in step' })).toHaveAttribute(
      'href',
      '/auth/login?returnUrl=%2Faccount-security',
    );
  });

  it('checks that the passwords match', async () => {
    open();
    await setPassword('Lake-Erie-2026', 'Lake-Erie-2027');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords you entered do not match.',
    );
  });

  it('says when the email is already confirmed', async () => {
    server.use(registrationOverrides.alreadyConfirmed);
    open();
    await expectFocus(
      await screen.findByRole('heading', { level: 2, name: 'Your email address is already confirmed' }),
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('link', { name: 'Set up a second sign-in step' })).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('reports a missing email', async () => {
    open(`${PATH}?token=abc`);
    await expectAlert('Your email address was not provided.');
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).not.toBeInTheDocument();
  });

  it('reports a missing token and offers to resend', async () => {
    open(`${PATH}?email=alex%40example.com`);
    await expectAlert(
      'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
    );
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });

  it('shows the server detail of a 400 status check', async () => {
    server.use(registrationOverrides.statusMalformed);
    open();
    await expectAlert('token: is invalid');
  });

  it.each([
    ['401', registrationOverrides.statusInvalid],
    ['410', registrationOverrides.statusExpired],
    ['500', registrationOverrides.statusFails],
  ])('a %s status check offers to resend; resending shows a success toast', async (_, handler) => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    server.use(handler);
    open();
    await expectAlert(
      'An unexpected error occurred while confirming your email address. You may resend the confirmation email.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('Confirmation email has been sent. Please check your inbox.'),
    ).toBeInTheDocument();
    expect(sink).toHaveBeenCalledWith('resend_confirmation_email', {});
  });

  it('a failed resend shows a danger toast', async () => {
    server.use(registrationOverrides.statusFails, registrationOverrides.resendFails);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('An error occurred resending your confirmation email.'),
    ).toBeInTheDocument();
  });

  it('lists the reasons of a refused password in the Invalid Password modal', async () => {
    server.use(...registrationOverrides.confirmInvalidPassword);
    open();
    await setPassword('password123');
    const dialog = await screen.findByRole('dialog', { name: 'Invalid Password' });
    for (const reason of REGISTRATION_PASSWORD_REASONS)
      expect(within(dialog).getByText(reason)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it.each([
    ...CONFIRM_FAILURES,
    {
      handlers: registrationOverrides.confirmFails,
      message: 'An unknown error occurred while confirming your email address. Please try again later.',
    },
  ])('a failed confirm says: $message', async ({ handlers, message }) => {
    server.use(...handlers);
    open();
    await setPassword();
    await expectAlert(message);
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });
});
