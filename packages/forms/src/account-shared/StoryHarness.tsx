import { createApiClient, createEndpoints, UNEXPECTED_ERROR_MESSAGE } from '@citytax/api';
import { Alert } from '@citytax/ui';
import { useState, type ReactNode } from 'react';

/** The typed calls, answered in Storybook by the MSW handlers of each story. */
export const storyEndpoints = createEndpoints(createApiClient());

export interface StoryHarnessProps<V> {
  /** The API call the page would make with the form's values. */
  call: (values: V) => Promise<unknown>;
  successText: string;
  /** The message a failed call shows; the generic one unless the page says more (a problem's text). */
  errorMessage?: (error: unknown) => string;
  children: (onSubmit: (values: V) => Promise<void>, serverError: string | undefined) => ReactNode;
}

/** Stories only: wires a form to the API the way a portal page does, so each state is reachable. */
export function StoryHarness<V>({
  call,
  successText,
  errorMessage = () => UNEXPECTED_ERROR_MESSAGE,
  children,
}: StoryHarnessProps<V>) {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string>();
  if (done) return <Alert variant="success">{successText}</Alert>;
  const onSubmit = async (values: V) => {
    setServerError(undefined);
    try {
      await call(values);
      setDone(true);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };
  return <>{children(onSubmit, serverError)}</>;
}
