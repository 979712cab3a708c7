import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './ForgotPasswordForm';

describe('ForgotPasswordForm', () => {
  it('requires an email address, describes the field with the error and focuses it', async () => {
    const onSubmit = vi.fn();
    render(<ForgotPasswordForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAccessibleDescription('Email address is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['not-an-email', 'Email address is invalid'],
    [`${'a'.repeat(45)}@example.com`, 'Email address must be at most 50 characters'],
  ])('%s → %s', async (value, message) => {
    render(<ForgotPasswordForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), `${value}{Enter}`);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(message);
  });

  it('submits a valid email by keyboard', async () => {
    const onSubmit = vi.fn();
    render(<ForgotPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'pat@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'pat@example.com' }, expect.anything());
  });

  it('shows a server error', () => {
    render(<ForgotPasswordForm onSubmit={vi.fn()} serverError="Too many requests." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.');
  });
});
