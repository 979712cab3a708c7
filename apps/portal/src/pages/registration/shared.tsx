import { isApiError, RegistrationStatus, type RegistrationResult } from '@citytax/api';
import { Alert } from '@citytax/ui';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { track } from '../../analytics';
import { registrationEn as t } from '../../messages/registration.en';

/**
 * Focuses an element once it has mounted. The focus moves in a task after the commit: moving it
 * inside React's commit makes react-aria's blur handlers update state re-entrantly.
 */
function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(timer);
  }, [ref]);
}

/**
 * A section heading that takes focus when it appears, so that keyboard and screen-reader users land
 * on the new step (status result, success) instead of on a control that vanished.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(ref);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** An error alert that takes focus when it appears (a failed step). */
export function FocusedErrorAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert variant="error">{children}</Alert>
    </div>
  );
}

/**
 * The 'check your email' step. `outcome`: after a new taxpayer's registration, whose answer does not
 * say whether an account was created (issue 16), so the text does not promise a confirmation link.
 */
export function CheckYourEmail({ email, outcome = false }: { email: string; outcome?: boolean }) {
  return (
    <>
      <StepHeading>{t.checkEmail.heading}</StepHeading>
      <p>{outcome ? t.checkEmail.outcome(email) : t.checkEmail.body(email)}</p>
    </>
  );
}

/** The message of a failed registration call: a 400/409/429 problem's detail, else the unexpected text. */
export function registrationErrorMessage(error: unknown): string {
  if (isApiError(error) && [400, 409, 429].includes(error.status) && error.problem?.detail)
    return error.problem.detail;
  return t.unexpected;
}

export type RegistrationOutcome = { kind: 'created'; email: string } | { kind: 'error'; message: string };

/** Runs a registration call and turns its answer into what the page shows (and tracks sign_up). */
export async function runRegistration(
  call: () => Promise<RegistrationResult>,
  email: string,
  method: string,
): Promise<RegistrationOutcome> {
  try {
    const result = await call();
    if (result.status === RegistrationStatus.AccountCreated) {
      track('sign_up', { method });
      return { kind: 'created', email };
    }
    if (result.status === RegistrationStatus.DuplicateEmail)
      return { kind: 'error', message: t.duplicateEmail };
    return { kind: 'error', message: t.unexpected };
  } catch (error) {
    return { kind: 'error', message: registrationErrorMessage(error) };
  }
}

/**
 * Lets go of focus before a step replaces the control that has it. The new step's heading takes
 * focus next; without this the browser blurs a control while React removes it, and react-aria's
 * blur handlers then update state in the middle of React's commit.
 */
export function releaseFocus() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) active.blur();
}
