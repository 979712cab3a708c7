/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the explicit table roles are on purpose: they keep a stacked table a table for screen readers in
   browsers that drop a table's semantics when its display changes. */
import { useId, type ComponentPropsWithoutRef, type Key, type ReactNode } from 'react';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './Table.module.css';

/** Below which width of its container a table stacks its rows; 'never' keeps the columns. */
export type TableStackBelow = '20rem' | '36rem' | 'never';

export interface TableColumn {
  /** The column header. */
  header: ReactNode;
  /**
   * The column's name before each of its values when the table stacks ("Amount: $52.50"). Defaults
   * to `header` when that is a string; `false` shows no name (a value that speaks for itself, as
   * the one amount of a two-column table).
   */
  label?: string | false;
  /** Numbers or money: set at the end in tabular figures, and never broken across lines. */
  numeric?: boolean;
}

/** Attributes of a row's `<tr>`, `data-*` ones included, to style or find a row. */
export type TableRowProps = ComponentPropsWithoutRef<'tr'> &
  Record<`data-${string}`, string | number | boolean | undefined>;

export interface TableRow {
  /** Stable React key of the row. */
  key: Key;
  /** One cell per column, in the order of `columns`. */
  cells: readonly ReactNode[];
  /** A total or result: set in bold. */
  emphasis?: boolean;
  /** The row's own attributes. */
  rowProps?: TableRowProps;
}

export interface TableProps extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  /** What the table holds; it also names the table for screen readers. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, where a heading just above already says it. */
  captionVisuallyHidden?: boolean;
  captionClassName?: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** Rows under the body, such as totals. */
  footer?: readonly TableRow[];
  /** The first cell of each row is the row's header (`<th scope="row">`). */
  firstCellIsHeader?: boolean;
  /**
   * Stacks each row when the table's container is narrower than this: the row's header on a line,
   * then its values, each named by its column. Columns never make the page scroll sideways.
   */
  stackBelow?: TableStackBelow;
  /**
   * How a stacked row sets out its values: side by side while they fit (`'inline'`, for a few
   * short values), or each on a line of its own (`'lines'`, for a record of many fields).
   */
  stackedValues?: 'inline' | 'lines';
  /** Class of the frame around the table: the container whose width decides the stacking. */
  frameClassName?: string;
}

const STACK_CLASS: Record<TableStackBelow, string | undefined> = {
  '20rem': styles.stack20,
  '36rem': styles.stack36,
  never: undefined,
};

const join = (...classes: Array<string | false | undefined>) =>
  classes.filter(Boolean).join(' ') || undefined;

/** The text that names a column's values in the stacked layout, if any. */
function labelOf(column: TableColumn | undefined): string | undefined {
  if (!column || column.label === false) return undefined;
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

/**
 * A data table: a caption, column headers, rows headed by their first cell, optional total rows,
 * numeric columns at the end in tabular figures. Too narrow for its columns (a phone, 400% zoom),
 * it stacks each row, each value named by its column. Explicit table roles keep it a table for
 * screen readers when stacked, since some browsers drop a table's semantics when its display
 * changes.
 */
export function Table({
  caption,
  captionVisuallyHidden = false,
  captionClassName,
  columns,
  rows,
  footer = [],
  firstCellIsHeader = true,
  stackBelow = '20rem',
  stackedValues = 'inline',
  frameClassName,
  className,
  ...rest
}: TableProps) {
  const captionId = `${useId()}-caption`;
  const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;

  const row = ({ key, cells, emphasis, rowProps }: TableRow, part: 'body' | 'footer') => (
    <tr
      key={key}
      role="row"
      {...rowProps}
      className={join(styles.row, rowProps?.className)}
      data-emphasis={emphasis ? '' : undefined}
    >
      {columns.map((column, i) => {
        const cell = cells[i];
        const numeric = column.numeric ? styles.numeric : undefined;
        if (i === 0 && firstCellIsHeader) {
          return (
            // A total's header says what it is; a body row's is a value of the first column.
            <th
              key={i}
              role="rowheader"
              scope="row"
              className={join(styles.rowHeader, numeric)}
              data-label={part === 'body' ? labelOf(column) : undefined}
            >
              {cell}
            </th>
          );
        }
        return (
          <td key={i} role="cell" className={join(styles.cell, numeric)} data-label={labelOf(column)}>
            {cell}
          </td>
        );
      })}
    </tr>
  );

  return (
    <div
      className={join(
        styles.frame,
        STACK_CLASS[stackBelow],
        stackedValues === 'lines' && styles.valuesOnLines,
        frameClassName,
      )}
    >
      <table
        role="table"
        aria-labelledby={labelled ? undefined : captionId}
        {...rest}
        className={join(styles.table, className)}
      >
        <caption
          id={captionId}
          className={join(captionVisuallyHidden ? hidden.visuallyHidden : styles.caption, captionClassName)}
        >
          {caption}
        </caption>
        <thead role="rowgroup" className={join(styles.group, styles.head)}>
          <tr role="row" className={styles.row}>
            {columns.map((column, i) => (
              <th
                key={i}
                role="columnheader"
                scope="col"
                className={join(styles.columnHeader, column.numeric && styles.numeric)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={join(styles.group, styles.body)}>
          {rows.map((r) => row(r, 'body'))}
        </tbody>
        {footer.length > 0 ? (
          <tfoot role="rowgroup" className={join(styles.group, styles.foot)}>
            {footer.map((r) => row(r, 'footer'))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
