import type { ReturnOfIncomeResponse } from '@citytax/api';
import { Alert } from '@citytax/ui';
import { useState } from 'react';
import { formatMoney } from '../annual-return-shared/format';
import { useStorySave } from '../form-kit/useStorySave';
import { EmployersReturnForm, type EmployersReturnFormProps } from './EmployersReturnForm';

export { STORY_SAVE_FAILED } from '../form-kit/useStorySave';
export const storyPayText = (id: number, amount: number) =>
  `Return ${id} is saved with ${formatMoney(amount)} due; the portal goes on to /form/${id}/pay.`;
export const storyFiledText = (id: number) => `Return ${id} is filed; nothing is due.`;

/**
 * Stories only: files through POST /api/return-of-income (answered by each story's MSW handlers)
 * with one Idempotency-Key per mount, the way the portal page does, so the saving, saved, duplicate
 * and failed states are reachable.
 */
export function EmployersReturnStoryHarness(props: EmployersReturnFormProps) {
  const [saved, setSaved] = useState<ReturnOfIncomeResponse | null>(null);
  const { submit, serverError } = useStorySave(async (endpoints, values, idempotencyKey) => {
    const response = await endpoints.returnOfIncome(values, idempotencyKey);
    if (response.amountDue === 0) await endpoints.noPayment(response.id);
    setSaved(response);
  }, props.onSubmit);

  return (
    <>
      {saved ? (
        <Alert variant="success">
          {saved.amountDue > 0 ? storyPayText(saved.id, saved.amountDue) : storyFiledText(saved.id)}
        </Alert>
      ) : null}
      <EmployersReturnForm {...props} onSubmit={submit} serverError={serverError ?? props.serverError} />
    </>
  );
}
