import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactUsForm } from './ContactUsForm';

describe('ContactUsForm', () => {
  it('defaults the type and says replies take up to two business days', () => {
    render(<ContactUsForm onSubmit={vi.fn()} />);
    expect(screen.getByText('Replies take up to two business days.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Type of question' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'General Tax and Filing' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Website' })).not.toBeChecked();
  });

  it('lists every error under the submit button and on each field', async () => {
    const onSubmit = vi.fn();
    render(<ContactUsForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const messages = [
      'Name is required',
      'Phone number is required',
      'Email address is required',
      'Comments is required',
    ];
    const list = screen.getByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(messages);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'For example, 216-555-0100 Phone number is required',
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Email address is required',
    );
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveAccessibleDescription(
      'Comments is required',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.click(within(list).getByRole('link', { name: 'Comments is required' }));
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid email, and a phone that is not 10 digits with the expected format (issue 18)', async () => {
    render(<ContactUsForm onSubmit={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription('For example, 216-555-0100');
    await userEvent.type(phone, 'abc');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'nope');
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(
      'For example, 216-555-0100 Phone number must be 10 digits, like 216-555-0100',
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Email address is invalid',
    );
  });

  it.each([
    ['216-555-010', false],
    ['555-0100', false],
    ['216-555-01000', false],
    ['+44 20 7946 0958', false],
    ['216-555-0100', true],
    ['(216) 555-0100', true],
    ['216.555.0100', true],
    ['2165550100', true],
    ['+1 216 555 0100', true],
  ])('phone %j accepted: %s', async (value, accepted) => {
    render(<ContactUsForm onSubmit={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, value);
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(
      accepted
        ? 'For example, 216-555-0100'
        : 'For example, 216-555-0100 Phone number must be 10 digits, like 216-555-0100',
    );
  });

  it('submits the payload of spec §3', async () => {
    const onSubmit = vi.fn();
    render(
      <ContactUsForm onSubmit={onSubmit} defaultValues={{ name: 'Pat', emailAddress: 'pat@example.com' }} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '216-555-0199');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'When is my refund?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        type: 'General Tax and Filing',
        name: 'Pat',
        phoneNumber: '216-555-0199',
        emailAddress: 'pat@example.com',
        message: 'When is my refund?',
      },
      expect.anything(),
    );
  });
});
