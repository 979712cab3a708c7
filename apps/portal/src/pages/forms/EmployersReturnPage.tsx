import type { ReturnOfIncomeResponse } from '@citytax/api';
import {
  EmployersReturnForm,
  periodName,
  type EmployersReturnInput,
  type EmployersReturnValues,
} from '@citytax/forms';
import { todayIn } from '@citytax/tax-rules';
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
import { employersReturnEn } from '../../messages/employersReturn.en';
import { formsEn } from '../../messages/forms.en';
import { routesOf } from '../../navigation';
import { getEndpoints } from '../../state/endpoints';
import { FocusedAlert } from '../account/FocusedAlert';

const t = employersReturnEn;
const DRAFT_KEY = 'employers-return';
const PRINT_ID = 'employers-return-print';
const PRINT_NAME = 'employers-return';

/** What the draft keeps: the form's values as typed. */
type ReturnDraft = { [K in keyof EmployersReturnInput]: EmployersReturnInput[K] };

type Outcome = { kind: 'filed'; saved: ReturnOfIncomeResponse } | { kind: 'leaving' };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * /forms/individual/employers-return-of-income (business users; TAX-RULES.md §4, §5): the return
 * with its live preview. Filing asks to print first, then stores the return (one Idempotency-Key
 * per visit); an amount due goes on to /form/{id}/pay, and $0.00 is filed with no payment.
 */
export function EmployersReturnPage() {
  const navigate = useNavigate();
  const [today] = useState(() => todayIn());
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<ReturnDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [focusPrint, setFocusPrint] = useState(false);
  /** The checked values waiting for the print reminder's answer. */
  const pending = useRef<EmployersReturnValues | null>(null);

  const editing = dirty && outcome === null && values !== null;
  const draft = useServerDraft<ReturnDraft>(DRAFT_KEY, values ?? ({} as ReturnDraft), editing);
  const unsavedChanges = useUnsavedChanges(editing);

  // A restored draft counts as unsaved until it is filed or discarded.
  const restored = draft.restored;
  useEffect(() => {
    if (!restored) return;
    setValues(restored);
    setDirty(true);
  }, [restored]);

  // "I want to print" returns to the Print button. The closing dialog gives focus back to the button
  // that opened it from a timer it sets when it unmounts; so wait until it is gone, then go after it.
  useEffect(() => {
    if (printOpen || !focusPrint) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusWhenClosed = (tries: number) => {
      const open = document.querySelector('[data-role="alertdialog"]');
      timer = setTimeout(
        () => {
          if (open && tries > 0) return focusWhenClosed(tries - 1);
          document.getElementById(PRINT_ID)?.focus();
          setFocusPrint(false);
        },
        open ? 20 : 0,
      );
    };
    focusWhenClosed(50);
    return () => clearTimeout(timer);
  }, [printOpen, focusPrint]);

  const onValuesChange = useCallback((next: EmployersReturnInput, changed: boolean) => {
    setValues(next);
    setDirty(changed);
  }, []);

  async function onSubmit(body: EmployersReturnValues) {
    setServerError(undefined);
    pending.current = body;
    setPrintOpen(true);
  }

  async function file() {
    const body = pending.current;
    if (!body) return;
    setBusy(true);
    setServerError(undefined);
    try {
      const endpoints = await getEndpoints();
      const saved = await endpoints.returnOfIncome(body, idempotencyKey);
      if (saved.amountDue > 0) {
        // Clean before leaving, so the unsaved-changes guard lets the navigation through.
        flushSync(() => setOutcome({ kind: 'leaving' }));
        await draft.clear();
        navigate(`/form/${saved.id}/pay`);
        return;
      }
      await endpoints.noPayment(saved.id).catch((error: unknown) => {
        // Filed by an earlier try whose answer was lost: that is the outcome wanted.
        if (problemKind(error) !== 'tax-form-already-filed') throw error;
      });
      setOutcome({ kind: 'filed', saved });
      await draft.clear();
    } catch (error) {
      const message = formErrorText(error, t.saveFailed);
      setServerError(problemKind(error) === 'conflict' ? `${message} ${t.duplicateHint}` : message);
    } finally {
      setBusy(false);
    }
  }

  const printButton = (
    <Button id={PRINT_ID} variant="secondary" data-print="hide" onClick={() => printForm(PRINT_NAME)}>
      {formsEn.print}
    </Button>
  );

  if (outcome?.kind === 'filed') {
    const { saved } = outcome;
    const name = periodName(saved.frequency, saved.taxYear, saved.period);
    const lines: [string, string][] = [
      [t.filedLines.dueDate, longDate(saved.dueDate)],
      [t.filedLines.filedDate, longDate(saved.filedDate)],
      [t.filedLines.employeeCount, String(saved.employeeCount)],
      [t.filedLines.totalWages, money.format(saved.totalWages)],
      [t.filedLines.taxWithheld, money.format(saved.taxWithheld)],
      [t.filedLines.priorCredit, money.format(saved.priorCredit)],
      [t.filedLines.amountDue, money.format(saved.amountDue)],
    ];
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.Business}>
        <FocusedAlert variant="success">{t.filed(name)}</FocusedAlert>
        <table>
          <caption>{`${t.filedCaption}: ${name}`}</caption>
          <tbody>
            {lines.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
      {restored === undefined ? <Spinner label={t.loading} showLabel /> : null}
      {restored ? <Alert variant="info">{formsEn.draft.restored}</Alert> : null}
      {draft.saveFailed ? <Alert variant="warning">{formsEn.draft.saveFailed}</Alert> : null}
      {restored !== undefined ? (
        <>
          <EmployersReturnForm
            today={today}
            onSubmit={onSubmit}
            onValuesChange={onValuesChange}
            submitting={busy || outcome?.kind === 'leaving'}
            serverError={serverError}
            draftValues={restored ?? undefined}
          />
          <p>{printButton}</p>
        </>
      ) : null}
      <PrintReminderDialog
        open={printOpen}
        onOpenChange={setPrintOpen}
        formTitle={t.printTitle}
        onDismiss={(wantsToPrint) => {
          setPrintOpen(false);
          if (wantsToPrint) setFocusPrint(true);
          else void file();
        }}
      />
      {unsavedChanges}
    </TaxFormPage>
  );
}
