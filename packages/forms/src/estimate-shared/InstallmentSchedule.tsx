import { centsToDollars, type EstimateResult } from '@citytax/tax-rules';
import { formatLongDate, formatMoney } from '../individual-estimate/format';
import type { EstimateScheduleMessages } from './messages.en';
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
 * What an estimate means for the filer (TAX-RULES.md §3): the payments made so far, whether
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
      <p>{result.required ? m.required : m.notRequired}</p>
      {result.safeHarborApplied ? (
        <p>{m.safeHarbor(formatMoney(centsToDollars(result.annualRequirement)))}</p>
      ) : null}
      <table className={styles.table}>
        <caption>{m.scheduleCaption(taxYear)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.columns.number}</th>
            <th scope="col">{m.columns.dueDate}</th>
            <th scope="col" className={styles.amount}>
              {m.columns.target}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.installments.map((installment) => {
            const isCurrent = installment.number === result.currentInstallment;
            return (
              <tr key={installment.number} data-current={isCurrent || undefined}>
                <th scope="row">
                  {installment.number}
                  {isCurrent ? ` (${m.nextDue})` : null}
                </th>
                <td>{formatLongDate(installment.dueDate)}</td>
                <td className={styles.amount}>{formatMoney(centsToDollars(installment.cumulativeTarget))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
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
