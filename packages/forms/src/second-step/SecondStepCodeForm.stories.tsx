import {
  createApiClient,
  makeProblem,
  paths,
  secondStepSessionSchema,
  UNEXPECTED_ERROR_MESSAGE,
} from '@citytax/api';
import {
  createSecondStepHandlers,
  MOCK_PENDING_TOKEN,
  MOCK_RECOVERY_CODE,
  MOCK_TOTP_CODE,
  SECOND_STEP_CODE_INCORRECT_DETAIL,
  secondStepErrorHandlers,
} from '@citytax/api/mocks';
import { Alert } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { startingWith } from '../form-kit/storyHelpers';
import { accountFormMessages } from '../messages/account.en';
import { secondStepFormMessages } from '../messages/secondStep.en';
import { SecondStepCodeForm, type SecondStepCodeValues } from './SecondStepCodeForm';
import { secondStepRefusal, type SecondStepServerErrors } from './secondStepRefusal';

const m = secondStepFormMessages.code;
const SIGNED_IN = 'Signed in.';
const LOCKED = 'Too many failed sign-in attempts for this account. Try again in 5 minutes.';
const client = createApiClient();

type Args = Parameters<typeof SecondStepCodeForm>[0];

/** Stories only: the form wired to the API as the portal's second-step page wires it. */
function Harness(args: Args) {
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<SecondStepServerErrors>();
  const [serverError, setServerError] = useState<string>();
  if (done) return <Alert variant="success">{SIGNED_IN}</Alert>;
  const onSubmit = async (values: SecondStepCodeValues) => {
    setServerErrors(undefined);
    setServerError(undefined);
    await args.onSubmit(values);
    try {
      await client.post(
        paths.secondStep,
        { pendingToken: MOCK_PENDING_TOKEN, ...values },
        { schema: secondStepSessionSchema },
      );
      setDone(true);
    } catch (error) {
      const refusal = secondStepRefusal(error);
      if (refusal.kind === 'fields') setServerErrors(refusal.errors);
      else
        setServerError(
          refusal.kind === 'message' || refusal.kind === 'expired' ? refusal.text : UNEXPECTED_ERROR_MESSAGE,
        );
    }
  };
  return (
    <SecondStepCodeForm {...args} onSubmit={onSubmit} serverErrors={serverErrors} serverError={serverError} />
  );
}

const meta = {
  title: 'Forms/Account/SecondStepCodeForm',
  component: SecondStepCodeForm,
  args: { onSubmit: fn(), methods: ['totp', 'webauthn', 'recovery'], onPasskey: fn() },
  render: (args) => <Harness {...args} />,
  parameters: { msw: { handlers: createSecondStepHandlers({ enrolled: true }) } },
  tags: ['autodocs'],
} satisfies Meta<typeof SecondStepCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const code = (canvas: Canvas) => canvas.getByLabelText(startingWith(m.totpLabel));

/** Tabs to the code field, types, and presses Enter. */
async function typeCode(value: string) {
  await userEvent.tab();
  if (value) await userEvent.keyboard(value);
  await userEvent.keyboard('{Enter}');
}

async function summaryOf(canvas: Canvas) {
  const title = await canvas.findByRole('heading', { name: m.errorsTitle });
  return title.closest('[tabindex="-1"]') as HTMLElement;
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(code(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code(canvas)).toHaveAttribute('inputmode', 'numeric');
    await expect(code(canvas)).toHaveAccessibleDescription(m.totpHint);
    await expect(canvas.getByRole('button', { name: m.useRecovery })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m.usePasskey })).toBeInTheDocument();
  },
};

/** Enter with nothing typed, then letters: said on the field and in the summary, which takes focus. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await typeCode('');
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      `${m.totpLabel} ${accountFormMessages.rules.required}`,
    );
    await userEvent.click(code(canvas));
    await userEvent.keyboard('12ab56{Enter}');
    await waitFor(() => expect(code(canvas)).toHaveAccessibleDescription(`${m.totpHint} ${m.notSixDigits}`));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The mock server refuses every code but the demo one, as the server refuses a wrong or used code. */
export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await typeCode('000000');
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(SECOND_STEP_CODE_INCORRECT_DETAIL);
    await expect(code(canvas)).toHaveAccessibleDescription(
      `${m.totpHint} ${SECOND_STEP_CODE_INCORRECT_DETAIL}`,
    );
    await expect(code(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many wrong codes (429): the server's words in the summary. */
export const Locked: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          paths.secondStep,
          () =>
            new HttpResponse(JSON.stringify(makeProblem('too-many-requests', { detail: LOCKED })), {
              status: 429,
              headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '300' },
            }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await typeCode(MOCK_TOTP_CODE);
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(LOCKED);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: secondStepErrorHandlers } },
  play: async ({ canvas }) => {
    await typeCode(MOCK_TOTP_CODE);
    const summary = await summaryOf(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await typeCode(MOCK_TOTP_CODE);
    await expect(await canvas.findByText(SIGNED_IN)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'totp', code: MOCK_TOTP_CODE });
  },
};

/** "Use a recovery code" by keyboard: the field changes and takes focus; a recovery code signs in. */
export const RecoveryCode: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: m.useRecovery }).focus();
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByLabelText(startingWith(m.recoveryLabel));
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard(`${MOCK_RECOVERY_CODE}{Enter}`);
    await expect(await canvas.findByText(SIGNED_IN)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'recovery', code: MOCK_RECOVERY_CODE });
  },
};

/** The code that confirms a new authenticator app: its own words, no other way. */
export const ConfirmSetUp: Story = {
  args: { methods: ['totp'], purpose: 'confirm' },
  render: (args) => <SecondStepCodeForm {...args} />,
  play: async ({ canvas }) => {
    await expect(code(canvas)).toHaveAccessibleDescription(secondStepFormMessages.confirm.hint);
    await expect(
      canvas.getByRole('button', { name: secondStepFormMessages.confirm.submit }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m.useRecovery })).toBeNull();
  },
};
