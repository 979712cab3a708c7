import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangeEmailForm } from './ChangeEmailForm';

const email = () => screen.getByRole('textbox', { name: 'New email address' });
const confirm = () => screen.getByRole('textbox', { name: 'Confirm new email address' });
const submit = () => screen.getByRole('button', { name: 'Change email' });

describe('ChangeEmailForm', () => {
  it('keeps submit disabled while the form is invalid (spec §5)', async () => {
    render(<ChangeEmailForm onSubmit={vi.fn()} />);
    expect(submit()).toBeDisabled();
    await userEvent.type(email(), 'new@example.com');
    expect(submit()).toBeDisabled();
    await userEvent.type(confirm(), 'new@example.co');
    expect(submit()).toBeDisabled();
    await userEvent.type(confirm(), 'm');
    expect(submit()).toBeEnabled();
  });

  it('says when the emails differ, on the confirm field', async () => {
    render(<ChangeEmailForm onSubmit={vi.fn()} />);
    await userEvent.type(email(), 'new@example.com');
    await userEvent.type(confirm(), 'other@example.com');
    await userEvent.tab();
    expect(confirm()).toHaveAccessibleDescription('Please make sure the emails entered match.');
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['', 'New email address is required'],
    ['nope', 'New email address is invalid'],
    [`${'b'.repeat(45)}@example.com`, 'New email address must be at most 50 characters'],
  ])('%j → %s', async (value, message) => {
    render(<ChangeEmailForm onSubmit={vi.fn()} />);
    await userEvent.click(email());
    if (value) await userEvent.type(email(), value);
    await userEvent.tab();
    expect(email()).toHaveAccessibleDescription(`At most 50 characters. ${message}`);
  });

  it('submits equal valid emails with Enter', async () => {
    const onSubmit = vi.fn();
    render(<ChangeEmailForm onSubmit={onSubmit} />);
    await userEvent.type(email(), 'new@example.com');
    await userEvent.type(confirm(), 'new@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'new@example.com', confirmEmail: 'new@example.com' },
      expect.anything(),
    );
  });
});
