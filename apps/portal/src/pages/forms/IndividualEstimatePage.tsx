import type { City } from '@citytax/api';
import {
  estimateTaxYears,
  IndividualEstimateForm,
  type IndividualEstimateInput,
  type IndividualEstimateValues,
} from '@citytax/forms';
import { todayIn } from '@citytax/tax-rules';
import { Alert, DisplayMode, RadioGroup, Spinner } from '@citytax/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { formErrorText, problemKind, TaxFormPage, useServerDraft, useUnsavedChanges } from '../../forms';
import { formsEn } from '../../messages/forms.en';
import { estimatesEn } from '../../messages/estimates.en';
import { routesOf } from '../../navigation';
import { getEndpoints } from '../../state/endpoints';
import { FocusedAlert } from '../account/FocusedAlert';

const t = estimatesEn.estimate;
const DRAFT_KEY = 'individual-estimate';

/** What the draft keeps: the form's values and the tax year they are for. */
type EstimateDraft = {
  taxYear: number;
  residenceCity: string | null;
  estimatedIncome: number | null;
  estimatedCredits: number | null;
  priorYearTax: number | null;
  paymentAmount: number | null;
};

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; cities: City[]; paidByYear: Map<number, number> };

type Outcome = { kind: 'filed'; taxYear: number } | { kind: 'leaving' };

const toInput = (draft: Partial<EstimateDraft>): Partial<IndividualEstimateInput> => {
  const { taxYear: _taxYear, ...values } = draft;
  return values;
};

/**
 * /forms/individual/estimate (TAX-RULES.md §3): the estimate with its live preview. Submitting
 * stores it; a payment goes on to /form/{id}/pay, and $0.00 files it with no payment.
 */
export function IndividualEstimatePage() {
  const navigate = useNavigate();
  const [today] = useState(() => todayIn());
  const [years] = useState(() => estimateTaxYears(today));
  const [taxYear, setTaxYear] = useState(years[0]!);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [values, setValues] = useState<EstimateDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [filing, setFiling] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per set of values: a double submit stores one estimate, changed values a new one.
  const submission = useRef<{ body: string; key: string } | null>(null);

  const editing = dirty && outcome === null && values !== null;
  const draft = useServerDraft<EstimateDraft>(DRAFT_KEY, values ?? ({} as EstimateDraft), editing);
  const unsavedChanges = useUnsavedChanges(editing);

  // A restored draft picks its tax year (when that year is still open) and counts as unsaved.
  const restored = draft.restored;
  useEffect(() => {
    if (!restored) return;
    const year = years.includes(restored.taxYear) ? restored.taxYear : years[0]!;
    setTaxYear(year);
    setValues({ ...restored, taxYear: year });
    setDirty(true);
  }, [restored, years]);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    (async () => {
      const endpoints = await getEndpoints();
      const [{ cities }, credits] = await Promise.all([
        endpoints.cities(taxYear),
        endpoints.estimateCredits(),
      ]);
      if (!current) return;
      setLoad({
        status: 'loaded',
        cities,
        paidByYear: new Map(credits.map((row) => [row.taxYear, row.amountPaid])),
      });
    })().catch(() => {
      if (current) setLoad({ status: 'error' });
    });
    return () => {
      current = false;
    };
  }, [taxYear]);

  const onValuesChange = useCallback(
    (next: IndividualEstimateInput, changed: boolean) => {
      setValues({ taxYear, ...next });
      setDirty(changed);
    },
    [taxYear],
  );

  async function onSubmit(body: IndividualEstimateValues) {
    setServerError(undefined);
    const serialized = JSON.stringify(body);
    if (submission.current?.body !== serialized) {
      submission.current = { body: serialized, key: crypto.randomUUID() };
    }
    try {
      const endpoints = await getEndpoints();
      const estimate = await endpoints.individualEstimate(body, submission.current.key);
      if (estimate.paymentAmount > 0) {
        // Clean before leaving, so the unsaved-changes guard lets the navigation through.
        flushSync(() => setOutcome({ kind: 'leaving' }));
        await draft.clear();
        navigate(`/form/${estimate.id}/pay`);
        return;
      }
      setFiling(true);
      await endpoints.noPayment(estimate.id).catch((error: unknown) => {
        // Filed by an earlier try whose answer was lost: that is the outcome wanted.
        if (problemKind(error) !== 'tax-form-already-filed') throw error;
      });
      setOutcome({ kind: 'filed', taxYear: estimate.taxYear });
      await draft.clear();
    } catch (error) {
      setServerError(formErrorText(error, t.saveFailed));
    } finally {
      setFiling(false);
    }
  }

  const ready = load.status === 'loaded' && draft.restored !== undefined;

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.Individual}>
      {outcome?.kind === 'filed' ? (
        <>
          <FocusedAlert variant="success">{t.filed(outcome.taxYear)}</FocusedAlert>
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
              onChange={(value) => {
                const year = Number(value);
                setTaxYear(year);
                setValues((previous) => (previous ? { ...previous, taxYear: year } : previous));
              }}
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
              onSubmit={onSubmit}
              onValuesChange={onValuesChange}
              submitting={filing || outcome?.kind === 'leaving'}
              serverError={serverError}
              draftValues={values ? toInput(values) : restored ? toInput(restored) : undefined}
            />
          ) : null}
        </>
      )}
      {unsavedChanges}
    </TaxFormPage>
  );
}
