import { ApiError, makeProblem } from '@citytax/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { ChangePasswordForm } from './ChangePasswordForm';
import { changePasswordRefusal } from './changePasswordRefusal';

const CURRENT_HINT = 'The password you sign in with now.';
const NEW_HINT = 'Use 8 to 25 characters. Do not use a common password or your email address.';
const current = () => screen.getByLabelText(/^Current password/);
const fresh = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole('button', { name: 'Change password' });
const listed = () =>
  within(screen.getByRole('alert'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('ChangePasswordForm', () => {
  it('asks for the current password and the new one twice, as password fields a manager can fill', async () => {
    const { container } = render(<ChangePasswordForm onSubmit={vi.fn()} />);
    for (const field of [current(), fresh(), confirm()]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toBeRequired();
    }
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(fresh()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm()).toHaveAttribute('autocomplete', 'new-password');
    expect(current()).toHaveAccessibleDescription(CURRENT_HINT);
    expect(fresh()).toHaveAccessibleDescription(NEW_HINT);
    expect(submit()).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('on Enter with nothing typed: each field says what is missing, listed under the button, focus on the first', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ChangePasswordForm onSubmit={onSubmit} />);
    await userEvent.type(current(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(current()).toHaveFocus();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveAccessibleDescription(`${CURRENT_HINT} Current password is required`);
    expect(fresh()).toHaveAccessibleDescription(`${NEW_HINT} New password is required`);
    expect(confirm()).toHaveAccessibleDescription('Confirm new password is required');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please correct the following errors:/);
    expect(listed()).toEqual([
      'Current password is required',
      'New password is required',
      'Confirm new password is required',
    ]);
    // A listed error links to its field.
    await userEvent.click(screen.getByRole('link', { name: 'New password is required' }));
    expect(fresh()).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['Short-1', 'New password must be at least 8 characters'],
    ['A-Much-Longer-Password-1234', 'New password must be at most 25 characters'],
  ])('keeps the spec length of a new password: %j → %s', async (value, message) => {
    render(<ChangePasswordForm onSubmit={vi.fn()} />);
    await userEvent.type(fresh(), value);
    await userEvent.tab();
    expect(fresh()).toHaveAccessibleDescription(`${NEW_HINT} ${message}`);
  });

  it('says when the two new passwords differ, and when the new one is the current one', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await userEvent.type(current(), 'Demo-Password-1');
    await userEvent.type(fresh(), 'Demo-Password-1');
    await userEvent.type(confirm(), 'Demo-Password-2');
    await userEvent.tab();
    expect(confirm()).toHaveAccessibleDescription('The passwords you entered do not match.');
    expect(fresh()).toHaveAccessibleDescription(
      `${NEW_HINT} The new password must be different from your current password.`,
    );
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fresh()).toHaveFocus();
    // Changing the new password clears both once they agree and differ from the current one.
    await userEvent.clear(fresh());
    await userEvent.type(fresh(), 'Demo-Password-2');
    expect(confirm()).toHaveAccessibleDescription('');
    expect(fresh()).toHaveAccessibleDescription(NEW_HINT);
  });

  it('submits the three values with Enter', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await userEvent.type(current(), 'Demo-Password-1');
    await userEvent.type(fresh(), 'Lakefront-Evening-42');
    await userEvent.type(confirm(), 'Lakefront-Evening-42{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      {
        currentPassword: 'Demo-Password-1',
        newPassword: 'Lakefront-Evening-42',
        confirmPassword: 'Lakefront-Evening-42',
      },
      expect.anything(),
    );
  });

  it("shows the server's field errors on their fields and in the summary, focuses the first, clears one when edited", async () => {
    const { rerender, container } = render(<ChangePasswordForm onSubmit={vi.fn()} />);
    await userEvent.type(current(), 'Not-My-Password-9');
    await userEvent.type(fresh(), 'Lakefront-Evening-42');
    await userEvent.type(confirm(), 'Lakefront-Evening-42{Enter}');
    rerender(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        serverErrors={{ currentPassword: ['The current password is not right.'] }}
      />,
    );
    await waitFor(() => expect(current()).toHaveFocus());
    expect(current()).toHaveAccessibleDescription(`${CURRENT_HINT} The current password is not right.`);
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(listed()).toEqual(['The current password is not right.']);
    await expectNoAxeViolations(container);
    await userEvent.type(current(), 'x');
    expect(current()).toHaveAccessibleDescription(CURRENT_HINT);
    expect(listed()).toEqual([]);

    rerender(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        serverErrors={{ newPassword: ['Password is too common. Choose a password that is harder to guess.'] }}
      />,
    );
    await waitFor(() => expect(fresh()).toHaveFocus());
    expect(fresh()).toHaveAccessibleDescription(
      `${NEW_HINT} Password is too common. Choose a password that is harder to guess.`,
    );
  });

  it("shows the server's other messages above the button and moves focus to them", () => {
    const detail = 'Too many failed sign-in attempts for this account. Try again in 5 minutes.';
    render(<ChangePasswordForm onSubmit={vi.fn()} serverError={detail} />);
    expect(screen.getByText(detail).closest('[tabindex="-1"]')).toHaveFocus();
  });
});

describe('changePasswordRefusal', () => {
  const apiError = (
    status: number,
    name: Parameters<typeof makeProblem>[0],
    errors?: Record<string, string[]>,
  ) => new ApiError(status, makeProblem(name, { status, ...(errors ? { errors } : {}) }));

  it.each([
    [
      'a wrong current password',
      apiError(400, 'current-password-incorrect', {
        currentPassword: ['The current password is not right.'],
      }),
      { kind: 'fields', errors: { currentPassword: ['The current password is not right.'] } },
    ],
    [
      'a refused new password',
      apiError(400, 'new-password-not-accepted', { newPassword: ['Password is too common.'] }),
      { kind: 'fields', errors: { newPassword: ['Password is too common.'] } },
    ],
    [
      'too many tries',
      apiError(429, 'too-many-requests'),
      { kind: 'message', text: 'Too many requests. Please try again later.' },
    ],
    [
      'a 400 on no field',
      apiError(400, 'validation-error'),
      { kind: 'message', text: 'The request is invalid.' },
    ],
    ['the end of the session (401)', apiError(401, 'unauthorized'), { kind: 'session' }],
    ['the end of the session (403)', apiError(403, 'forbidden'), { kind: 'session' }],
    ['a failure', apiError(500, 'internal-error'), { kind: 'unexpected' }],
    ['no answer', new TypeError('Failed to fetch'), { kind: 'unexpected' }],
  ])('%s', (_, error, expected) => {
    expect(changePasswordRefusal(error)).toEqual(expected);
  });
});

describe('ChangePasswordForm in Spanish', () => {
  inSpanish();

  it('words its labels, hints, rules and summary in Spanish', async () => {
    const { container } = render(<ChangePasswordForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Corrija los siguientes errores:/);
    expect(listed()).toEqual([
      'Contraseña actual es un dato obligatorio',
      'Contraseña nueva es un dato obligatorio',
      'Confirme la contraseña nueva es un dato obligatorio',
    ]);
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAccessibleDescription(
      'La contraseña con la que inicia sesión ahora. Contraseña actual es un dato obligatorio',
    );
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });
});
