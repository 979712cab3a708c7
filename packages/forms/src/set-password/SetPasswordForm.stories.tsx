import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { holding } from '../form-kit/storyHelpers';
import { registrationMessages as m } from '../messages/registration.en';
import { SetPasswordForm } from './SetPasswordForm';

const meta = {
  title: 'Forms/SetPasswordForm',
  component: SetPasswordForm,
  args: { onSubmit: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof SetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(m.fields.password)).toHaveAccessibleDescription(m.hints.password);
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2026');
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2026{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Lake-Erie-2026' }));
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2026');
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2027{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText(m.fields.confirmPassword)).toHaveAccessibleDescription(
        m.passwordMismatchRegistration,
      ),
    );
  },
};

export const InvalidLegacy: Story = {
  // Read while rendering: args are made once, in English.
  render: (args) => <SetPasswordForm {...args} mismatchMessage={m.passwordMismatchLegacy} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2026');
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2027{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText(m.fields.confirmPassword)).toHaveAccessibleDescription(
        m.passwordMismatchLegacy,
      ),
    );
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText(m.fields.password)).toHaveAccessibleDescription(
        expect.stringContaining(`${m.fields.password} ${m.rules.required}`),
      ),
    );
    await expect(canvas.getByLabelText(m.fields.password)).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2026');
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2026{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.setPassword.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  args: { serverError: 'We were unable to complete your email confirmation request.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We were unable to complete your email confirmation request.',
    );
  },
};
