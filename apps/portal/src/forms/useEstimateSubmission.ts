import type { Endpoints } from '@citytax/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { getEndpoints } from '../state/endpoints';
import { formErrorText, problemKind } from './errorText';
import { useServerDraft } from './useServerDraft';
import { useUnsavedChanges } from './useUnsavedChanges';

/** What a stored estimate answers with, as far as the page goes on from it. */
interface StoredEstimate {
  id: number;
  taxYear: number;
  paymentAmount: number;
}

export type EstimateOutcome = { kind: 'filed'; taxYear: number } | { kind: 'leaving' };

export interface EstimateSubmissionOptions<Body> {
  /** The key of the server draft. */
  draftKey: string;
  /** The tax years the filer may choose, the one the page opens on first. Keep it stable. */
  years: readonly number[];
  /** Stores the estimate with the Idempotency-Key. */
  store: (endpoints: Endpoints, body: Body, idempotencyKey: string) => Promise<StoredEstimate>;
  /** What to say when storing or filing fails without a message of its own. */
  saveFailed: string;
}

/**
 * The flow the individual and the net profit estimate pages share (TAX-RULES.md §3): the values
 * kept as a server draft with the tax year they are for (a restored draft picks its year when it
 * is still open, and counts as unsaved), the unsaved-changes prompt, and the submit. Submitting
 * stores the estimate, one Idempotency-Key per set of values so a double submit or a retry after
 * a lost answer stores one estimate; a payment goes on to /form/{id}/pay, and $0.00 files it with
 * no payment.
 */
export function useEstimateSubmission<Input extends object, Body>({
  draftKey,
  years,
  store,
  saveFailed,
}: EstimateSubmissionOptions<Body>) {
  type Draft = Input & { taxYear: number };
  const navigate = useNavigate();
  const [taxYear, setTaxYear] = useState(years[0]!);
  const [values, setValues] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<EstimateOutcome | null>(null);
  const submission = useRef<{ body: string; key: string } | null>(null);

  const editing = dirty && outcome === null && values !== null;
  const draft = useServerDraft<Draft>(draftKey, values ?? ({} as Draft), editing);
  const unsavedChanges = useUnsavedChanges(editing);

  const restored = draft.restored;
  useEffect(() => {
    if (!restored) return;
    const year = years.includes(restored.taxYear) ? restored.taxYear : years[0]!;
    setTaxYear(year);
    setValues({ ...restored, taxYear: year });
    setDirty(true);
  }, [restored, years]);

  const onValuesChange = useCallback(
    (next: Input, changed: boolean) => {
      setValues({ ...next, taxYear });
      setDirty(changed);
    },
    [taxYear],
  );

  const chooseTaxYear = useCallback((year: number) => {
    setTaxYear(year);
    setValues((previous) => (previous ? { ...previous, taxYear: year } : previous));
  }, []);

  const clearServerError = useCallback(() => setServerError(undefined), []);

  async function submit(body: Body) {
    setServerError(undefined);
    const serialized = JSON.stringify(body);
    if (submission.current?.body !== serialized) {
      submission.current = { body: serialized, key: crypto.randomUUID() };
    }
    setWorking(true);
    try {
      const endpoints = await getEndpoints();
      const estimate = await store(endpoints, body, submission.current.key);
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
      setServerError(formErrorText(error, saveFailed));
    } finally {
      setWorking(false);
    }
  }

  /** The values the form starts from: what was typed so far, else a restored draft. */
  const source = values ?? restored;
  let draftValues: Partial<Input> | undefined;
  if (source) {
    const { taxYear: _taxYear, ...rest } = source;
    draftValues = rest as Partial<Input>;
  }

  return {
    taxYear,
    chooseTaxYear,
    draft,
    unsavedChanges,
    onValuesChange,
    draftValues,
    submit,
    /** Stores or files: the form shows its busy button, also while the page leaves for payment. */
    submitting: working || outcome?.kind === 'leaving',
    serverError,
    clearServerError,
    outcome,
  };
}
