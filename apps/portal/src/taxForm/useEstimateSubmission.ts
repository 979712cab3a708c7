import type { Endpoints } from '@citytax/api';
import { useCallback, useEffect, useState } from 'react';
import { useFiling, type FilingOptions } from './useFiling';

/** What a stored estimate answers with, as far as the page goes on from it. */
interface StoredEstimate {
  id: number;
  taxYear: number;
  paymentAmount: number;
  /** The server's estimated tax, dollars. */
  estimatedTax: number;
  /** Net profit estimate only: the business expects a net loss, so no estimated tax is due. */
  netLoss?: boolean;
}

export interface EstimateSubmissionOptions<Body> {
  /** The key of the server draft. */
  draftKey: string;
  /** The tax years the filer may choose, the one the page opens on first. Keep it stable. */
  years: readonly number[];
  /** Stores the estimate with the Idempotency-Key. */
  store: (endpoints: Endpoints, body: Body, idempotencyKey: string) => Promise<StoredEstimate>;
  /** What to say when storing or filing fails without a message of its own. */
  saveFailed: string;
  /** Ask to print before filing (net profit estimate). */
  printReminder?: FilingOptions<Body, StoredEstimate>['printReminder'];
}

/**
 * The individual and the net profit estimate pages (TAX-RULES.md §3) on the one filing flow
 * (`useFiling`), plus the tax year the estimate is for: it is kept in the draft with the values, and
 * a restored draft picks its year when that year is still open.
 */
export function useEstimateSubmission<Input extends object, Body>({
  draftKey,
  years,
  store,
  saveFailed,
  printReminder,
}: EstimateSubmissionOptions<Body>) {
  type Draft = Input & { taxYear: number };
  const [taxYear, setTaxYear] = useState(years[0]!);
  const filing = useFiling<Draft, Body, StoredEstimate>({
    draftKey,
    store,
    amountDue: (estimate) => estimate.paymentAmount,
    saveFailed,
    ...(printReminder ? { printReminder } : {}),
  });
  const { change, update } = filing;

  const restored = filing.draft.restored;
  useEffect(() => {
    if (!restored) return;
    const year = years.includes(restored.taxYear) ? restored.taxYear : years[0]!;
    setTaxYear(year);
    change({ ...restored, taxYear: year }, true);
  }, [restored, years, change]);

  const onValuesChange = useCallback(
    (next: Input, changed: boolean) => change({ ...next, taxYear }, changed),
    [taxYear, change],
  );

  const chooseTaxYear = useCallback(
    (year: number) => {
      setTaxYear(year);
      update((previous) => ({ ...previous, taxYear: year }));
    },
    [update],
  );

  /** The values the form starts from: what was typed so far, else a restored draft. */
  const source = filing.values ?? restored;
  let draftValues: Partial<Input> | undefined;
  if (source) {
    const { taxYear: _taxYear, ...rest } = source;
    draftValues = rest as Partial<Input>;
  }

  return {
    taxYear,
    chooseTaxYear,
    draft: filing.draft,
    unsavedChanges: filing.unsavedChanges,
    printReminder: filing.printReminder,
    onValuesChange,
    draftValues,
    submit: filing.submit,
    submitting: filing.submitting,
    serverError: filing.serverError,
    clearServerError: filing.clearServerError,
    /** The tax year of the estimate filed with no payment. */
    filedTaxYear: filing.filed?.stored.taxYear ?? null,
    /** The id of the estimate filed with no payment (its confirmation's). */
    filedId: filing.filed?.stored.id ?? null,
    /** The server's answer for the estimate filed with no payment: its tax, and whether it is a loss. */
    filedEstimate: filing.filed
      ? { estimatedTax: filing.filed.stored.estimatedTax, netLoss: filing.filed.stored.netLoss ?? false }
      : null,
    /** What both estimate forms take from the page's filing, spread onto the form. */
    formProps: {
      onSubmit: filing.submit,
      onValuesChange,
      submitting: filing.submitting,
      serverError: filing.serverError,
      draftValues,
    },
  };
}
