import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { holding } from '../form-kit/storyHelpers';
import { registrationMessages as m } from '../messages/registration.en';
import { WebAccountForm } from './WebAccountForm';

const filled = {
  taxpayerId: '100004',
  federalIdLast4: '4321',
  zip: '44113',
  accessCode: 'G43Z-3HSY-G88G',
  email: 'alex@example.com',
  confirmEmail: 'alex@example.com',
};

const meta = {
  title: 'Forms/WebAccountForm',
  component: WebAccountForm,
  args: { onSubmit: fn(), defaultValues: { taxpayerId: '100004' } },
  tags: ['autodocs'],
} satisfies Meta<typeof WebAccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: m.fields.taxpayerId })).toHaveValue('100004');
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ args }) => {
    for (let i = 0; i < 7; i += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        taxpayerId: '100004',
        federalIdLast4: '4321',
        zip: '44113',
        accessCode: 'G43Z3HSYG88G',
        email: 'alex@example.com',
      }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('43');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('G43Z');
    await userEvent.tab();
    await userEvent.keyboard('alex@example.com');
    await userEvent.tab();
    await userEvent.keyboard('alex@example.org{Enter}');
    const last4 = canvas.getByRole('textbox', { name: m.fields.federalIdLast4 });
    await waitFor(() =>
      expect(last4).toHaveAccessibleDescription(
        expect.stringContaining(`${m.fields.federalIdLast4} ${m.rules.invalid}`),
      ),
    );
    await expect(canvas.getByRole('textbox', { name: m.fields.zip })).toHaveAccessibleDescription(
      expect.stringContaining(`${m.fields.zip} ${m.rules.required}`),
    );
    await expect(canvas.getByRole('textbox', { name: m.fields.accessCode })).toHaveAccessibleDescription(
      expect.stringContaining(m.accessCodeFormat),
    );
    await expect(canvas.getByRole('textbox', { name: m.fields.confirmEmail })).toHaveAccessibleDescription(
      m.emailMismatch,
    );
    await expect(last4).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.webAccount.submit) })).toHaveAttribute(
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

export const CompletePartialRegistration: Story = {
  args: { submitLabel: 'Send confirmation email', defaultValues: { taxpayerId: '100007' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send confirmation email' })).toBeInTheDocument();
  },
};
