import { isApiError, problemMessage, UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import { Alert } from '@citytax/ui';
import { useState, type ReactNode } from 'react';

const STORY_CONTACT = { email: 'support@citytax.example', phone: '216-555-0100' };

/** The message a page shows for a failed call: spec §8's text for a problem, else the generic one. */
export function storyErrorMessage(error: unknown): string {
  return isApiError(error) && error.problem
    ? problemMessage(error.problem, STORY_CONTACT)
    : UNEXPECTED_ERROR_MESSAGE;
}

export interface SaveHarnessProps<V> {
  /** The API call the page would make with the form's values. */
  call: (values: V) => Promise<unknown>;
  successText: string;
  children: (onSubmit: (values: V) => Promise<void>, serverError: string | undefined) => ReactNode;
}

/** Stories only: wires a form to the MSW-answered API the way the portal page does. */
export function SaveHarness<V>({ call, successText, children }: SaveHarnessProps<V>) {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string>();
  if (done) return <Alert variant="success">{successText}</Alert>;
  const onSubmit = async (values: V) => {
    setServerError(undefined);
    try {
      await call(values);
      setDone(true);
    } catch (error) {
      setServerError(storyErrorMessage(error));
    }
  };
  return <>{children(onSubmit, serverError)}</>;
}
