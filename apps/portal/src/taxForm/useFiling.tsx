import { ProblemType, type Endpoints } from '@citytax/api';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formsEn } from '../messages/forms.en';
import { LazyPrintReminderDialog } from '../shell/lazyDialog';
import { getEndpoints } from '../state/endpoints';
import { useFormVisitKey } from '../state/formVisitKey';
import { formErrorText, problemKind } from './errorText';
import { printForm } from './printForm';
import { useServerDraft, type ServerDraft } from './useServerDraft';
import { useUnsavedChanges } from './useUnsavedChanges';

/**
 * Files a stored form that owes nothing (POST …/no-payment). `tax-form-already-filed` counts as
 * success: an earlier try whose answer was lost filed it, which is the outcome wanted.
 */
export async function fileWithoutPayment(endpoints: Endpoints, id: number): Promise<void> {
  try {
    await endpoints.noPayment(id);
  } catch (error) {
    if (problemKind(error) !== ProblemType.TaxFormAlreadyFiled) throw error;
  }
}

/**
 * Submits a stored form with a balance due (Draft → AwaitingPayment, ADR 0017): filed by the
 * taxpayer, it now awaits payment and is listed so in Filings and Payments, whether or not they pay
 * at once. Already awaiting payment is the same answer; already filed (an earlier try paid it) is
 * fine too: the pay page says so.
 */
export async function submitForPayment(endpoints: Endpoints, id: number): Promise<void> {
  try {
    await endpoints.submitForm(id);
  } catch (error) {
    if (problemKind(error) !== ProblemType.TaxFormAlreadyFiled) throw error;
  }
}

/**
 * Moves focus to `id` once the closing print reminder has handed focus back (to the button it
 * opened from), or after a short wait if it hands it nowhere.
 */
function focusAfterDialog(id: string) {
  const focusTarget = () => {
    document.removeEventListener('focusin', onFocusIn);
    clearTimeout(fallback);
    document.getElementById(id)?.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.closest('[role="alertdialog"]')) return;
    focusTarget();
  };
  const fallback = setTimeout(focusTarget, 300);
  document.addEventListener('focusin', onFocusIn);
}

/** "Billing Statement" → "billing-statement": a form's name in the `print` event. */
const printNameOf = (formTitle: string) =>
  formTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface FilingOptions<Body, Stored extends { id: number }> {
  /** The key of the server draft of the form's values; null when the page keeps none. */
  draftKey: string | null;
  /** Stores the form with the visit's Idempotency-Key and answers the stored form. */
  store: (endpoints: Endpoints, body: Body, idempotencyKey: string) => Promise<Stored>;
  /** What the stored form owes, dollars: more than zero goes on to payment. */
  amountDue: (stored: Stored) => number;
  /** What to say when storing or filing fails without a message of its own. */
  saveFailed: string;
  /** The message of a failure (default: the problem's message, else `saveFailed`). */
  errorText?: (error: unknown, fallback: string) => string;
  /**
   * Ask to print first (spec §2 print reminder); with `printButtonId`, "I want to print" focuses it.
   * `printName` names the form in the `print` event of the dialog's Print button (default: the
   * title in lower case, words joined by hyphens).
   */
  printReminder?: { formTitle: string; printButtonId?: string; printName?: string };
  /** Unsaved changes the page tracks besides the drafted values (the annual return's entry editor). */
  dirty?: boolean;
  /** After filing with no payment (the page reloads what it shows). */
  onFiled?: (outcome: FilingOutcome<Body, Stored>) => void | Promise<void>;
  /** After a failure, besides the message (the page reloads a form changed elsewhere). */
  onError?: (error: unknown) => void | Promise<void>;
}

/** A form filed with no payment: what was sent and what the server stored. */
export interface FilingOutcome<Body, Stored> {
  body: Body;
  stored: Stored;
}

export interface Filing<Draft extends object, Body, Stored> {
  /** The server draft: restored values (undefined while loading), save failures. */
  draft: ServerDraft<Draft>;
  /** The values as typed so far (or restored), null before the first change. */
  values: Draft | null;
  /** Every change of the form: its values and whether they differ from where it started. */
  change: (next: Draft, dirty: boolean) => void;
  /** Changes the values kept without a change of the form (the estimate's tax year). */
  update: (change: (previous: Draft) => Draft) => void;
  /** The unsaved-changes dialog: render it. */
  unsavedChanges: ReactNode;
  /** Files the checked values: asks to print first when the page does, else files at once. */
  submit: (body: Body) => Promise<void>;
  /** Stores, then pays or files with no payment. */
  file: (body: Body) => Promise<void>;
  /** Storing or filing, also while the page leaves for payment: the form shows its busy button. */
  submitting: boolean;
  serverError: string | undefined;
  clearServerError: () => void;
  /** Set once the form is filed with no payment. */
  filed: FilingOutcome<Body, Stored> | null;
  /** The print reminder dialog (when asked for): render it. */
  printReminder: ReactNode;
}

