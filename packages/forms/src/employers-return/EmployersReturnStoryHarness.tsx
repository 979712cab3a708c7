import {
  createApiClient,
  createEndpoints,
  isApiError,
  problemMessage,
  type ReturnOfIncomeResponse,
} from '@citytax/api';
import { Alert } from '@citytax/ui';
import { useState } from 'react';
import {
  EmployersReturnForm,
  type EmployersReturnFormProps,
  type EmployersReturnValues,
} from './EmployersReturnForm';

const SUPPORT = { email: 'support@citytax.example', phone: '216-555-0100' };
export const STORY_SAVE_FAILED =
  'An unexpected error occurred while saving your form. Please try again later.';
export const storyPayText = (id: number, amount: number) =>
  `Return ${id} is saved with ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)} due; the portal goes on to /form/${id}/pay.`;
export const storyFiledText = (id: number) => `Return ${id} is filed; nothing is due.`;

/**
 * Stories only: files through POST /api/return-of-income (answered by each story's MSW handlers)
 * with one Idempotency-Key per mount, the way the portal page does, so the saving, saved, duplicate
 * and failed states are reachable.
 */
export function EmployersReturnStoryHarness(props: EmployersReturnFormProps) {
  const [endpoints] = useState(() => {
    const token = `story-${crypto.randomUUID()}`;
    return createEndpoints(createApiClient({ getToken: () => token }));
  });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [saved, setSaved] = useState<ReturnOfIncomeResponse | null>(null);
  const [serverError, setServerError] = useState<string>();

  async function onSubmit(values: EmployersReturnValues) {
    setServerError(undefined);
    await props.onSubmit(values);
    try {
      const response = await endpoints.returnOfIncome(values, idempotencyKey);
      if (response.amountDue === 0) await endpoints.noPayment(response.id);
      setSaved(response);
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
      {saved ? (
        <Alert variant="success">
          {saved.amountDue > 0 ? storyPayText(saved.id, saved.amountDue) : storyFiledText(saved.id)}
        </Alert>
      ) : null}
      <EmployersReturnForm {...props} onSubmit={onSubmit} serverError={serverError ?? props.serverError} />
    </>
  );
}
