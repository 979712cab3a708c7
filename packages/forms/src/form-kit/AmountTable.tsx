import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import table from './moneyTable.module.css';

export interface AmountColumn {
  header: string;
  /** A column of numbers: set at the end in tabular figures. */
  amount?: boolean;
}

export interface AmountRow {
  key: string | number;
  /** One cell per column; the first heads the row. */
  cells: readonly ReactNode[];
  /** A total: set bold. */
  emphasis?: boolean;
  /** The row's own attributes (`data-current` for the next installment due). */
  rowProps?: ComponentPropsWithoutRef<'tr'> & Record<`data-${string}`, string | boolean | undefined>;
}

export interface AmountTableProps extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  caption: ReactNode;
  /** The columns; the first holds the row headers (a year, an installment). */
  columns: readonly AmountColumn[];
  rows: readonly AmountRow[];
  /** A totals row under the body. */
  footer?: AmountRow | undefined;
}

/**
 * A table of amounts by row (interest by year, estimates and credits by tax year, installments):
 * a caption, column headers, each row headed by its first cell, numbers at the end. An amount never
 * wraps; too narrow for its columns, each row stacks its values, each named by its column.
 */
export function AmountTable({ caption, columns, rows, footer, className, ...rest }: AmountTableProps) {
  const row = ({ key, cells, emphasis, rowProps }: AmountRow, part: 'body' | 'footer') => (
    <tr key={key} {...rowProps} data-emphasis={emphasis ? '' : undefined}>
      {cells.map((cell, i) =>
        i === 0 ? (
          // A total's first cell says what it is; a body row's is a value of the first column.
          <th key={i} scope="row" data-label={part === 'body' ? columns[0]?.header : undefined}>
            {cell}
          </th>
        ) : (
          <td
            key={i}
            className={columns[i]?.amount ? table.amount : undefined}
            data-label={columns[i]?.header}
          >
            {cell}
          </td>
        ),
      )}
    </tr>
  );
  return (
    <div className={table.frame}>
      <table {...rest} className={[table.table, className].filter(Boolean).join(' ')}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.amount ? table.amount : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((r) => row(r, 'body'))}</tbody>
        {footer ? <tfoot>{row(footer, 'footer')}</tfoot> : null}
      </table>
    </div>
  );
}
