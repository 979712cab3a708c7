import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RegistrationCheckForm } from './RegistrationCheckForm';

const meta = {
  title: 'Forms/RegistrationCheckForm',
  component: RegistrationCheckForm,
  args: { onSubmit: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationCheckForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Taxpayer ID' })).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValues: { taxpayerId: '100004' } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ taxpayerId: '100004' }));
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'Taxpayer ID' });
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Taxpayer ID is required/));
    await expect(input).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultValues: { taxpayerId: '100004' }, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: /Continue/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const ServerError: Story = {
  args: { serverError: 'An unexpected error occurred. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  },
};
