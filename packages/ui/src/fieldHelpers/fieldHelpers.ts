import { useId } from 'react';

/** The id of a field's hint element, derived from the control's id. */
export function hintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

/** The id of a field's error element, derived from the control's id. */
export function errorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** Joins the ids that are set into one `aria-describedby` value, or undefined when none are. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

export interface FieldDescriptionInput {
  /** The control's id. */
  id: string;
  hasHint: boolean;
  hasError: boolean;
  /** Extra ids the caller already wants in `aria-describedby` (kept first). */
  describedBy?: string;
}

export interface FieldDescriptionProps {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * The ARIA props a control needs to announce its hint and error, for controls that react-aria does
 * not wire itself. The hint comes before the error, as on screen.
 */
export function describeField({
  id,
  hasHint,
  hasError,
  describedBy,
}: FieldDescriptionInput): FieldDescriptionProps {
  return {
    'aria-describedby': joinIds(describedBy, hasHint && hintId(id), hasError && errorId(id)),
    'aria-invalid': hasError || undefined,
  };
}

/** The control id (the caller's, or a generated one) and the hint and error ids built from it. */
export function useFieldIds(idProp?: string): { id: string; hintId: string; errorId: string } {
  const generated = useId();
  const id = idProp ?? generated;
  return { id, hintId: hintId(id), errorId: errorId(id) };
}
