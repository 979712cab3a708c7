import type { ReturnOfIncomeResponse } from '@citytax/api';
import {
  EmployersReturnForm,
  periodName,
  type EmployersReturnInput,
  type EmployersReturnValues,
  formatMoney,
} from '@citytax/forms';
import { Alert, Button, DisplayMode, Spinner, SummaryList, type SummaryListRow } from '@citytax/ui';
import { useCallback } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { formErrorText, printForm, problemKind, TaxFormPage, useFiling } from '../../taxForm';
import { FiledFormStatus } from '../../taxForm/FiledFormStatus';
import { employersReturnEn } from '../../messages/employersReturn.en';
import { formsEn } from '../../messages/forms.en';
import { routesOf } from '../../navigation';
import { FocusedAlert } from '../account/FocusedAlert';
import { useOnFilingAsChange } from '../../state/businesses';
import { useSettled } from '../../taxForm/useSettled';
import type { employersReturnLoader } from './employersReturnLoader';
import { LoadFailed } from '../../taxForm/LoadFailed';
import { formatCalendarDate } from '../../i18n/formats';

const t = employersReturnEn;
const DRAFT_KEY = 'employers-return';
const PRINT_ID = 'employers-return-print';
const PRINT_NAME = 'employers-return';
const FILED_HEADING_ID = 'employers-return-filed';

/** What the draft keeps: the form's values as typed. */
type ReturnDraft = { [K in keyof EmployersReturnInput]: EmployersReturnInput[K] };

/**
 * /forms/individual/employers-return-of-income (business users; TAX-RULES.md §4, §5): the return
 * with its live preview, on the one filing flow (`useFiling`): filing asks to print first, then
 * stores the return; an amount due goes on to /form/{id}/pay, and $0.00 is filed with no payment.
 */
export function EmployersReturnPage() {
  // The server's today and the taxpayer's late-filing history: what the preview assumes.
  const { context } = useLoaderData<typeof employersReturnLoader>();
  const { revalidate, state: revalidating } = useRevalidator();
  const settled = useSettled(context);
  const load = settled && revalidating !== 'loading' ? settled : undefined;
  // The late-filing history is the filing-as business's: read it again when that changes.
  useOnFilingAsChange(() => void revalidate());
  const filing = useFiling<ReturnDraft, EmployersReturnValues, ReturnOfIncomeResponse>({
    draftKey: DRAFT_KEY,
    store: (endpoints, body, key) => endpoints.returnOfIncome(body, key),
    amountDue: (saved) => saved.amountDue,
    saveFailed: t.saveFailed,
    // A second return of a period says how to tell periods apart.
    errorText: (error, fallback) => {
      const message = formErrorText(error, fallback);
      return problemKind(error) === 'conflict' ? `${message} ${t.duplicateHint}` : message;
    },
    printReminder: { formTitle: t.printTitle, printButtonId: PRINT_ID },
  });
  const { draft, change } = filing;
  const restored = draft.restored;
  const onValuesChange = useCallback(
    (next: EmployersReturnInput, changed: boolean) => change(next, changed),
    [change],
  );

  const printButton = (
    <Button id={PRINT_ID} variant="secondary" data-print="hide" onClick={() => printForm(PRINT_NAME)}>
      {formsEn.print}
    </Button>
  );

  if (filing.filed) {
    const saved = filing.filed.stored;
    const name = periodName(saved.frequency, saved.taxYear, saved.period);
    // The facts of one return, each a key and its value: a summary list, not a data table.
    const lines: SummaryListRow[] = [
      { key: t.filedLines.dueDate, value: formatCalendarDate(saved.dueDate) },
      { key: t.filedLines.filedDate, value: formatCalendarDate(saved.filedDate) },
      { key: t.filedLines.employeeCount, value: String(saved.employeeCount) },
      { key: t.filedLines.totalWages, value: formatMoney(saved.totalWages) },
      { key: t.filedLines.taxWithheld, value: formatMoney(saved.taxWithheld) },
      { key: t.filedLines.priorCredit, value: formatMoney(saved.priorCredit) },
      { key: t.filedLines.amountDue, value: formatMoney(saved.amountDue) },
    ];
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.Business}>
        <FocusedAlert variant="success">{t.filed(name)}</FocusedAlert>
        <FiledFormStatus formId={saved.id} amountPaid={0} />
        <section aria-labelledby={FILED_HEADING_ID}>
          <h2 id={FILED_HEADING_ID}>{`${t.filedCaption}: ${name}`}</h2>
          <SummaryList rows={lines} />
        </section>
        <p>{printButton}</p>
        <p data-print="hide">
          <Link to={routesOf.dashboard}>{t.dashboard}</Link>
        </p>
      </TaxFormPage>
    );
  }

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.Business}>
      <p>{t.intro}</p>
      {restored === undefined || !load ? <Spinner label={t.loading} showLabel /> : null}
      {load?.status === 'error' ? (
        <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={() => void revalidate()} />
      ) : null}
      {restored ? <Alert variant="info">{formsEn.draft.restored}</Alert> : null}
      {draft.saveFailed ? <Alert variant="warning">{formsEn.draft.saveFailed}</Alert> : null}
      {restored !== undefined && load?.status === 'loaded' ? (
        <>
          <EmployersReturnForm
            today={load.context.today}
            priorLateFiling={load.context.priorLateFiling}
            onSubmit={filing.submit}
            onValuesChange={onValuesChange}
            submitting={filing.submitting}
            serverError={filing.serverError}
            draftValues={restored ?? undefined}
          />
          <p>{printButton}</p>
        </>
      ) : null}
      {filing.printReminder}
      {filing.unsavedChanges}
    </TaxFormPage>
  );
}
