import {
  forwardRef,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import styles from './Details.module.css';

export interface DetailsProps extends Omit<
  ComponentPropsWithoutRef<'details'>,
  'open' | 'onToggle' | 'defaultValue'
> {
  /** The always-visible line that shows and hides the rest; name it after what it reveals. */
  summary: ReactNode;
  /** Open or closed, when the caller keeps the state (controlled). */
  open?: boolean;
  /** Open at first, when the component keeps the state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the reader opens or closes it (or find-in-page opens it). */
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A native `<details>` and `<summary>`: the browser gives it keyboard use (Enter and Space on the
 * summary) and announces it as expanded or collapsed; it works before scripts run and opens for
 * find-in-page. Controlled (`open`, `onOpenChange`) or not (`defaultOpen`). `ref` reaches the
 * `<details>` element.
 */
export const Details = forwardRef<HTMLDetailsElement, DetailsProps>(function Details(
  { summary, open: openProp, defaultOpen = false, onOpenChange, className, children, ...rest },
  ref,
) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const state = open ? 'open' : 'closed';

  const change = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  // The summary's click (also Enter and Space) asks for the change instead of the browser making it,
  // so a controlled `open` always wins.
  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    change(!open);
  };

  // What the browser opens itself (find-in-page, a link to an id inside) reaches the state too.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const next = event.currentTarget.open;
    if (next !== open) change(next);
  };

  return (
    <details
      {...rest}
      ref={ref}
      open={open}
      onToggle={onToggle}
      data-state={state}
      className={[styles.details, className].filter(Boolean).join(' ')}
    >
      <summary className={styles.summary} data-state={state} onClick={onSummaryClick}>
        {summary}
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
});
Details.displayName = 'Details';
