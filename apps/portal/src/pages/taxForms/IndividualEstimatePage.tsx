import {
  estimateTaxYears,
  IndividualEstimateForm,
  type IndividualEstimateInput,
  type IndividualEstimateValues,
} from '@citytax/forms';
import { todayIn } from '@citytax/tax-rules';
import { Alert, Button, DisplayMode, RadioGroup, Spinner } from '@citytax/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { printForm, TaxFormPage } from '../../taxForm';
import { FiledFormStatus } from '../../taxForm/FiledFormStatus';
import { useEstimateSubmission } from '../../taxForm/useEstimateSubmission';
import { formsEn } from '../../messages/forms.en';
import { estimatesEn } from '../../messages/estimates.en';
import { routesOf } from '../../navigation';
import { FocusedAlert } from '../account/FocusedAlert';
import { useEstimateData } from './estimate/useEstimateData';

const t = estimatesEn.estimate;
const DRAFT_KEY = 'individual-estimate';
const PRINT_FORM = 'individual-estimate';
const PRINT_BUTTON_ID = 'individual-estimate-print';

/**
 * /forms/individual/estimate (TAX-RULES.md §3): the estimate with its live preview. Submitting
 * reminds the filer to print, then stores it; a payment goes on to /form/{id}/pay, and $0.00 files
 * it with no payment. The route's
 * loader (`individualEstimateLoader`) reads the cities of each year it may be for, and the credits.
 */
export function IndividualEstimatePage() {
  const [today] = useState(() => todayIn());
  const [years] = useState(() => estimateTaxYears(today));
  const estimate = useEstimateSubmission<IndividualEstimateInput, IndividualEstimateValues>({
    draftKey: DRAFT_KEY,
    years,
    store: (endpoints, body, key) => endpoints.individualEstimate(body, key),
    saveFailed: t.saveFailed,
    printReminder: { formTitle: t.printTitle, printButtonId: PRINT_BUTTON_ID, printName: PRINT_FORM },
  });
  const { taxYear, draft, filedTaxYear, filedId } = estimate;
  const { load } = useEstimateData(taxYear);
  const ready = load.status === 'loaded' && draft.restored !== undefined;
  const printButton = (
    <Button id={PRINT_BUTTON_ID} variant="secondary" data-print="hide" onClick={() => printForm(PRINT_FORM)}>
      {formsEn.print}
    </Button>
  );

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.Individual}>
      {filedTaxYear !== null ? (
        <>
          <FocusedAlert variant="success">{t.filed(filedTaxYear)}</FocusedAlert>
          {filedId !== null ? <FiledFormStatus formId={filedId} amountPaid={0} /> : null}
          <ul>
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
          <p>{t.intro}</p>
          {years.length > 1 ? (
            <RadioGroup
              label={t.taxYear}
              name="taxYear"
              hint={t.taxYearHint(years[1]!)}
              options={years.map((year) => ({ value: String(year), label: String(year) }))}
              value={String(taxYear)}
              onChange={(value) => estimate.chooseTaxYear(Number(value))}
            />
          ) : null}
          {load.status === 'error' ? <Alert variant="error">{t.loadFailed}</Alert> : null}
          {!ready && load.status !== 'error' ? <Spinner label={t.loading} showLabel /> : null}
          {draft.restored ? <Alert variant="info">{formsEn.draft.restored}</Alert> : null}
          {draft.saveFailed ? <Alert variant="warning">{formsEn.draft.saveFailed}</Alert> : null}
          {ready ? (
            <IndividualEstimateForm
              // A new tax year starts the form again from what was typed so far.
              key={taxYear}
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
