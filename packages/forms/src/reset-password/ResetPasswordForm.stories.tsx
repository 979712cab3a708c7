import { UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import { accountErrorHandlers } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { holding, startingWith } from '../form-kit/storyHelpers';
import { accountFormMessages } from '../messages/account.en';
import { ResetPasswordForm, type ResetPasswordValues } from './ResetPasswordForm';

const m = accountFormMessages.resetPassword;
const { rules } = accountFormMessages;

const meta = {
  title: 'Forms/Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <StoryHarness
      call={async (values: ResetPasswordValues) => {
        await args.onSubmit(values);
        return storyEndpoints.resetPassword({
          email: 'individual@example.com',
          token: 'story-token',
          password: values.password,
        });
      }}
      successText="Your password has been reset."
    >
      {(onSubmit, serverError) => (
        <ResetPasswordForm {...args} onSubmit={onSubmit} serverError={serverError} />
      )}
    </StoryHarness>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof ResetPasswordForm>;
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
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const password = canvas.getByLabelText(startingWith(m.password));
    await expect(password).toHaveAccessibleDescription(`${m.hint} ${m.password} ${rules.required}`);
    await expect(password).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValues: { password: 'Brand-New-Secret-9', confirmPassword: 'Brand-New-Secret-9' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(startingWith(m.password))).toHaveAccessibleDescription(m.hint);
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await typeBoth('Brand-New-Secret-9', 'Brand-New-Secret-8');
    await userEvent.tab();
    await expect(canvas.getByLabelText(startingWith(m.confirmPassword))).toHaveAccessibleDescription(
      m.mismatch,
    );
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.resetPasswordPending] } },
  play: async ({ canvas }) => {
    await typeBoth('Brand-New-Secret-9', 'Brand-New-Secret-9{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.resetPasswordFails] } },
  play: async ({ canvas }) => {
    await typeBoth('Brand-New-Secret-9', 'Brand-New-Secret-9{Enter}');
    await expect(await canvas.findByText(UNEXPECTED_ERROR_MESSAGE)).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await typeBoth('Brand-New-Secret-9', 'Brand-New-Secret-9{Enter}');
    await expect(await canvas.findByText('Your password has been reset.')).toBeVisible();
  },
};
