import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IndividualRegistrationForm } from './IndividualRegistrationForm';

const box = (name: string) => screen.getByRole('textbox', { name });

async function fillTaxpayer() {
  await userEvent.type(box('First name'), 'Alex');
  await userEvent.type(box('Last name'), 'Morgan');
  await userEvent.type(box('Social Security number'), '123456789');
  await userEvent.type(box('Street address'), '1 Main St');
  await userEvent.type(box('City'), 'Cleveland');
  await userEvent.type(box('Zip code'), '44113');
  await userEvent.type(box('Phone number'), '216-555-0199');
  await userEvent.type(box('Email address'), 'alex@example.com');
}

describe('IndividualRegistrationForm', () => {
  it('reports required fields and the nine-digit SSN rule', async () => {
    render(<IndividualRegistrationForm onSubmit={vi.fn()} />);
    await userEvent.type(box('Social Security number'), '123-45-6789');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(box('First name')).toHaveAccessibleDescription('First name is required');
    expect(box('First name')).toHaveFocus();
    expect(box('Social Security number')).toHaveAccessibleDescription(
      /Social Security number must be a nine-digit number with no hyphens/,
    );
    expect(box('Street address')).toHaveAccessibleDescription('Street address is required');
    expect(box('Email address')).toHaveAccessibleDescription('Email address is required');
  });

  it('submits without a spouse', async () => {
    const onSubmit = vi.fn();
    render(<IndividualRegistrationForm onSubmit={onSubmit} />);
    await fillTaxpayer();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Alex',
        ssn: '123456789',
        spouse: null,
        address: { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: '44113' },
      }),
    );
  });

  it('validates and submits the spouse when filing jointly', async () => {
    const onSubmit = vi.fn();
    render(<IndividualRegistrationForm onSubmit={onSubmit} />);
    await fillTaxpayer();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I file jointly with my spouse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(box('Spouse first name')).toHaveAccessibleDescription('Spouse first name is required');
    expect(box('Spouse Social Security number')).toHaveAccessibleDescription(
      /Spouse Social Security number is required/,
    );
    await userEvent.type(box('Spouse first name'), 'Jo');
    await userEvent.type(box('Spouse last name'), 'Morgan');
    await userEvent.type(box('Spouse Social Security number'), '987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        spouse: { firstName: 'Jo', middleInitial: '', lastName: 'Morgan', ssn: '987654321' },
      }),
    );
  });
});
