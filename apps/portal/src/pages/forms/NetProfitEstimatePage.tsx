import type { City } from '@citytax/api';
import {
  NetProfitEstimateForm,
  type NetProfitEstimateInput,
  type NetProfitEstimateValues,
} from '@citytax/forms';
import { parseIsoDate, todayIn } from '@citytax/tax-rules';
import { Alert, Button, DisplayMode, PrintReminderDialog, Spinner } from '@citytax/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import {
  formErrorText,
  printForm,
  problemKind,
  TaxFormPage,
  useServerDraft,
  useUnsavedChanges,
} from '../../forms';
import { formsEn } from '../../messages/forms.en';
import { netProfitEstimateEn as t } from '../../messages/netProfitEstimate.en';
import { routesOf } from '../../navigation';
import { getEndpoints } from '../../state/endpoints';
import { FocusedAlert } from '../account/FocusedAlert';

const DRAFT_KEY = 'net-profit-estimate';
const PRINT_FORM = 'net-profit-estimate';
const PRINT_BUTTON_ID = 'net-profit-estimate-print';

/** What the draft keeps: the form's values and the tax year they are for. */
type NetProfitDraft = { [K in keyof NetProfitEstimateInput]: NetProfitEstimateInput[K] } & {
  taxYear: number;
};

type Load =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; cities: City[]; paidSoFar: number };

type Outcome = { kind: 'filed'; taxYear: number } | { kind: 'leaving' };

const toInput = (draft: Partial<NetProfitDraft>): Partial<NetProfitEstimateInput> => {
  const { taxYear: _taxYear, ...values } = draft;
  return values;
};

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
  const navigate = useNavigate();
  const [today] = useState(() => todayIn());
  const taxYear = parseIsoDate(today).y;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<NetProfitDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [saving, setSaving] = useState(false);
  /** Valid values waiting for the print reminder's answer. */
  const [pending, setPending] = useState<NetProfitEstimateValues | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per set of values in this visit: a double submit (or a retry after a lost answer)
  // stores one estimate; changed values are a new estimate.
  const submission = useRef<{ body: string; key: string } | null>(null);

  const editing = dirty && outcome === null && values !== null;
  const draft = useServerDraft<NetProfitDraft>(DRAFT_KEY, values ?? ({} as NetProfitDraft), editing);
  const unsavedChanges = useUnsavedChanges(editing);

  // A restored draft fills the form again and counts as unsaved.
  const restored = draft.restored;
  useEffect(() => {
    if (!restored) return;
    setValues({ ...restored, taxYear });
    setDirty(true);
  }, [restored, taxYear]);

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
        paidSoFar: credits.find((row) => row.taxYear === taxYear)?.amountPaid ?? 0,
      });
    })().catch(() => {
      if (current) setLoad({ status: 'error' });
    });
    return () => {
      current = false;
    };
  }, [taxYear, attempt]);

  const onValuesChange = useCallback(
    (next: NetProfitEstimateInput, changed: boolean) => {
      setValues({ ...next, taxYear });
      setDirty(changed);
    },
    [taxYear],
  );

  function onSubmit(body: NetProfitEstimateValues) {
    setServerError(undefined);
    setPending(body);
  }

  async function proceed(body: NetProfitEstimateValues) {
    const serialized = JSON.stringify(body);
    if (submission.current?.body !== serialized) {
      submission.current = { body: serialized, key: crypto.randomUUID() };
    }
    setSaving(true);
    try {
      const endpoints = await getEndpoints();
      const estimate = await endpoints.netProfitEstimate(body, submission.current.key);
      if (estimate.paymentAmount > 0) {
        // Clean before leaving, so the unsaved-changes guard lets the navigation through.
        flushSync(() => setOutcome({ kind: 'leaving' }));
        await draft.clear();
        navigate(`/form/${estimate.id}/pay`);
        return;
      }
      await endpoints.noPayment(estimate.id).catch((error: unknown) => {
        // Filed by an earlier try whose answer was lost: that is the outcome wanted.
        if (problemKind(error) !== 'tax-form-already-filed') throw error;
      });
      setOutcome({ kind: 'filed', taxYear: estimate.taxYear });
      await draft.clear();
    } catch (error) {
      setOutcome(null);
      setServerError(formErrorText(error, t.saveFailed));
    } finally {
      setSaving(false);
    }
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
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
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
              paidSoFar={load.paidSoFar}
              today={today}
              onSubmit={onSubmit}
              onValuesChange={onValuesChange}
              submitting={saving || outcome?.kind === 'leaving'}
              serverError={serverError}
              draftValues={values ? toInput(values) : restored ? toInput(restored) : undefined}
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
            void proceed(body);
          }
        }}
      />
      {unsavedChanges}
    </TaxFormPage>
  );
}
