import { centsToDollars, type EstimateResult } from '@citytax/tax-rules';
import { formatLongDate, formatMoney } from '../individual-estimate/format';
import type { EstimateScheduleMessages } from './messages.en';
import { AmountTable } from '../form-kit/AmountTable';
import styles from './estimate.module.css';

export interface Figure {
  label: string;
  value: string;
  /** The figure the preview leads up to (the suggested payment), set larger. */
  emphasis?: boolean;
}

/** A preview's figures: one label and amount per line. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={figure.emphasis ? [styles.figure, styles.suggested].join(' ') : styles.figure}
        >
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface InstallmentScheduleProps {
  result: EstimateResult;
  taxYear: number;
  /** Completed estimated payments of the tax year, in dollars. */
  paidSoFar: number;
  /** Figures shown before the payments made so far (the individual estimate's estimated tax). */
  figures?: readonly Figure[];
  messages: EstimateScheduleMessages;
}

/**
 * What an estimate means for the filer: the payments made so far, whether
 * estimates are required, the installment schedule with the next one marked, and the suggested
 * payment with how it follows from the schedule.
 */
export function InstallmentSchedule({
  result,
  taxYear,
  paidSoFar,
  figures = [],
  messages: m,
}: InstallmentScheduleProps) {
  const current = result.installments.find((i) => i.number === result.currentInstallment);
  return (
    <>
      <Figures figures={[...figures, { label: m.paidSoFar(taxYear), value: formatMoney(paidSoFar) }]} />
      <p>{result.required ? m.required : result.netLoss ? m.notRequiredNetLoss : m.notRequired}</p>
      {result.safeHarborApplied ? (
        <p>{m.safeHarbor(formatMoney(centsToDollars(result.annualRequirement)))}</p>
      ) : null}
      <AmountTable
        className={styles.schedule}
        caption={m.scheduleCaption(taxYear)}
        columns={[
          { header: m.columns.number },
          { header: m.columns.dueDate },
          { header: m.columns.target, amount: true },
        ]}
        rows={result.installments.map((installment) => {
          const isCurrent = installment.number === result.currentInstallment;
          return {
            key: installment.number,
            cells: [
              isCurrent ? `${installment.number} (${m.nextDue})` : installment.number,
              formatLongDate(installment.dueDate),
              formatMoney(centsToDollars(installment.cumulativeTarget)),
            ],
            rowProps: { 'data-current': isCurrent || undefined },
          };
        })}
      />
      <Figures
        figures={[
          { label: m.suggested, value: formatMoney(centsToDollars(result.suggestedPayment)), emphasis: true },
        ]}
      />
      {current ? (
        <p>
          {m.suggestedExplained(
            current.number,
            formatMoney(centsToDollars(current.cumulativeTarget)),
            formatMoney(paidSoFar),
          )}
        </p>
      ) : null}
    </>
  );
}
