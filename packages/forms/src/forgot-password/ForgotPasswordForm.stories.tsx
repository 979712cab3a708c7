import { UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import { accountErrorHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { holding } from '../form-kit/storyHelpers';
import { accountFormMessages } from '../messages/account.en';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const m = accountFormMessages.forgotPassword;
const { rules } = accountFormMessages;

const meta = {
  title: 'Forms/Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <StoryHarness
      call={async (values: { email: string }) => {
        await args.onSubmit(values);
        return storyEndpoints.resetPasswordEmail(values);
      }}
      successText="If an account uses that email address, we sent it a link to reset your password."
    >
      {(onSubmit, serverError) => (
        <ForgotPasswordForm {...args} onSubmit={onSubmit} serverError={serverError} />
      )}
    </StoryHarness>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: m.email })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const email = canvas.getByRole('textbox', { name: m.email });
    await expect(email).toHaveAccessibleDescription(`${m.email} ${rules.required}`);
    await expect(email).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValues: { email: 'individual@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: m.email })).toHaveValue('individual@example.com');
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('not-an-email');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: m.email })).toHaveAccessibleDescription(
      `${m.email} ${rules.invalid}`,
    );
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.resetPasswordEmailPending] } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('individual@example.com{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.resetPasswordEmailFails] } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('individual@example.com{Enter}');
    await expect(await canvas.findByText(UNEXPECTED_ERROR_MESSAGE)).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('individual@example.com{Enter}');
    await expect(
      await canvas.findByText(
        'If an account uses that email address, we sent it a link to reset your password.',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'individual@example.com' });
  },
};
