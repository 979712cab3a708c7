import { Table, type TableProps, type TableRow } from '@citytax/ui';

export interface AmountColumn {
  header: string;
  /** A column of numbers: set at the end in tabular figures. */
  amount?: boolean;
}

/**
 * One row: `cells` one per column, the first heading the row; `emphasis` sets a total in bold;
 * `rowProps` are the row's own attributes (`data-current` for the next installment due).
 */
export type AmountRow = TableRow;

export interface AmountTableProps extends Omit<
  TableProps,
  'columns' | 'footer' | 'firstCellIsHeader' | 'stackBelow'
> {
  /** The columns; the first holds the row headers (a year, an installment). */
  columns: readonly AmountColumn[];
  rows: readonly AmountRow[];
  /** A totals row under the body. */
  footer?: AmountRow | undefined;
}

/**
 * A table of amounts by row (interest by year, estimates and credits by tax year, installments):
 * a caption, column headers, each row headed by its first cell, numbers at the end. An amount never
 * wraps; too narrow for its columns, each row stacks its values, each named by its column. The
 * table and its stacking are the ui `Table`'s.
 */
export function AmountTable({ columns, footer, ...rest }: AmountTableProps) {
  return (
    <Table
      {...rest}
      columns={columns.map((column) => ({ header: column.header, numeric: column.amount ?? false }))}
      footer={footer ? [footer] : []}
    />
  );
}
