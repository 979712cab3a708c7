import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use 8 to 25 characters. Common passwords are not allowed.',
    );
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
      expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
        'The passwords you entered do not match.',
      ),
    );
  },
};

export const InvalidLegacy: Story = {
  args: { mismatchMessage: 'Passwords must match.' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2026');
    await userEvent.tab();
    await userEvent.keyboard('Lake-Erie-2027{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match.'),
    );
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/Password is required/),
    );
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
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
      expect(canvas.getByRole('button', { name: /Set password/ })).toHaveAttribute('aria-disabled', 'true'),
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
