import { REGISTRATION_PASSWORD_REASONS, registrationOverrides } from '@citytax/api/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmLegacyEmailPage } from './ConfirmLegacyEmail';
import { CONFIRM_FAILURES, expectAlert, expectFocus, renderPage, server } from './testUtils';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/confirm-legacy-email';
const LINK = `${PATH}?token=abc_DEF-123&email=legacy%40example.com`;

async function setPassword(password = 'Lake-Erie-2026', confirm = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('legacy email confirmation', () => {
  it('sets the new password and offers to log in', async () => {
    renderPage(PATH, ConfirmLegacyEmailPage, LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your new password' }),
    ).toBeInTheDocument();
    await setPassword();
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Your password is set' }));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  });

  it('says Passwords must match.', async () => {
    renderPage(PATH, ConfirmLegacyEmailPage, LINK);
    await setPassword('Lake-Erie-2026', 'Lake-Erie-2027');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match.');
  });

  it('reports missing parameters', async () => {
    renderPage(PATH, ConfirmLegacyEmailPage, `${PATH}?email=legacy%40example.com`);
    await expectAlert(
      'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
    );
  });

  it('shows the Invalid Password modal', async () => {
    server.use(...registrationOverrides.confirmInvalidPassword);
    renderPage(PATH, ConfirmLegacyEmailPage, LINK);
    await setPassword('password123');
    const dialog = await screen.findByRole('dialog', { name: 'Invalid Password' });
    expect(within(dialog).getByText(REGISTRATION_PASSWORD_REASONS[0] as string)).toBeInTheDocument();
  });

  it.each(CONFIRM_FAILURES)('a failed confirm says: $message', async ({ handlers, message }) => {
    server.use(...handlers);
    renderPage(PATH, ConfirmLegacyEmailPage, LINK);
    await setPassword();
    await expectAlert(message);
  });
});
