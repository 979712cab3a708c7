import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { errorSummaryTextEn } from '../text/errorSummary.en';
import { useUiWords } from '../text/uiTextContext';
import styles from './ErrorSummary.module.css';

/** One error of an ErrorSummary. */
export interface ErrorSummaryItem {
  message: string;
  /** The id of the control the error is about; the message then links to it and focuses it. */
  fieldId?: string;
}

/**
 * How the summary tells screen-reader users about itself.
 * - `focus`: it takes focus when it appears (and again when `focusKey` changes); no live region.
 * - `live`: an always-present `role="alert"` region, announced when errors appear, that never
 *   moves focus by itself. For forms that send focus to the first invalid field instead.
 */
export type ErrorSummaryMode = 'focus' | 'live';

export interface ErrorSummaryProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'role' | 'title'
> {
  errors: readonly ErrorSummaryItem[];
  /** The summary's heading. */
  title?: string;
  /** Optional text between the heading and the list. */
  description?: ReactNode;
  /** The heading's level, so the summary fits the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  mode?: ErrorSummaryMode;
  /**
   * In `focus` mode the summary takes focus when it first shows errors. Change this key on every
   * failed submit (react-hook-form's `submitCount`, for example) to move focus to it again. With a
   * key, errors that come back without a new key (the form re-validating as the user types) leave
   * focus where it is; without one, the summary takes focus each time its errors appear.
   */
  focusKey?: string | number;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The control an id names: the element itself, or for a group the checked radio or first control in it. */
function controlOf(target: HTMLElement): HTMLElement {
  if (target.matches(FOCUSABLE)) return target;
  return (
    target.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    target.querySelector<HTMLElement>(FOCUSABLE) ??
    target
  );
}

/**
 * What to scroll into view above the control, as GOV.UK does: its fieldset's legend, its group's
 * label, or its own label, so the question is on screen with the answer.
 */
function captionOf(control: HTMLElement): HTMLElement | null {
  const legend = control.closest('fieldset')?.querySelector('legend');
  if (legend) return legend;
  const groupLabel = control.closest('[role="radiogroup"], [role="group"]')?.getAttribute('aria-labelledby');
  const groupCaption = groupLabel
    ? control.ownerDocument.getElementById(groupLabel.split(' ')[0] ?? '')
    : null;
  if (groupCaption) return groupCaption;
  const labels = (control as HTMLInputElement).labels;
  return labels && labels.length > 0 ? (labels[0] ?? null) : null;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = event.currentTarget.ownerDocument.getElementById(fieldId);
  if (!target) return;
  // A fragment link only scrolls; moving focus lets keyboard and screen-reader users fix the field at once.
  event.preventDefault();
  const control = controlOf(target);
  const caption = captionOf(control);
  if (caption) caption.scrollIntoView?.();
  else control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * The errors of a form listed in one box, each linking to its field. In `focus` mode (the default)
 * it takes focus when it appears, so a failed submit starts the reader at the list of problems;
 * `ref` reaches the box, so `ref.current.focus()` moves focus there at any time.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(
  function ErrorSummary(props, forwardedRef) {
    const words = useUiWords('errorSummary', errorSummaryTextEn);
    const {
      errors,
      title = words.title,
      description,
      headingLevel = 2,
      mode = 'focus',
      focusKey,
      className,
      ...rest
    } = props;
    const titleId = useId();
    const box = useRef<HTMLDivElement | null>(null);
    const setBox = useCallback(
      (node: HTMLDivElement | null) => {
        box.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      },
      [forwardedRef],
    );
    const hasErrors = errors.length > 0;
    // What focus was last moved for: the focusKey, or `true` for "the errors appeared" without one.
    const focusedFor = useRef<string | number | boolean | undefined>(undefined);

    useEffect(() => {
      if (mode !== 'focus') return;
      if (!hasErrors) {
        if (focusKey === undefined) focusedFor.current = undefined;
        return;
      }
      const reason = focusKey ?? true;
      if (focusedFor.current === reason) return;
      focusedFor.current = reason;
      box.current?.focus();
    }, [mode, hasErrors, focusKey]);

    // In `live` mode the empty region stays: a live region must already be in the page when its text
    // changes, or it is not announced.
    if (!hasErrors && mode === 'focus') return null;

    const Heading = `h${headingLevel}` as const;
    return (
      <div
        {...rest}
        ref={setBox}
        tabIndex={-1}
        role={mode === 'live' ? 'alert' : undefined}
        aria-labelledby={mode === 'live' && hasErrors ? titleId : undefined}
        className={[styles.summary, className].filter(Boolean).join(' ')}
        data-state={hasErrors ? 'errors' : 'empty'}
        data-mode={mode}
      >
        {hasErrors ? (
          <>
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
            {description ? <div className={styles.description}>{description}</div> : null}
            <ul className={styles.list}>
              {errors.map((error, index) => (
                <li key={`${error.fieldId ?? ''}:${index}`} className={styles.item}>
                  {error.fieldId ? (
                    <a
                      href={`#${error.fieldId}`}
                      className={styles.link}
                      onClick={(event) => focusField(event, error.fieldId as string)}
                    >
                      {error.message}
                    </a>
                  ) : (
                    error.message
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  },
);
ErrorSummary.displayName = 'ErrorSummary';
