import {
  formatMoney,
  NetProfitEstimateForm,
  type NetProfitEstimateInput,
  type NetProfitEstimateValues,
} from '@citytax/forms';
import { parseIsoDate, todayIn } from '@citytax/tax-rules';
import { Alert, Button, DisplayMode, Spinner } from '@citytax/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { printForm, TaxFormPage } from '../../taxForm';
import { FiledFormStatus } from '../../taxForm/FiledFormStatus';
import { useEstimateSubmission } from '../../taxForm/useEstimateSubmission';
import { formsEn } from '../../messages/forms.en';
import { netProfitEstimateEn as t } from '../../messages/netProfitEstimate.en';
import { routesOf } from '../../navigation';
import { FocusedAlert } from '../account/FocusedAlert';
import { useEstimateData } from './estimate/useEstimateData';
import { LoadFailed } from '../../taxForm/LoadFailed';

const DRAFT_KEY = 'net-profit-estimate';
const PRINT_FORM = 'net-profit-estimate';
const PRINT_BUTTON_ID = 'net-profit-estimate-print';

/**
 * /forms/business/net-profit-estimate (business users only; TAX-RULES.md §3): the net profit
 * estimate for the current year with its live preview. Submitting reminds the filer to print, then
 * stores the estimate; a payment goes on to /form/{id}/pay, and $0.00 files it with no payment.
 * The route's loader (`netProfitEstimateLoader`) reads the cities and credits.
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
    printReminder: { formTitle: t.printTitle, printButtonId: PRINT_BUTTON_ID },
  });
  const { taxYear, draft, filedTaxYear, filedId, filedEstimate } = estimate;
  const { load, retry } = useEstimateData(taxYear);

  const ready = load.status === 'loaded' && draft.restored !== undefined;
  const printButton = (
    <Button id={PRINT_BUTTON_ID} variant="secondary" data-print="hide" onClick={() => printForm(PRINT_FORM)}>
      {t.print}
    </Button>
  );

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.Business}>
      {filedTaxYear !== null ? (
        <>
          <FocusedAlert variant="success">{t.filed(filedTaxYear)}</FocusedAlert>
          {filedEstimate?.netLoss ? <p>{t.filedNetLoss(formatMoney(filedEstimate.estimatedTax))}</p> : null}
          {filedId !== null ? <FiledFormStatus formId={filedId} amountPaid={0} /> : null}
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
            <LoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={retry} />
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
              {...estimate.formProps}
              actions={printButton}
            />
          ) : null}
        </>
      )}
      {estimate.printReminder}
      {estimate.unsavedChanges}
    </TaxFormPage>
  );
}
