import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusinessRegistrationForm } from './BusinessRegistrationForm';

const box = (name: string) => screen.getByRole('textbox', { name });

describe('BusinessRegistrationForm', () => {
  it('reports required fields and the nine-digit EIN rule', async () => {
    render(<BusinessRegistrationForm onSubmit={vi.fn()} />);
    await userEvent.type(box('EIN'), '34-1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Register business' }));
    expect(box('Business name')).toHaveAccessibleDescription('Business name is required');
    expect(box('Business name')).toHaveFocus();
    expect(box('EIN')).toHaveAccessibleDescription(/EIN must be a nine-digit number with no hyphens/);
    expect(box('Contact first name')).toHaveAccessibleDescription('Contact first name is required');
    expect(box('Alternate business name')).not.toHaveAttribute('aria-invalid');
  });

  it('submits the business', async () => {
    const onSubmit = vi.fn();
    render(<BusinessRegistrationForm onSubmit={onSubmit} />);
    await userEvent.type(box('Business name'), 'Erie Street Cafe LLC');
    await userEvent.type(box('EIN'), '341112222');
    await userEvent.type(box('Street address'), '2 Erie St');
    await userEvent.type(box('City'), 'Cleveland');
    await userEvent.type(box('Zip code'), '44114');
    await userEvent.type(box('Phone number'), '216-555-0111');
    await userEvent.type(box('Contact first name'), 'Robin');
    await userEvent.type(box('Contact last name'), 'Lee');
    await userEvent.type(box('Email address'), 'robin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register business' }));
    expect(onSubmit).toHaveBeenCalledWith({
      businessName: 'Erie Street Cafe LLC',
      ein: '341112222',
      address: { street: '2 Erie St', city: 'Cleveland', state: 'OH', zip: '44114' },
      phoneNumber: '216-555-0111',
      contactFirstName: 'Robin',
      contactLastName: 'Lee',
      email: 'robin@example.com',
    });
  });
});
