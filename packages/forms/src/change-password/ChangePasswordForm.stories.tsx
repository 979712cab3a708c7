import { problemWords, UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import {
  accountErrorHandlers,
  CURRENT_PASSWORD_INCORRECT_DETAIL,
  MOCK_CURRENT_PASSWORD,
  NEW_PASSWORD_REASONS,
} from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '@citytax/ui';
import { storyEndpoints } from '../account-shared/StoryHarness';
import { holding, startingWith } from '../form-kit/storyHelpers';
import { accountFormMessages } from '../messages/account.en';
import {
  ChangePasswordForm,
  type ChangePasswordServerErrors,
  type ChangePasswordValues,
} from './ChangePasswordForm';
import { changePasswordRefusal } from './changePasswordRefusal';

const m = accountFormMessages.changePassword;
const { rules } = accountFormMessages;
const NEW_PASSWORD = 'Lakefront-Evening-42';
const SUCCESS = 'Your password has been changed.';

type Args = Parameters<typeof ChangePasswordForm>[0];

/** Stories only: the form wired to the API as the portal's page wires it (changePasswordRefusal). */
function Harness(args: Args) {
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<ChangePasswordServerErrors>();
  const [serverError, setServerError] = useState<string>();
  if (done) return <Alert variant="success">{SUCCESS}</Alert>;
  const onSubmit = async (values: ChangePasswordValues) => {
    setServerErrors(undefined);
    setServerError(undefined);
    await args.onSubmit(values);
    try {
      await storyEndpoints.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setDone(true);
    } catch (error) {
      const refusal = changePasswordRefusal(error);
      if (refusal.kind === 'fields') setServerErrors(refusal.errors);
      else setServerError(refusal.kind === 'message' ? refusal.text : UNEXPECTED_ERROR_MESSAGE);
    }
  };
  return (
    <ChangePasswordForm {...args} onSubmit={onSubmit} serverErrors={serverErrors} serverError={serverError} />
  );
}

const meta = {
  title: 'Forms/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn() },
  render: (args) => <Harness {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const current = (canvas: Canvas) => canvas.getByLabelText(startingWith(m.currentPassword));
const fresh = (canvas: Canvas) => canvas.getByLabelText(startingWith(m.newPassword));
const confirm = (canvas: Canvas) => canvas.getByLabelText(startingWith(m.confirmPassword));

/** Tabs through the three fields typing each (an empty one is only passed through), then Enter. */
async function fillIn(currentPassword: string, newPassword: string, confirmPassword: string) {
  for (const value of [currentPassword, newPassword, confirmPassword]) {
    await userEvent.tab();
    if (value) await userEvent.keyboard(value);
  }
  await userEvent.keyboard('{Enter}');
}

/** The texts of the error summary under the button. */
async function summary(canvas: Canvas) {
  const title = await canvas.findByText(m.errorsTitle);
  return within(title.closest('[role="alert"]') as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(current(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(fresh(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm(canvas)).toHaveAttribute('autocomplete', 'new-password');
    await expect(fresh(canvas)).toHaveAccessibleDescription(m.newPasswordHint);
    await expect(canvas.getByRole('button', { name: m.submit })).toBeEnabled();
    await expect(canvas.queryByText(m.errorsTitle)).toBeNull();
  },
};

/** Enter on an empty form: each field says what is missing, the summary lists it, focus goes to the first. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await fillIn('', 'short', 'other');
    await waitFor(() => expect(current(canvas)).toHaveFocus());
    const required = `${m.currentPassword} ${rules.required}`;
    const tooShort = `${m.newPassword} ${rules.tooShort(8)}`;
    await expect(current(canvas)).toHaveAccessibleDescription(`${m.currentPasswordHint} ${required}`);
    await expect(fresh(canvas)).toHaveAccessibleDescription(`${m.newPasswordHint} ${tooShort}`);
    await expect(confirm(canvas)).toHaveAccessibleDescription(m.mismatch);
    await expect(await summary(canvas)).toEqual([required, tooShort, m.mismatch]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The current password typed again as the new one is refused before any call. */
export const SameAsCurrent: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(MOCK_CURRENT_PASSWORD, MOCK_CURRENT_PASSWORD, MOCK_CURRENT_PASSWORD);
    await waitFor(() => expect(fresh(canvas)).toHaveFocus());
    await expect(fresh(canvas)).toHaveAccessibleDescription(`${m.newPasswordHint} ${m.samePassword}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The default handler refuses any current password but the demo one, as the server does. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, args }) => {
    await fillIn('Not-My-Password-9', NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() =>
      expect(current(canvas)).toHaveAccessibleDescription(
        `${m.currentPasswordHint} ${CURRENT_PASSWORD_INCORRECT_DETAIL}`,
      ),
    );
    await waitFor(() => expect(current(canvas)).toHaveFocus());
    await expect(current(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(await summary(canvas)).toEqual([CURRENT_PASSWORD_INCORRECT_DETAIL]);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(SUCCESS)).toBeNull();
    // Typing the right one clears the server's message from the field and the summary.
    await userEvent.clear(current(canvas));
    await userEvent.keyboard(MOCK_CURRENT_PASSWORD);
    await waitFor(() => expect(current(canvas)).toHaveAccessibleDescription(m.currentPasswordHint));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(SUCCESS)).toBeVisible();
  },
};

/** The server refuses a common password: its reason on the new-password field. */
export const CommonPassword: Story = {
  play: async ({ canvas }) => {
    await fillIn(MOCK_CURRENT_PASSWORD, 'Password123', 'Password123');
    await waitFor(() =>
      expect(fresh(canvas)).toHaveAccessibleDescription(
        `${m.newPasswordHint} ${NEW_PASSWORD_REASONS.common}`,
      ),
    );
    await waitFor(() => expect(fresh(canvas)).toHaveFocus());
    await expect(await summary(canvas)).toEqual([problemWords.fields.password.common]);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changePasswordPending] } },
  play: async ({ canvas }) => {
    await fillIn(MOCK_CURRENT_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changePasswordFails] } },
  play: async ({ canvas }) => {
    await fillIn(MOCK_CURRENT_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    const message = await canvas.findByText(UNEXPECTED_ERROR_MESSAGE);
    await expect(message).toBeVisible();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const TooManyTries: Story = {
  parameters: { msw: { handlers: [accountErrorHandlers.changePasswordTooManyTries] } },
  play: async ({ canvas }) => {
    await fillIn(MOCK_CURRENT_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await expect(
      await canvas.findByText('Too many failed sign-in attempts for this account. Try again in 5 minutes.'),
    ).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(MOCK_CURRENT_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await expect(await canvas.findByText(SUCCESS)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: MOCK_CURRENT_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
  },
};
