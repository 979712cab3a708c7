import { accountErrorHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { ChangeEmailForm, type ChangeEmailValues } from './ChangeEmailForm';

const meta = {
  title: 'Forms/Account/ChangeEmailForm',
  component: ChangeEmailForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <StoryHarness
      call={async (values: ChangeEmailValues) => {
        await args.onSubmit(values);
        return storyEndpoints.changeEmail({ email: values.email });
      }}
      successText="We sent a confirmation link to your new email address."
    >
      {(onSubmit, serverError) => <ChangeEmailForm {...args} onSubmit={onSubmit} serverError={serverError} />}
    </StoryHarness>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeBoth(first: string, second: string) {
  await userEvent.tab();
  await userEvent.keyboard(first);
  await userEvent.tab();
  await userEvent.keyboard(second);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change email' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValues: { email: 'new@example.com', confirmEmail: 'new@example.com' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change email' })).toBeEnabled());
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await typeBoth('new@example.com', 'other@example.com');
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: 'Confirm new email address' }),
    ).toHaveAccessibleDescription('Please make sure the emails entered match.');
    await expect(canvas.getByRole('button', { name: 'Change email' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changeEmailPending] } },
  play: async ({ canvas }) => {
    await typeBoth('new@example.com', 'new@example.com{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Change email/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changeEmailFails] } },
  play: async ({ canvas }) => {
    await typeBoth('new@example.com', 'new@example.com{Enter}');
    await expect(await canvas.findByText('An unexpected error occurred. Please try again.')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await typeBoth('new@example.com', 'new@example.com{Enter}');
    await expect(
      await canvas.findByText('We sent a confirmation link to your new email address.'),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'new@example.com',
      confirmEmail: 'new@example.com',
    });
  },
};
