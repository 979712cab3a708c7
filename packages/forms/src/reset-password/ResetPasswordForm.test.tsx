import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './ResetPasswordForm';

const hint = 'Use 8 to 25 characters. Do not use a common password.';
const password = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/^Confirm new password/);

describe('ResetPasswordForm', () => {
  it('requires both fields; the hint and the error describe the password', async () => {
    render(<ResetPasswordForm onSubmit={vi.fn()} />);
    expect(password()).toHaveAccessibleDescription(hint);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(password()).toHaveAccessibleDescription(`${hint} New password is required`);
    await waitFor(() => expect(confirm()).toHaveAccessibleDescription('Confirm new password is required'));
    expect(password()).toHaveFocus();
  });

  it.each([
    ['short', 'short', 'New password must be at least 8 characters', undefined],
    ['a'.repeat(26), 'a'.repeat(26), 'New password must be at most 25 characters', undefined],
    ['Long-enough-1', 'Long-enough-2', undefined, 'The passwords you entered do not match.'],
  ])('%s / %s', async (first, second, passwordError, confirmError) => {
    render(<ResetPasswordForm onSubmit={vi.fn()} />);
    await userEvent.type(password(), first);
    await userEvent.type(confirm(), `${second}{Enter}`);
    expect(password()).toHaveAccessibleDescription(passwordError ? `${hint} ${passwordError}` : hint);
    if (confirmError) await waitFor(() => expect(confirm()).toHaveAccessibleDescription(confirmError));
  });

  it('submits matching passwords', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(password(), 'Long-enough-1');
    await userEvent.type(confirm(), 'Long-enough-1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { password: 'Long-enough-1', confirmPassword: 'Long-enough-1' },
      expect.anything(),
    );
  });
});