/**
 * The one page flow "store, then pay or file with no payment" of every tax form page: the values
 * kept as a server draft (a restored draft counts as unsaved), the unsaved-changes prompt, the
 * print reminder, and filing. Filing stores the form with the visit's Idempotency-Key (ADR 0012),
 * then, when an amount is due, submits it (it awaits payment) and goes on to /form/{id}/pay, else
 * files it with no payment; either way the draft is removed.
 */
export function useFiling<Draft extends object, Body, Stored extends { id: number }>(
  options: FilingOptions<Body, Stored>,
): Filing<Draft, Body, Stored> {
  const navigate = useNavigate();
  const visitKey = useFormVisitKey();
  const [values, setValues] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [working, setWorking] = useState(false);
  const [leavingState, setLeavingState] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [filed, setFiled] = useState<FilingOutcome<Body, Stored> | null>(null);
  const [pending, setPending] = useState<{ body: Body } | null>(null);
  // Read by the unsaved-changes blocker when the navigation happens: set before navigating to
  // payment, it lets that navigation through without waiting for a render.
  const leaving = useRef(false);
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const open = filed === null && !leavingState;
  const editing = open && ((dirty && values !== null) || Boolean(options.dirty));
  const draft = useServerDraft<Draft>(
    options.draftKey,
    values ?? ({} as Draft),
    open && dirty && values !== null,
  );
  const unsavedChanges = useUnsavedChanges(editing, leaving);
  const clearDraft = draft.clear;

  // A restored draft counts as unsaved until it is filed or discarded.
  const restored = draft.restored;
  useEffect(() => {
    if (!restored) return;
    setValues(restored);
    setDirty(true);
  }, [restored]);

  const change = useCallback((next: Draft, changed: boolean) => {
    setValues(next);
    setDirty(changed);
  }, []);
  const update = useCallback((fn: (previous: Draft) => Draft) => {
    setValues((previous) => (previous ? fn(previous) : previous));
  }, []);
  const clearServerError = useCallback(() => setServerError(undefined), []);

  const file = useCallback(
    async (body: Body) => {
      if (busy.current) return;
      busy.current = true;
      const { store, amountDue, saveFailed, errorText = formErrorText, onFiled, onError } = latest.current;
      setServerError(undefined);
      setWorking(true);
      try {
        const endpoints = await getEndpoints();
        const stored = await store(endpoints, body, visitKey.key());
        if (amountDue(stored) > 0) {
          await submitForPayment(endpoints, stored.id);
          leaving.current = true;
          setLeavingState(true);
          await clearDraft();
          navigate(`/form/${stored.id}/pay`);
          return;
        }
        await fileWithoutPayment(endpoints, stored.id);
        const outcome = { body, stored };
        setFiled(outcome);
        await clearDraft();
        await onFiled?.(outcome);
      } catch (error) {
        leaving.current = false;
        setLeavingState(false);
        setServerError(errorText(error, saveFailed));
        await onError?.(error);
      } finally {
        busy.current = false;
        setWorking(false);
      }
    },
    [clearDraft, navigate, visitKey],
  );

  const submit = useCallback(
    async (body: Body) => {
      setServerError(undefined);
      if (latest.current.printReminder) setPending({ body });
      else await file(body);
    },
    [file],
  );

  const reminder = options.printReminder;
  const printReminder = reminder ? (
    <LazyPrintReminderDialog
      open={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) setPending(null);
      }}
      formTitle={reminder.formTitle}
      message={formsEn.printReminder.message}
      printLabel={formsEn.printReminder.print}
      onPrint={() => printForm(reminder.printName ?? printNameOf(reminder.formTitle))}
      onDismiss={(wantsToPrint) => {
        const waiting = pending;
        setPending(null);
        if (wantsToPrint) {
          // Without a Print button to go to, the dialog gives focus back to the button that opened it.
          if (reminder.printButtonId) focusAfterDialog(reminder.printButtonId);
        } else if (waiting) {
          void file(waiting.body);
        }
      }}
    />
  ) : null;

  return {
    draft,
    values,
    change,
    update,
    unsavedChanges,
    submit,
    file,
    submitting: working || leavingState,
    serverError,
    clearServerError,
    filed,
    printReminder,
  };
}
