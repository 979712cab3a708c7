import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import styles from './FieldErrorList.module.css';

/** One message of a FieldErrorList. */
export interface FieldErrorItem {
  message: string;
  /** The id of the control the message is about; the message then links to it. */
  fieldId?: string;
}

export interface FieldErrorListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  errors: readonly FieldErrorItem[];
  /** Heading read before the messages. */
  title?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  // A fragment link only scrolls; moving focus lets keyboard and screen-reader users fix the field at once.
  event.preventDefault();
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
}

/**
 * The error messages listed under a submit button (spec §5, Contact us). The live region is always
 * rendered, so messages that appear after a submit are announced.
 */
export function FieldErrorList({
  errors,
  title = 'Please correct the following errors:',
  className,
  ...rest
}: FieldErrorListProps) {
  const hasErrors = errors.length > 0;
  return (
    <div
      {...rest}
      role="alert"
      className={[styles.region, className].filter(Boolean).join(' ')}
      data-state={hasErrors ? 'errors' : 'empty'}
    >
      {hasErrors ? (
        <>
          <p className={styles.title}>{title}</p>
          <ul className={styles.list}>
            {errors.map((error, index) => (
              <li key={`${error.fieldId ?? ''}:${index}`}>
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
}
