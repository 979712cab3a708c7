import {
  createApiClient,
  makeProblem,
  okSchema,
  paths,
  PROBLEMS,
  UNEXPECTED_ERROR_MESSAGE,
} from '@citytax/api';
import {
  createSecondStepHandlers,
  MOCK_TOTP_CODE,
  SECOND_STEP_CODE_INCORRECT_DETAIL,
} from '@citytax/api/mocks';
import { Alert } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { startingWith } from '../form-kit/storyHelpers';
import { accountFormMessages } from '../messages/account.en';
import { secondStepFormMessages } from '../messages/secondStep.en';
import { SecondStepProofForm, type SecondStepProofValues } from './SecondStepProofForm';
import { secondStepRefusal, type SecondStepServerErrors } from './secondStepRefusal';

const m = secondStepFormMessages.proof;
const REMOVE = 'Remove the authenticator app';
const REMOVED = 'Removed.';
const PASSWORD = 'Demo-Password-1';
const LOCKED = 'Too many failed sign-in attempts for this account. Try again in 5 minutes.';
const client = createApiClient();

type Args = Parameters<typeof SecondStepProofForm>[0];

/** Stories only: the form wired to the removal call as the account-security page wires it. */
function Harness(args: Args) {
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<SecondStepServerErrors>();
  const [serverError, setServerError] = useState<string>();
  if (done) return <Alert variant="success">{REMOVED}</Alert>;
  const onSubmit = async (proof: SecondStepProofValues) => {
    setServerErrors(undefined);
    setServerError(undefined);
    await args.onSubmit(proof);
    try {
      await client.post(paths.secondStepRemove, { proof, what: { kind: 'totp' } }, { schema: okSchema });
      setDone(true);
    } catch (error) {
      const refusal = secondStepRefusal(error);
      if (refusal.kind === 'fields') setServerErrors(refusal.errors);
      else setServerError(refusal.kind === 'message' ? refusal.text : UNEXPECTED_ERROR_MESSAGE);
    }
  };
  return (
    <SecondStepProofForm
      {...args}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      serverError={serverError}
    />
  );
}

const meta = {
  title: 'Forms/Account/SecondStepProofForm',
  component: SecondStepProofForm,
  args: { onSubmit: fn(), submitLabel: REMOVE, variant: 'danger' },
  render: (args) => <Harness {...args} />,
  parameters: { msw: { handlers: createSecondStepHandlers({ enrolled: true }) } },
  tags: ['autodocs'],
} satisfies Meta<typeof SecondStepProofForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const password = (canvas: Canvas) => canvas.getByLabelText(startingWith(m.password));
const code = (canvas: Canvas) => canvas.getByLabelText(startingWith(m.code));

/** Tabs through both fields typing each (an empty one only passed through), then Enter. */
async function fillIn(passwordValue: string, codeValue: string) {
  for (const value of [passwordValue, codeValue]) {
    await userEvent.tab();
    if (value) await userEvent.keyboard(value);
  }
  await userEvent.keyboard('{Enter}');
}

async function summaryOf(canvas: Canvas) {
  const title = await canvas.findByRole('heading', { name: m.errorsTitle });
  return title.closest('[tabindex="-1"]') as HTMLElement;
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(code(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code(canvas)).toHaveAccessibleDescription(m.codeHint);
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await fillIn('', '');
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([m.password, m.code].map((label) => `${label} ${accountFormMessages.rules.required}`));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await fillIn('Not-My-Password-9', MOCK_TOTP_CODE);
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    const detail = PROBLEMS['current-password-incorrect'].detail;
    await expect(password(canvas)).toHaveAccessibleDescription(`${m.passwordHint} ${detail}`);
  },
};

export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await fillIn(PASSWORD, '000000');
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(code(canvas)).toHaveAccessibleDescription(
      `${m.codeHint} ${SECOND_STEP_CODE_INCORRECT_DETAIL}`,
    );
  },
};

export const Locked: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          paths.secondStepRemove,
          () =>
            new HttpResponse(JSON.stringify(makeProblem('too-many-requests', { detail: LOCKED })), {
              status: 429,
              headers: { 'Content-Type': 'application/problem+json' },
            }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillIn(PASSWORD, MOCK_TOTP_CODE);
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(LOCKED);
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post(paths.secondStepRemove, () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await fillIn(PASSWORD, MOCK_TOTP_CODE);
    await expect(await summaryOf(canvas)).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(PASSWORD, MOCK_TOTP_CODE);
    await expect(await canvas.findByText(REMOVED)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: PASSWORD, code: MOCK_TOTP_CODE });
  },
};
