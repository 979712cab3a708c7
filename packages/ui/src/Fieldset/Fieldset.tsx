import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import field from '../fieldHelpers/Field.module.css';
import { joinIds, useFieldIds } from '../fieldHelpers/fieldHelpers';
import styles from './Fieldset.module.css';

/** How large the legend is: `sm` as a field's label, up to `xl` as a page's heading. */
export type FieldsetLegendSize = 'sm' | 'md' | 'lg' | 'xl';

export interface FieldsetProps extends ComponentPropsWithoutRef<'fieldset'> {
  /** The group's visible label; screen readers say it on entering the group. */
  legend: ReactNode;
  legendSize?: FieldsetLegendSize;
  /** Help text under the legend, linked to the group by aria-describedby. */
  hint?: ReactNode;
  /** Error message of the group as a whole, linked by aria-describedby. */
  error?: ReactNode;
  children?: ReactNode;
}

/**
 * A native `<fieldset>` whose `<legend>` names a group of related fields (an address, the answers
 * to one question). Hint and error are linked to the group with aria-describedby. `ref` reaches the
 * `<fieldset>`.
 */
export const Fieldset = forwardRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset(
  {
    legend,
    legendSize = 'sm',
    hint,
    error,
    id: idProp,
    className,
    children,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const { id, hintId, errorId } = useFieldIds(idProp);
  const hasHint = hint != null && hint !== false && hint !== '';
  const hasError = error != null && error !== false && error !== '';
  return (
    <fieldset
      {...rest}
      ref={ref}
      id={id}
      aria-describedby={joinIds(describedBy, hasHint && hintId, hasError && errorId)}
      data-invalid={hasError || undefined}
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
    >
      <legend className={[styles.legend, styles[legendSize]].join(' ')}>{legend}</legend>
      {hasHint ? (
        <div id={hintId} className={[field.hint, styles.hint].join(' ')}>
          {hint}
        </div>
      ) : null}
      {hasError ? (
        <p id={errorId} className={[field.error, styles.error].join(' ')}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
});
Fieldset.displayName = 'Fieldset';
