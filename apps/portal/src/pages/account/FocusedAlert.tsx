import { Alert, type AlertProps } from '@citytax/ui';
import { useEffect, useRef } from 'react';

/**
 * An Alert that takes focus when it appears (and when `focusKey` changes), so keyboard and
 * screen-reader users land on the result of what they just submitted.
 */
export function FocusedAlert({ focusKey, ...props }: AlertProps & { focusKey?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the commit: moving focus blurs the submitted form's fields, whose handlers update state.
    const id = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(id);
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1} data-result="">
      <Alert {...props} />
    </div>
  );
}
