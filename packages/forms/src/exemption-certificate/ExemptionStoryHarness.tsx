import {
  createApiClient,
  createEndpoints,
  isApiError,
  problemMessage,
  type ExemptRequest,
} from '@citytax/api';
import { Alert } from '@citytax/ui';
import { useState } from 'react';
import { ExemptionCertificateForm, type ExemptionCertificateFormProps } from './ExemptionCertificateForm';

const SUPPORT = { email: 'support@citytax.example', phone: '216-555-0100' };
export const STORY_SAVED_TEXT = 'Your exemption certificate has been filed.';
export const STORY_SAVE_FAILED =
  'An unexpected error occurred while saving your form. Please try again later.';

/**
 * Stories only: saves through POST /api/exempt (answered by each story's MSW handlers) the way
 * the portal page does, so saving, saved and failed states are reachable. Each mount signs in
 * as its own story user, so the mocks' one-certificate rule never leaks between stories.
 */
export function ExemptionStoryHarness(props: ExemptionCertificateFormProps) {
  const [endpoints] = useState(() => {
    const token = `story-${crypto.randomUUID()}`;
    return createEndpoints(createApiClient({ getToken: () => token }));
  });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [saved, setSaved] = useState(false);
  const [serverError, setServerError] = useState<string>();

  async function onSubmit(values: ExemptRequest) {
    setServerError(undefined);
    await props.onSubmit(values);
    try {
      await endpoints.exempt(values, idempotencyKey);
      setSaved(true);
    } catch (error) {
      setServerError(
        isApiError(error) && error.problem && error.status < 500
          ? problemMessage(error.problem, SUPPORT)
          : STORY_SAVE_FAILED,
      );
    }
  }

  return (
    <>
      {saved ? <Alert variant="success">{STORY_SAVED_TEXT}</Alert> : null}
      <ExemptionCertificateForm
        {...props}
        onSubmit={onSubmit}
        readOnly={saved || props.readOnly}
        serverError={serverError ?? props.serverError}
      />
    </>
  );
}
