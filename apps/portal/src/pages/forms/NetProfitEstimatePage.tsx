import {
  NetProfitEstimateForm,
  type NetProfitEstimateInput,
  type NetProfitEstimateValues,
} from '@citytax/forms';
import { parseIsoDate, todayIn } from '@citytax/tax-rules';
import { Alert, Button, DisplayMode, PrintReminderDialog, Spinner } from '@citytax/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { printForm, TaxFormPage } from '../../forms';
import { useEstimateLoad } from '../../forms/useEstimateLoad';
import { useEstimateSubmission } from '../../forms/useEstimateSubmission';
import { formsEn } from '../../messages/forms.en';
import { netProfitEstimateEn as t } from '../../messages/netProfitEstimate.en';
import { routesOf } from '../../navigation';
import { FocusedAlert } from '../account/FocusedAlert';

const DRAFT_KEY = 'net-profit-estimate';
const PRINT_FORM = 'net-profit-estimate';
const PRINT_BUTTON_ID = 'net-profit-estimate-print';

/**
 * Moves focus to the Print button once the closing dialog has handed focus back (to the submit
 * button it opened from), or after a short wait if it hands it nowhere.
 */
function focusPrintAfterDialog() {
  const focusPrint = () => {
    document.removeEventListener('focusin', onFocusIn);
    clearTimeout(fallback);
    document.getElementById(PRINT_BUTTON_ID)?.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.closest('[role="alertdialog"]')) return;
    focusPrint();
  };
  const fallback = setTimeout(focusPrint, 300);
  document.addEventListener('focusin', onFocusIn);
}

/**
 * /forms/business/net-profit-estimate (business users only; TAX-RULES.md §3): the net profit
 * estimate for the current year with its live preview. Submitting reminds the filer to print, then
 * stores the estimate; a payment goes on to /form/{id}/pay, and $0.00 files it with no payment.
 */
export function NetProfitEstimatePage() {
  const [today] = useState(() => todayIn());
  // The current year only: a restored draft of another year opens on it.
  const [years] = useState(() => [parseIsoDate(today).y]);
  const estimate = useEstimateSubmission<NetProfitEstimateInput, NetProfitEstimateValues>({
    draftKey: DRAFT_KEY,
    years,
    store: (endpoints, body, key) => endpoints.netProfitEstimate(body, key),
    saveFailed: t.saveFailed,
  });
  const { taxYear, draft, outcome } = estimate;
  const { load, retry } = useEstimateLoad(taxYear);
  /** Valid values waiting for the print reminder's answer. */
  const [pending, setPending] = useState<NetProfitEstimateValues | null>(null);

  function onSubmit(body: NetProfitEstimateValues) {
    estimate.clearServerError();
    setPending(body);
  }

  const ready = load.status === 'loaded' && draft.restored !== undefined;
  const printButton = (
    <Button id={PRINT_BUTTON_ID} variant="secondary" data-print="hide" onClick={() => printForm(PRINT_FORM)}>
      {t.print}
    </Button>
  );

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.Business}>
      {outcome?.kind === 'filed' ? (
        <>
          <FocusedAlert variant="success">{t.filed(outcome.taxYear)}</FocusedAlert>
          <ul data-print="hide">
            <li>
              <Link to={routesOf.estimatesAndCredits}>{t.viewEstimates}</Link>
            </li>
            <li>
              <Link to={routesOf.dashboard}>{t.dashboard}</Link>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p>{t.intro(taxYear)}</p>
          {load.status === 'error' ? (
            <>
              <Alert variant="error">{t.loadFailed}</Alert>
              <Button variant="secondary" onClick={retry}>
                {t.retry}
              </Button>
            </>
          ) : null}
          {!ready && load.status !== 'error' ? <Spinner label={t.loading} showLabel /> : null}
          {draft.restored ? <Alert variant="info">{formsEn.draft.restored}</Alert> : null}
          {draft.saveFailed ? <Alert variant="warning">{formsEn.draft.saveFailed}</Alert> : null}
          {ready ? (
            <NetProfitEstimateForm
              cities={load.cities}
              taxYear={taxYear}
              paidSoFar={load.paidByYear.get(taxYear) ?? 0}
              today={today}
              onSubmit={onSubmit}
              onValuesChange={estimate.onValuesChange}
              submitting={estimate.submitting}
              serverError={estimate.serverError}
              draftValues={estimate.draftValues}
              actions={printButton}
            />
          ) : null}
        </>
      )}
      <PrintReminderDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        formTitle={t.printTitle}
        onDismiss={(wantsToPrint) => {
          const body = pending;
          setPending(null);
          if (wantsToPrint) {
            focusPrintAfterDialog();
          } else if (body) {
            void estimate.submit(body);
          }
        }}
      />
      {estimate.unsavedChanges}
    </TaxFormPage>
  );
}
