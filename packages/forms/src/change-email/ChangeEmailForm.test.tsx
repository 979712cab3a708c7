import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangeEmailForm } from './ChangeEmailForm';

const email = () => screen.getByRole('textbox', { name: 'New email address' });
const confirm = () => screen.getByRole('textbox', { name: 'Confirm new email address' });
const password = () => screen.getByLabelText(/^Current password/);
const submit = () => screen.getByRole('button', { name: 'Change email' });
const PASSWORD_HINT = 'The password you sign in with.';

describe('ChangeEmailForm', () => {
  it('keeps submit disabled while the form is invalid (spec §5)', async () => {
    render(<ChangeEmailForm onSubmit={vi.fn()} />);
    expect(submit()).toBeDisabled();
    await userEvent.type(email(), 'new@example.com');
    expect(submit()).toBeDisabled();
    await userEvent.type(confirm(), 'new@example.co');
    expect(submit()).toBeDisabled();
    await userEvent.type(confirm(), 'm');
    expect(submit()).toBeDisabled();
    await userEvent.type(password(), 'Demo-Password-1');
    expect(submit()).toBeEnabled();
  });

  it('asks for the current password: a required password field the browser may fill (issue 16)', async () => {
    render(<ChangeEmailForm onSubmit={vi.fn()} />);
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toBeRequired();
    expect(password()).toHaveAccessibleDescription(PASSWORD_HINT);
    await userEvent.click(password());
    await userEvent.tab();
    expect(password()).toHaveAccessibleDescription(`${PASSWORD_HINT} Current password is required`);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password(), 'x'.repeat(129));
    expect(password()).toHaveAccessibleDescription(
      `${PASSWORD_HINT} Current password must be at most 128 characters`,
    );
  });

  it("shows the server's message and moves focus to it", () => {
    render(<ChangeEmailForm onSubmit={vi.fn()} serverError="The current password is not right." />);
    const alert = screen.getByText('The current password is not right.');
    expect(alert).toBeVisible();
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it("says the account's own address is already theirs, on the new-address field (issue 18)", async () => {
    render(<ChangeEmailForm onSubmit={vi.fn()} currentEmail="Pat@Example.com" />);
    await userEvent.type(email(), 'pat@example.com');
    await userEvent.tab();
    expect(email()).toHaveAccessibleDescription(
      'At most 50 characters. This is already your email address. Enter a different address to change it.',
    );
    await userEvent.type(confirm(), 'pat@example.com');
    await userEvent.type(password(), 'Demo-Password-1');
    expect(submit()).toBeDisabled();
    await userEvent.clear(email());
    await userEvent.type(email(), 'new@example.com');
    await userEvent.clear(confirm());
    await userEvent.type(confirm(), 'new@example.com');
    expect(email()).toHaveAccessibleDescription('At most 50 characters.');
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

  it('submits equal valid emails and the current password with Enter', async () => {
    const onSubmit = vi.fn();
    render(<ChangeEmailForm onSubmit={onSubmit} />);
    await userEvent.type(email(), 'new@example.com');
    await userEvent.type(confirm(), 'new@example.com');
    await userEvent.type(password(), 'Demo-Password-1{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'new@example.com', confirmEmail: 'new@example.com', currentPassword: 'Demo-Password-1' },
      expect.anything(),
    );
  });
});
