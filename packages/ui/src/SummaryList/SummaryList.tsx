import type { ComponentPropsWithoutRef, Key, MouseEvent, ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '../types';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './SummaryList.module.css';

interface SummaryListActionBase {
  /** The action's word, seen and heard: "Change". */
  label: ReactNode;
  /**
   * Heard after the label by screen readers only, so that every "Change" of the list names its
   * row: "name" makes "Change name". Start it without a space; one is added.
   */
  visuallyHiddenText?: string;
}

/** A row's action: a link (`href`) to where the answer is changed, or a button (`onClick`). */
export type SummaryListAction = SummaryListActionBase &
  (
    | { href: string; onClick?: never }
    | { onClick: (event: MouseEvent<HTMLButtonElement>) => void; href?: never }
  );

export interface SummaryListRow {
  /** The row's React key; the key's text when it is a string. */
  rowKey?: Key;
  /** What the row is about: the question or the name of the fact (`<dt>`). */
  key: ReactNode;
  /** The answer or the fact (`<dd>`). */
  value: ReactNode;
  /** Ways to change the answer, at the end of the row. */
  actions?: readonly SummaryListAction[];
  /** A number or an amount: set at the end in tabular figures, and never broken across lines. */
  numeric?: boolean;
  /** The value takes the list's whole width, under its key (a long or prominent value). */
  stacked?: boolean;
  /** Attributes of the row's `<div>`: a class, a `data-*` attribute to style or find it. */
  rowProps?: ComponentPropsWithoutRef<'div'> &
    Record<`data-${string}`, string | number | boolean | undefined>;
  /** Attributes of the value's `<dd>`, such as `aria-busy` while it loads. */
  valueProps?: ComponentPropsWithoutRef<'dd'>;
}

export interface SummaryListProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'children'> {
  rows: readonly SummaryListRow[];
  /** No rule between the rows: a short list in a card or panel of its own. */
  noBorder?: boolean;
  /** The app's router link for actions with an `href`; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Class of the frame around the list: the container whose width decides the stacking. */
  frameClassName?: string;
}

const join = (...classes: Array<string | false | undefined>) =>
  classes.filter(Boolean).join(' ') || undefined;

function ActionControl({ action, LinkComp }: { action: SummaryListAction; LinkComp: LinkComponent }) {
  const content = (
    <>
      {action.label}
      {action.visuallyHiddenText ? (
        <span className={hidden.visuallyHidden}> {action.visuallyHiddenText}</span>
      ) : null}
    </>
  );
  if (action.href !== undefined) {
    return (
      <LinkComp href={action.href} className={styles.action}>
        {content}
      </LinkComp>
    );
  }
  return (
    <button type="button" className={styles.action} onClick={action.onClick}>
      {content}
    </button>
  );
}

/**
 * A list of keys and values, as a "check your answers" page shows them: each row a key, its value,
 * and optionally links or buttons to change it. It is a description list (`<dl>`), so screen
 * readers announce each key with its value. Its container too narrow (a phone), each row stacks:
 * the key, the value under it, then the actions.
 */
export function SummaryList({
  rows,
  noBorder = false,
  linkComponent: LinkComp = DefaultLink,
  frameClassName,
  className,
  ...rest
}: SummaryListProps) {
  const withActions = rows.some((row) => (row.actions?.length ?? 0) > 0);
  return (
    <div className={join(styles.frame, frameClassName)}>
      <dl
        {...rest}
        className={join(styles.list, className)}
        data-border={noBorder ? 'none' : undefined}
        data-actions={withActions ? '' : undefined}
      >
        {rows.map((row, index) => {
          const actions = row.actions ?? [];
          return (
            <div
              key={row.rowKey ?? (typeof row.key === 'string' ? row.key : index)}
              {...row.rowProps}
              className={join(styles.row, row.rowProps?.className)}
              data-stacked={row.stacked ? '' : undefined}
              data-actions={actions.length > 0 ? '' : undefined}
            >
              <dt className={styles.key}>{row.key}</dt>
              <dd
                {...row.valueProps}
                className={join(styles.value, row.numeric && styles.numeric, row.valueProps?.className)}
              >
                {row.value}
              </dd>
              {actions.length === 1 ? (
                <dd className={styles.actions}>
                  <ActionControl action={actions[0]!} LinkComp={LinkComp} />
                </dd>
              ) : actions.length > 1 ? (
                <dd className={styles.actions}>
                  <ul className={styles.actionList}>
                    {actions.map((action, i) => (
                      <li key={i} className={styles.actionItem}>
                        <ActionControl action={action} LinkComp={LinkComp} />
                      </li>
                    ))}
                  </ul>
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
