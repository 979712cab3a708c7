import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { holding } from '../form-kit/storyHelpers';
import { registrationMessages as m } from '../messages/registration.en';
import { BusinessRegistrationForm } from './BusinessRegistrationForm';

const filled = {
  businessName: 'Erie Street Cafe LLC',
  alternateName: 'Erie Street Cafe',
  ein: '341112222',
  address: { street: '2 Erie St', city: 'Cleveland', state: 'OH', zip: '44114' },
  phoneNumber: '216-555-0111',
  contactFirstName: 'Robin',
  contactLastName: 'Lee',
  email: 'robin@example.com',
};

const meta = {
  title: 'Forms/BusinessRegistrationForm',
  component: BusinessRegistrationForm,
  args: { onSubmit: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof BusinessRegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    canvas.getByRole('textbox', { name: m.fields.email }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.business.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('34-1112222{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: m.fields.ein })).toHaveAccessibleDescription(
        expect.stringContaining(`${m.fields.ein} ${m.rules.nineDigits}`),
      ),
    );
    const businessName = canvas.getByRole('textbox', { name: m.fields.businessName });
    await expect(businessName).toHaveAccessibleDescription(`${m.fields.businessName} ${m.rules.required}`);
    await expect(businessName).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    canvas.getByRole('textbox', { name: m.fields.email }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.business.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: filled,
    serverError:
      'This email address is already used by another account. Please use a different email address.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/already used by another account/);
  },
};
