import {
  accountErrorHandlers,
  CURRENT_PASSWORD_INCORRECT_DETAIL,
  EMAIL_UNCHANGED_DETAIL,
  fixtures,
  MOCK_CURRENT_PASSWORD,
} from '@citytax/api/mocks';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { session } from '../../state/session';
import { ChangeEmailPage } from './ChangeEmail';
import { findResult, renderRoute, setupMockServer } from './testServer';

const server = setupMockServer();
afterEach(() => setAnalyticsSink(() => {}));

const open = () => renderRoute({ path: '/change-email', Component: ChangeEmailPage }, '/change-email');

async function fill(email = 'new@example.com', confirm = email, password = MOCK_CURRENT_PASSWORD) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'New email address' }), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Confirm new email address' }), confirm);
  if (password) await userEvent.type(screen.getByLabelText(/^Current password/), password);
}

describe('/change-email', () => {
  it('keeps Change email disabled until both emails are valid and match, and the password is given', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Change email' })).toBeDisabled();
    await fill('new@example.com', 'new@example.com', '');
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Confirm new email address' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Confirm new email address' }),
      'other@example.com',
    );
    await userEvent.type(screen.getByLabelText(/^Current password/), MOCK_CURRENT_PASSWORD);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Confirm new email address' })).toHaveAccessibleDescription(
      'Please make sure the emails entered match.',
    );
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
  });

  it('sends the link to the new address and tracks change_email', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Email' })).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    const status = await findResult(
      'status',
      'We sent a confirmation link to new@example.com. Open the link in that email to finish changing your email address.',
    );
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    expect(sink).toHaveBeenCalledWith('change_email', {});
  });

  it("shows the server's message in the form for a wrong current password; the session lives on (issue 16)", async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    open();
    await fill('new@example.com', 'new@example.com', 'Not-My-Password-9');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    const message = await screen.findByText(CURRENT_PASSWORD_INCORRECT_DETAIL);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sink).not.toHaveBeenCalledWith('change_email', {});
    expect(screen.getByRole('textbox', { name: 'New email address' })).toHaveValue('new@example.com');
  });

  it('shows the 429 of too many wrong passwords in the form', async () => {
    server.use(accountErrorHandlers.changeEmailTooManyTries);
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText('Too many failed sign-in attempts for this account. Try again in 5 minutes.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says the signed-in user's own address is already theirs, on the field, before any call (issue 18)", async () => {
    session.signIn({ ...fixtures.individualSignIn });
    open();
    await fill('Individual@example.com', 'individual@example.com');
    const email = screen.getByRole('textbox', { name: 'New email address' });
    expect(email).toHaveAccessibleDescription(
      'At most 50 characters. This is already your email address. Enter a different address to change it.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
    expect(screen.queryByText(/Duplicate Email Address/)).toBeNull();
  });

  it("shows the server's 409 email-unchanged in the form, not the Duplicate Email modal (issue 18)", async () => {
    server.use(accountErrorHandlers.changeEmailUnchanged);
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    const message = await screen.findByText(EMAIL_UNCHANGED_DETAIL);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [
      accountErrorHandlers.changeEmailDuplicate,
      'Duplicate Email Address',
      'This email address already exists in our records. Please try another.',
    ],
    [
      accountErrorHandlers.changeEmailFails,
      'Something went wrong',
      'We were unable to complete your change email request. Please try again.',
    ],
  ])('error %#: modal', async (handler, title, message) => {
    server.use(handler);
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'New email address' })).toHaveValue('new@example.com');
  });
});
