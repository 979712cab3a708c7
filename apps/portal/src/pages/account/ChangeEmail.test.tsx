import { accountErrorHandlers } from '@citytax/api/mocks';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { ChangeEmailPage } from './ChangeEmail';
import { findResult, renderRoute, setupMockServer } from './testServer';

const server = setupMockServer();
afterEach(() => setAnalyticsSink(() => {}));

const open = () => renderRoute({ path: '/change-email', Component: ChangeEmailPage }, '/change-email');

async function fill(email = 'new@example.com', confirm = email) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'New email address' }), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Confirm new email address' }), confirm);
}

describe('/change-email', () => {
  it('keeps Change email disabled until both emails are valid and match', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Change email' })).toBeDisabled();
    await fill('new@example.com', 'other@example.com');
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
