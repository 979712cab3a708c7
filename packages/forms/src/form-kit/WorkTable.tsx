import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import table from './moneyTable.module.css';

/** One line of a worked amount: what it is, optionally the rule that applied, and its amount. */
export interface WorkLine {
  /** Stable per line; also rendered as `data-line` for styling and tests. */
  key: string;
  label: ReactNode;
  /** The rule or rate that applied, shown under the label. */
  explanation?: ReactNode;
  /** The amount as shown (formatted money, "× 2.5%"). */
  value: ReactNode;
  /** A total or result: set bold. */
  emphasis?: boolean;
}

export interface WorkTableProps extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  caption: ReactNode;
  captionClassName?: string | undefined;
  /** The column headers: the line, and its amount. */
  lineHeader: string;
  amountHeader: string;
  lines: readonly WorkLine[];
  /** Labels stand out from their explanations (a table where some lines explain their rule). */
  explained?: boolean;
}

/**
 * A tax form showing its work: line by line, each label with its amount at the end, totals in bold.
 * An amount never wraps; too narrow for two columns, each line stacks its label above its amount.
 * Nothing in it is interactive, so it prints as it shows.
 */
export function WorkTable({
  caption,
  captionClassName,
  lineHeader,
  amountHeader,
  lines,
  explained = false,
  className,
  ...rest
}: WorkTableProps) {
  return (
    <div className={table.frame}>
      <table {...rest} className={[table.table, className].filter(Boolean).join(' ')}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{lineHeader}</th>
            <th scope="col" className={table.amount}>
              {amountHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-line={line.key} data-emphasis={line.emphasis || undefined}>
              <th scope="row">
                {explained ? <span className={table.lineLabel}>{line.label}</span> : line.label}
                {line.explanation ? <span className={table.explanation}>{line.explanation}</span> : null}
              </th>
              <td className={table.amount}>{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
