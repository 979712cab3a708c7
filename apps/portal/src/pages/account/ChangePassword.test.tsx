import { paths } from '@citytax/api';
import {
  accountErrorHandlers,
  CURRENT_PASSWORD_INCORRECT_DETAIL,
  MOCK_CURRENT_PASSWORD,
  NEW_PASSWORD_REASONS,
} from '@citytax/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ChangePasswordPage } from './ChangePassword';
import { findResult, renderRoute, setupMockServer } from './testServer';

const server = setupMockServer();

const open = () =>
  renderRoute({ path: '/change-password', Component: ChangePasswordPage }, '/change-password');
const NEW_PASSWORD = 'Lakefront-Evening-42';
const SUCCESS =
  'Your password has been changed. You are still signed in here; every other device was signed out. We sent a notice to your email address.';

async function fill(current = MOCK_CURRENT_PASSWORD, next = NEW_PASSWORD, again = next) {
  await userEvent.type(await screen.findByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), `${again}{Enter}`);
}

describe('/change-password', () => {
  it('sends the current and the new password (not the confirmation), then says so where focus lands', async () => {
    let sent: unknown;
    server.use(
      http.post(paths.changePassword, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    await fill();
    const status = await findResult('status', SUCCESS);
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    expect(sent).toEqual({ currentPassword: MOCK_CURRENT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('puts a wrong current password on its field and focuses it; the form keeps what was typed', async () => {
    open();
    await fill('Not-My-Password-9');
    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(
      `The password you sign in with now. ${CURRENT_PASSWORD_INCORRECT_DETAIL}`,
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it("puts the server's refusal of a common password on the new-password field", async () => {
    open();
    await fill(MOCK_CURRENT_PASSWORD, 'Password123');
    const next = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveAccessibleDescription(
      `Use 8 to 25 characters. Do not use a common password or your email address. ${NEW_PASSWORD_REASONS.common}`,
    );
  });

  it.each([
    [
      'too many tries (429)',
      accountErrorHandlers.changePasswordTooManyTries,
      'Too many failed sign-in attempts for this account. Try again in 5 minutes.',
    ],
    [
      'a failure (500)',
      accountErrorHandlers.changePasswordFails,
      'We were unable to change your password. Please try again.',
    ],
  ])('says %s above the button and moves focus there', async (_, handler, message) => {
    server.use(handler);
    open();
    await fill();
    const text = await screen.findByText(message);
    await waitFor(() => expect(text.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByLabelText(/^Current password/)).toHaveValue(MOCK_CURRENT_PASSWORD);
  });
});
