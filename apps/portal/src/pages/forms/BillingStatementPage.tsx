import {
  BillingStatementForm,
  BillingStatementPreview,
  type BillingStatementInput,
  type BillingStatementResult,
  type BillingStatementValues,
} from '@citytax/forms';
import { Alert, Button, DisplayMode, PrintReminderDialog, Spinner } from '@citytax/ui';
import { useCallback, useEffect, useState } from 'react';
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
import { billingStatementEn } from '../../messages/billingStatement.en';
import { formsEn } from '../../messages/forms.en';
import { routesOf } from '../../navigation';
import { getEndpoints } from '../../state/endpoints';
import { useSubmissionKey } from '../../state/submissionKey';
import { FocusedAlert } from '../account/FocusedAlert';

const t = billingStatementEn;
const DRAFT_KEY = 'billing-statement';
const PRINT_NAME = 'billing-statement';

/** What the draft keeps: the form's values as typed. */
type BillingDraft = Pick<BillingStatementInput, keyof BillingStatementInput>;

type Outcome = { kind: 'filed'; statement: BillingStatementResult } | { kind: 'leaving' };

/**
 * /forms/individual/tax-penalty-interest (TAX-RULES.md §5): the billing statement with its live
 * preview. Calculate asks the server for the amounts; continuing (after the print reminder)
 * stores the statement and goes on to /form/{id}/pay, or files it when nothing is due.
 */
export function BillingStatementPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<BillingDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<BillingStatementResult>();
  const [serverError, setServerError] = useState<string>();
  const [toStore, setToStore] = useState<BillingStatementValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per visit and set of values: a double submit stores one statement, changed values a new one.
  const submissionKey = useSubmissionKey();

  const editing = dirty && outcome === null && values !== null;
  const draft = useServerDraft<BillingDraft>(DRAFT_KEY, values ?? ({} as BillingDraft), editing);
  const unsavedChanges = useUnsavedChanges(editing);

  // A restored draft counts as unsaved until it is stored or discarded.
  const restored = draft.restored;
  useEffect(() => {
    if (!restored) return;
    setValues(restored);
    setDirty(true);
  }, [restored]);

  const onValuesChange = useCallback((next: BillingStatementInput, changed: boolean) => {
    setValues(next);
    setDirty(changed);
  }, []);

  async function onCalculate(body: BillingStatementValues) {
    setServerError(undefined);
    try {
      const calculation = await (await getEndpoints()).calculateBillingStatement(body);
      setResult({ request: body, calculation });
    } catch (error) {
      setServerError(formErrorText(error, t.calculateFailed));
    }
  }

  /** After the print reminder: store the statement, then pay it, or file it when nothing is due. */
  async function store(body: BillingStatementValues) {
    setServerError(undefined);
    setSaving(true);
    const key = submissionKey(body);
    try {
      const endpoints = await getEndpoints();
      const { id, ...calculation } = await endpoints.billingStatement(body, key);
      if (calculation.total > 0) {
        // Clean before leaving, so the unsaved-changes guard lets the navigation through.
        flushSync(() => setOutcome({ kind: 'leaving' }));
        await draft.clear();
        navigate(`/form/${id}/pay`);
        return;
      }
      await endpoints.noPayment(id).catch((error: unknown) => {
        // Filed by an earlier try whose answer was lost: that is the outcome wanted.
        if (problemKind(error) !== 'tax-form-already-filed') throw error;
      });
      setOutcome({ kind: 'filed', statement: { request: body, calculation } });
      await draft.clear();
    } catch (error) {
      setServerError(formErrorText(error, t.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  const printButton = (
    <div data-print="hide">
      <Button variant="secondary" onClick={() => printForm(PRINT_NAME)}>
        {formsEn.print}
      </Button>
    </div>
  );

  if (outcome?.kind === 'filed') {
    const { request, calculation } = outcome.statement;
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.BillingStatement}>
        <FocusedAlert variant="success">{t.filed(request.taxYear)}</FocusedAlert>
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
    <TaxFormPage title={t.title} displayMode={DisplayMode.BillingStatement}>
      <p>{t.intro}</p>
      {restored === undefined ? <Spinner label={t.loading} showLabel /> : null}
      {restored ? <Alert variant="info">{formsEn.draft.restored}</Alert> : null}
      {draft.saveFailed ? <Alert variant="warning">{formsEn.draft.saveFailed}</Alert> : null}
      {restored !== undefined ? (
        <BillingStatementForm
          onCalculate={onCalculate}
          onSubmit={(body) => setToStore(body)}
          onValuesChange={onValuesChange}
          result={result}
          submitting={saving || outcome?.kind === 'leaving'}
          serverError={serverError}
          draftValues={restored ?? undefined}
        />
      ) : null}
      {printButton}
      <PrintReminderDialog
        open={toStore !== null}
        onOpenChange={(open) => {
          if (!open) setToStore(null);
        }}
        formTitle={t.printTitle}
        // Returning to print gives focus back to the continue button; Print this form is the next stop.
        onDismiss={(wantsToPrint) => {
          const body = toStore;
          setToStore(null);
          if (!wantsToPrint && body) void store(body);
        }}
      />
      {unsavedChanges}
    </TaxFormPage>
  );
}
