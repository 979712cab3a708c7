import { Table, type TableProps } from '@citytax/ui';
import type { ReactNode } from 'react';
import styles from './WorkTable.module.css';

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

export interface WorkTableProps extends Omit<
  TableProps,
  'columns' | 'rows' | 'footer' | 'firstCellIsHeader' | 'stackBelow'
> {
  /** The column headers: the line, and its amount. */
  lineHeader: string;
  amountHeader: string;
  lines: readonly WorkLine[];
  /** Labels stand out from their explanations (a table where some lines explain their rule). */
  explained?: boolean;
}

/**
 * A tax form showing its work: line by line, each label with its amount at the end, totals in bold.
 * An amount never wraps; too narrow for two columns, each line stacks its label above its amount
 * (the ui `Table`'s stacking; the amount needs no column name there). Nothing in it is interactive,
 * so it prints as it shows.
 */
export function WorkTable({ lineHeader, amountHeader, lines, explained = false, ...rest }: WorkTableProps) {
  return (
    <Table
      {...rest}
      columns={[
        { header: lineHeader, label: false },
        { header: amountHeader, numeric: true, label: false },
      ]}
      rows={lines.map((line) => ({
        key: line.key,
        emphasis: line.emphasis ?? false,
        rowProps: { 'data-line': line.key },
        cells: [
          <>
            {explained ? <span className={styles.lineLabel}>{line.label}</span> : line.label}
            {line.explanation ? <span className={styles.explanation}>{line.explanation}</span> : null}
          </>,
          line.value,
        ],
      }))}
    />
  );
}
