import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SetPasswordForm } from './SetPasswordForm';

const password = () => screen.getByLabelText('Password');
const confirm = () => screen.getByLabelText('Confirm password');

describe('SetPasswordForm', () => {
  it('shows the password rules as a hint', () => {
    render(<SetPasswordForm onSubmit={vi.fn()} />);
    expect(password()).toHaveAccessibleDescription(
      'Use 8 to 25 characters. Common passwords are not allowed.',
    );
  });

  it('requires both fields', async () => {
    render(<SetPasswordForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(/Password is required/);
    expect(confirm()).toHaveAccessibleDescription('Confirm password is required');
    expect(password()).toHaveFocus();
  });

  it('refuses more than 25 characters', async () => {
    render(<SetPasswordForm onSubmit={vi.fn()} />);
    await userEvent.type(password(), 'a'.repeat(26));
    await userEvent.type(confirm(), 'a'.repeat(26));
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(password()).toHaveAccessibleDescription(/Password is invalid/);
  });

  it.each([
    [undefined, 'The passwords you entered do not match.'],
    ['Passwords must match.', 'Passwords must match.'],
  ])('with mismatchMessage %s says %s', async (mismatchMessage, expected) => {
    const onSubmit = vi.fn();
    render(<SetPasswordForm onSubmit={onSubmit} mismatchMessage={mismatchMessage} />);
    await userEvent.type(password(), 'Lake-Erie-2026');
    await userEvent.type(confirm(), 'Lake-Erie-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(confirm()).toHaveAccessibleDescription(expected);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the password', async () => {
    const onSubmit = vi.fn();
    render(<SetPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(password(), 'Lake-Erie-2026');
    await userEvent.type(confirm(), 'Lake-Erie-2026{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Lake-Erie-2026' });
  });
});
