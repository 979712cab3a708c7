import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationCheckForm } from './RegistrationCheckForm';

describe('RegistrationCheckForm', () => {
  it('requires the taxpayer ID and describes the error', async () => {
    const onSubmit = vi.fn();
    render(<RegistrationCheckForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const input = screen.getByRole('textbox', { name: 'Taxpayer ID' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Taxpayer ID is required/);
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls a non-digit ID invalid', async () => {
    render(<RegistrationCheckForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Taxpayer ID' }), '12-34{Enter}');
    expect(screen.getByRole('textbox', { name: 'Taxpayer ID' })).toHaveAccessibleDescription(
      /Taxpayer ID is invalid/,
    );
  });

  it('submits the taxpayer ID', async () => {
    const onSubmit = vi.fn();
    render(<RegistrationCheckForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Taxpayer ID' }), '100004{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ taxpayerId: '100004' });
  });

  it('shows a server error', () => {
    render(<RegistrationCheckForm onSubmit={vi.fn()} serverError="Something failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed.');
  });
});
