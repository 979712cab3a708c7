import { createApiClient, createEndpoints, isApiError, problemMessage, type Endpoints } from '@citytax/api';
import { useState } from 'react';

const SUPPORT = { email: 'support@citytax.example', phone: '216-555-0100' };

/** What a story harness shows when saving fails without a problem the user can act on. */
export const STORY_SAVE_FAILED =
  'An unexpected error occurred while saving your form. Please try again later.';

/**
 * Stories only: saves a tax form through the MSW-answered API the way its portal page does. Each
 * mount signs in as its own story user (so the mocks' per-user rules never leak between stories)
 * and keeps one Idempotency-Key. A client error (4xx with a problem) shows the problem's own
 * message, any other failure the generic one.
 */
export function useStorySave<V>(
  save: (endpoints: Endpoints, values: V, idempotencyKey: string) => Promise<void>,
  onSubmit: (values: V) => unknown,
) {
  const [endpoints] = useState(() => {
    const token = `story-${crypto.randomUUID()}`;
    return createEndpoints(createApiClient({ getToken: () => token }));
  });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string>();

  async function submit(values: V) {
    setServerError(undefined);
    await onSubmit(values);
    try {
      await save(endpoints, values, idempotencyKey);
    } catch (error) {
      setServerError(
        isApiError(error) && error.problem && error.status < 500
          ? problemMessage(error.problem, SUPPORT)
          : STORY_SAVE_FAILED,
      );
    }
  }
  return { submit, serverError };
}
