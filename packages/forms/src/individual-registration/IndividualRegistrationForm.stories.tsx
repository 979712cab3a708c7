import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { holding } from '../form-kit/storyHelpers';
import { registrationMessages as m } from '../messages/registration.en';
import { IndividualRegistrationForm } from './IndividualRegistrationForm';

const filled = {
  firstName: 'Alex',
  middleInitial: 'J',
  lastName: 'Rivera',
  ssn: '123450000',
  address: { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: '44113' },
  phoneNumber: '216-555-0199',
  email: 'alex.rivera@example.com',
};

const meta = {
  title: 'Forms/IndividualRegistrationForm',
  component: IndividualRegistrationForm,
  args: { onSubmit: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof IndividualRegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas }) => {
    canvas.getByRole('textbox', { name: m.fields.email }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.individual.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, spouse: null }));
  },
};

export const WithSpouse: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas }) => {
    canvas.getByRole('textbox', { name: m.fields.ssn }).focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: m.fields.hasSpouse })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Jo');
    await expect(canvas.getByRole('textbox', { name: m.fields.spouseFirstName })).toHaveValue('Jo');
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('123-45-6789{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: m.fields.firstName })).toHaveAccessibleDescription(
        `${m.fields.firstName} ${m.rules.required}`,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: m.fields.ssn })).toHaveAccessibleDescription(
      expect.stringContaining(`${m.fields.ssn} ${m.rules.nineDigits}`),
    );
    await expect(canvas.getByRole('textbox', { name: m.fields.firstName })).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    canvas.getByRole('textbox', { name: m.fields.email }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.individual.submit) })).toHaveAttribute(
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
      'Too many registration requests for this email address or taxpayer. Try again in 42 minutes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Too many registration requests/);
  },
};
