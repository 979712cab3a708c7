import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import {
  accountErrorHandlers,
  CURRENT_PASSWORD_INCORRECT_DETAIL,
  EMAIL_UNCHANGED_DETAIL,
  MOCK_CURRENT_PASSWORD,
} from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryHarness, storyEndpoints } from '../account-shared/StoryHarness';
import { holding, startingWith } from '../form-kit/storyHelpers';
import { accountFormMessages } from '../messages/account.en';
import { ChangeEmailForm, type ChangeEmailValues } from './ChangeEmailForm';

const m = accountFormMessages.changeEmail;
const { rules } = accountFormMessages;

const meta = {
  title: 'Forms/Account/ChangeEmailForm',
  component: ChangeEmailForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <StoryHarness
      call={async (values: ChangeEmailValues) => {
        await args.onSubmit(values);
        return storyEndpoints.changeEmail({ email: values.email, currentPassword: values.currentPassword });
      }}
      // As the portal's page: a wrong password, too many tries or the account's own address shows
      // the server's detail.
      errorMessage={(error) =>
        isApiError(error) && [400, 409, 429].includes(error.status) && error.problem?.detail
          ? error.problem.detail
          : UNEXPECTED_ERROR_MESSAGE
      }
      successText="We sent a confirmation link to your new email address."
    >
      {(onSubmit, serverError) => <ChangeEmailForm {...args} onSubmit={onSubmit} serverError={serverError} />}
    </StoryHarness>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs through the form, typing the new address, its confirmation and the current password. */
async function fillIn(first: string, second: string, password = MOCK_CURRENT_PASSWORD) {
  await userEvent.tab();
  await userEvent.keyboard(first);
  await userEvent.tab();
  await userEvent.keyboard(second);
  await userEvent.tab();
  // Left empty, the field is only passed through (user-event types nothing for '').
  if (password) await userEvent.keyboard(password);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.submit })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: {
    defaultValues: {
      email: 'new@example.com',
      confirmEmail: 'new@example.com',
      currentPassword: MOCK_CURRENT_PASSWORD,
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: m.submit })).toBeEnabled());
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await fillIn('new@example.com', 'other@example.com', '');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: m.confirmEmail })).toHaveAccessibleDescription(
      m.mismatch,
    );
    await expect(canvas.getByLabelText(startingWith(m.currentPassword))).toHaveAccessibleDescription(
      `${m.currentPasswordHint} ${m.currentPassword} ${rules.required}`,
    );
    await expect(canvas.getByRole('button', { name: m.submit })).toBeDisabled();
  },
};

/** The account's own address is already theirs, said on the field before any call. */
export const OwnAddress: Story = {
  args: { currentEmail: 'individual@example.com' },
  play: async ({ canvas, args }) => {
    await fillIn('individual@example.com', 'individual@example.com');
    await expect(canvas.getByRole('textbox', { name: m.email })).toHaveAccessibleDescription(
      `${m.hint} ${m.sameEmail}`,
    );
    await expect(canvas.getByRole('button', { name: m.submit })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 409 for the account's own address, shown in the form. */
export const OwnAddressFromServer: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changeEmailUnchanged] } },
  play: async ({ canvas }) => {
    await fillIn('individual@example.com', 'individual@example.com', `${MOCK_CURRENT_PASSWORD}{Enter}`);
    const message = await canvas.findByText(EMAIL_UNCHANGED_DETAIL);
    await expect(message).toBeVisible();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changeEmailPending] } },
  play: async ({ canvas }) => {
    await fillIn('new@example.com', 'new@example.com', `${MOCK_CURRENT_PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changeEmailFails] } },
  play: async ({ canvas }) => {
    await fillIn('new@example.com', 'new@example.com', `${MOCK_CURRENT_PASSWORD}{Enter}`);
    await expect(await canvas.findByText(UNEXPECTED_ERROR_MESSAGE)).toBeVisible();
  },
};

/** The default handler refuses any password but the demo one, as the server does. */
export const WrongPassword: Story = {
  play: async ({ canvas, args }) => {
    await fillIn('new@example.com', 'new@example.com', 'Not-My-Password-9{Enter}');
    const message = await canvas.findByText(CURRENT_PASSWORD_INCORRECT_DETAIL);
    await expect(message).toBeVisible();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('We sent a confirmation link to your new email address.')).toBeNull();
  },
};

export const TooManyTries: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changeEmailTooManyTries] } },
  play: async ({ canvas }) => {
    await fillIn('new@example.com', 'new@example.com', `${MOCK_CURRENT_PASSWORD}{Enter}`);
    await expect(
      await canvas.findByText('Too many failed sign-in attempts for this account. Try again in 5 minutes.'),
    ).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fillIn('new@example.com', 'new@example.com', `${MOCK_CURRENT_PASSWORD}{Enter}`);
    await expect(
      await canvas.findByText('We sent a confirmation link to your new email address.'),
    ).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'new@example.com',
      confirmEmail: 'new@example.com',
      currentPassword: MOCK_CURRENT_PASSWORD,
    });
  },
};
