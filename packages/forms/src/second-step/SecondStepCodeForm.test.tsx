import { ApiError, makeProblem } from '@citytax/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { SecondStepCodeForm } from './SecondStepCodeForm';
import { SecondStepProofForm } from './SecondStepProofForm';
import { secondStepRefusal } from './secondStepRefusal';

const TOTP_HINT = 'Enter the 6 digits your authenticator app shows for City Tax e-File.';
const WRONG = 'That code is not right, or it has already been used. Try the newest code.';
const ALL = ['totp', 'webauthn', 'recovery'] as const;
const code = () => screen.getByLabelText(/^Code from your authenticator app/);
const summary = () => screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex="-1"]');
const listed = () =>
  within(summary() as HTMLElement)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('SecondStepCodeForm', () => {
  it('asks for the app code as a one-time code on a numeric keyboard, with its hint', async () => {
    const { container } = render(<SecondStepCodeForm methods={ALL} onSubmit={vi.fn()} onPasskey={vi.fn()} />);
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(code()).toBeRequired();
    expect(code()).toHaveAccessibleDescription(TOTP_HINT);
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('refuses an empty or non-numeric code before any call: on the field and in the summary, which takes focus', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<SecondStepCodeForm methods={ALL} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(listed()).toEqual(['Code from your authenticator app is required']);
    await userEvent.type(code(), '12ab56{Enter}');
    await waitFor(() =>
      expect(code()).toHaveAccessibleDescription(
        `${TOTP_HINT} Enter the 6 digits your app shows, with no letters.`,
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('sends six digits (spaces dropped) as a totp code', async () => {
    const onSubmit = vi.fn();
    render(<SecondStepCodeForm methods={ALL} onSubmit={onSubmit} />);
    await userEvent.type(code(), '123 456{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ method: 'totp', code: '123 456' });
  });

  it('switches to a recovery code and back, focus on the field', async () => {
    const onSubmit = vi.fn();
    render(<SecondStepCodeForm methods={ALL} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText(/^Recovery code/);
    await waitFor(() => expect(recovery).toHaveFocus());
    expect(recovery).toHaveAttribute('autocomplete', 'off');
    expect(recovery).toHaveAttribute('inputmode', 'text');
    await userEvent.keyboard('abcd-efgh-jkmn{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ method: 'recovery', code: 'abcd-efgh-jkmn' });
    await userEvent.click(screen.getByRole('button', { name: 'Use the code from your authenticator app' }));
    await waitFor(() => expect(code()).toHaveFocus());
  });

  it("puts the server's refusal on the field and in the summary, with focus on the summary", async () => {
    const { rerender } = render(<SecondStepCodeForm methods={ALL} onSubmit={vi.fn()} />);
    await userEvent.type(code(), '000000{Enter}');
    rerender(<SecondStepCodeForm methods={ALL} onSubmit={vi.fn()} serverErrors={{ code: [WRONG] }} />);
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(code()).toHaveAccessibleDescription(`${TOTP_HINT} ${WRONG}`);
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(listed()).toEqual([WRONG]);
  });

  it('lists a message about no one field (too many tries) in the summary', async () => {
    render(
      <SecondStepCodeForm methods={['totp']} onSubmit={vi.fn()} serverError="Try again in 5 minutes." />,
    );
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(listed()).toEqual(['Try again in 5 minutes.']);
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  });

  it('confirms a new app with its own words and no other way', () => {
    render(<SecondStepCodeForm methods={['totp']} purpose="confirm" onSubmit={vi.fn()} />);
    expect(code()).toHaveAccessibleDescription(
      'Enter the 6 digits your app shows now to confirm it is set up.',
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});

describe('SecondStepProofForm', () => {
  it('asks for the password and a current code; both required; the server refusals on their fields', async () => {
    const onSubmit = vi.fn();
    const { container, rerender } = render(
      <SecondStepProofForm onSubmit={onSubmit} submitLabel="Remove the authenticator app" variant="danger" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(listed()).toEqual(['Password is required', 'Authenticator or recovery code is required']);
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-Password-1');
    await userEvent.type(screen.getByLabelText(/^Authenticator or recovery code/), '123456{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ password: 'Demo-Password-1', code: '123456' });
    rerender(
      <SecondStepProofForm
        onSubmit={onSubmit}
        submitLabel="Remove the authenticator app"
        serverErrors={{ password: ['The current password is not right.'] }}
      />,
    );
    await waitFor(() => expect(listed()).toEqual(['The current password is not right.']));
    await waitFor(() => expect(summary()).toHaveFocus());
  });
});

describe('secondStepRefusal', () => {
  const problem = (
    status: number,
    name: Parameters<typeof makeProblem>[0],
    errors?: Record<string, string[]>,
  ) => new ApiError(status, makeProblem(name, { status, detail: 'words', ...(errors ? { errors } : {}) }));
  it.each([
    [
      'a wrong code',
      problem(400, 'second-step-code-incorrect', { code: [WRONG] }),
      { kind: 'fields', errors: { code: [WRONG] } },
    ],
    [
      'a wrong password',
      problem(400, 'current-password-incorrect', { password: ['No.'] }),
      { kind: 'fields', errors: { password: ['No.'] } },
    ],
    ['an expired sign-in', problem(401, 'second-step-expired'), { kind: 'expired', text: 'words' }],
    ['a locked account', problem(429, 'too-many-requests'), { kind: 'message', text: 'words' }],
    ['a signed-in session that ended', problem(401, 'unauthorized'), { kind: 'session' }],
    ['a failure', problem(500, 'internal-error'), { kind: 'unexpected' }],
    ['no answer', new TypeError('Failed to fetch'), { kind: 'unexpected' }],
  ])('%s', (_, error, expected) => {
    expect(secondStepRefusal(error)).toEqual(expected);
  });
});

describe('SecondStepCodeForm in Spanish', () => {
  inSpanish();
  it('words its label, hint, buttons and summary in Spanish', async () => {
    const { container } = render(<SecondStepCodeForm methods={ALL} onSubmit={vi.fn()} onPasskey={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar un código de recuperación' })).toBeInTheDocument();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });
});
