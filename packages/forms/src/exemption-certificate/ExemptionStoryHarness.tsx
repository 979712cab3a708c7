import { Alert } from '@citytax/ui';
import { useState } from 'react';
import { useStorySave } from '../form-kit/useStorySave';
import { ExemptionCertificateForm, type ExemptionCertificateFormProps } from './ExemptionCertificateForm';

export { STORY_SAVE_FAILED } from '../form-kit/useStorySave';
export const STORY_SAVED_TEXT = 'Your exemption certificate has been filed.';

/**
 * Stories only: saves through POST /api/exempt (answered by each story's MSW handlers) the way
 * the portal page does, so saving, saved and failed states are reachable. Each mount signs in
 * as its own story user, so the mocks' one-certificate rule never leaks between stories.
 */
export function ExemptionStoryHarness(props: ExemptionCertificateFormProps) {
  const [saved, setSaved] = useState(false);
  const { submit, serverError } = useStorySave(async (endpoints, values, idempotencyKey) => {
    await endpoints.exempt(values, idempotencyKey);
    setSaved(true);
  }, props.onSubmit);

  return (
    <>
      {saved ? <Alert variant="success">{STORY_SAVED_TEXT}</Alert> : null}
      <ExemptionCertificateForm
        {...props}
        onSubmit={submit}
        readOnly={saved || props.readOnly}
        serverError={serverError ?? props.serverError}
      />
    </>
  );
}
