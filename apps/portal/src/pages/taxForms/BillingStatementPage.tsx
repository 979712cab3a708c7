import type { BillingStatementResponse } from '@citytax/api';
import {
  BillingStatementForm,
  BillingStatementPreview,
  billingStatementProblemText,
  type BillingStatementInput,
  type BillingStatementResult,
  type BillingStatementValues,
} from '@citytax/forms';
import { Alert, Button, Spinner } from '@citytax/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formErrorText, printForm, TaxFormPage, useFiling } from '../../taxForm';
import { displayModeOf } from '../../taxForm/displayMode';
import { FiledFormStatus } from '../../taxForm/FiledFormStatus';
import { billingStatementEn } from '../../messages/billingStatement.en';
import { formsEn } from '../../messages/forms.en';
import { routesOf } from '../../navigation';
import { useUser } from '../../state/session';
import { getEndpoints } from '../../state/endpoints';
import { FocusedAlert } from '../account/FocusedAlert';

const t = billingStatementEn;
const DRAFT_KEY = 'billing-statement';
const PRINT_NAME = 'billing-statement';

/** What the draft keeps: the form's values as typed. */
type BillingDraft = Pick<BillingStatementInput, keyof BillingStatementInput>;

/**
 * /forms/individual/tax-penalty-interest (TAX-RULES.md §5): the billing statement with its live
 * preview. Calculate asks the server for the amounts; continuing (after the print reminder)
 * stores the statement and goes on to /form/{id}/pay, or files it when nothing is due.
 */
export function BillingStatementPage() {
  const user = useUser();
  const displayMode = displayModeOf('BillingStatement', Boolean(user?.isBusinessUser));
  const [result, setResult] = useState<BillingStatementResult>();
  const [calculateError, setCalculateError] = useState<string>();
  const filing = useFiling<BillingDraft, BillingStatementValues, BillingStatementResponse>({
    draftKey: DRAFT_KEY,
    store: (endpoints, body, key) => endpoints.billingStatement(body, key),
    amountDue: (stored) => stored.total,
    saveFailed: t.saveFailed,
    printReminder: { formTitle: t.printTitle },
  });
  const { draft, change, clearServerError } = filing;
  const restored = draft.restored;
  const onValuesChange = useCallback(
    (next: BillingStatementInput, changed: boolean) => change(next, changed),
    [change],
  );

  async function onCalculate(body: BillingStatementValues) {
    setCalculateError(undefined);
    clearServerError();
    try {
      const calculation = await (await getEndpoints()).calculateBillingStatement(body);
      setResult({ request: body, calculation });
    } catch (error) {
      setCalculateError(billingStatementProblemText(error) ?? formErrorText(error, t.calculateFailed));
    }
  }

  const printButton = (
    <div data-print="hide">
      <Button variant="secondary" onClick={() => printForm(PRINT_NAME)}>
        {formsEn.print}
      </Button>
    </div>
  );

  if (filing.filed) {
    const { body: request, stored } = filing.filed;
    const { id: _id, ...calculation } = stored;
    return (
      <TaxFormPage title={t.title} displayMode={displayMode}>
        <FocusedAlert variant="success">{t.filed(request.taxYear)}</FocusedAlert>
        <FiledFormStatus formId={stored.id} amountPaid={0} />
        <BillingStatementPreview request={request} calculation={calculation} />
        <ul data-print="hide">
          <li>
            <Link to={routesOf.dashboard}>{t.dashboard}</Link>
          </li>
        </ul>
        {printButton}
      </TaxFormPage>
    );
  }

  return (
    <TaxFormPage title={t.title} displayMode={displayMode}>
      <p>{t.intro}</p>
      {restored === undefined ? <Spinner label={t.loading} showLabel /> : null}
      {restored ? <Alert variant="info">{formsEn.draft.restored}</Alert> : null}
      {draft.saveFailed ? <Alert variant="warning">{formsEn.draft.saveFailed}</Alert> : null}
      {restored !== undefined ? (
        <BillingStatementForm
          onCalculate={onCalculate}
          onSubmit={filing.submit}
          onValuesChange={onValuesChange}
          result={result}
          submitting={filing.submitting}
          serverError={filing.serverError ?? calculateError}
          draftValues={restored ?? undefined}
        />
      ) : null}
      {printButton}
      {/* Returning to print gives focus back to the continue button; Print this form is the next stop. */}
      {filing.printReminder}
      {filing.unsavedChanges}
    </TaxFormPage>
  );
}
