import { forwardRef } from 'react';
import { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from '../ErrorSummary/ErrorSummary';
import { fieldErrorListTextEn } from '../text/fieldErrorList.en';
import { useUiWords } from '../text/uiTextContext';

/**
 * One message of a FieldErrorList.
 * @deprecated Use `ErrorSummaryItem`; this alias goes in the next major version.
 */
export type FieldErrorItem = ErrorSummaryItem;

/** @deprecated Use `ErrorSummaryProps`; this alias goes in the next major version. */
export type FieldErrorListProps = Omit<ErrorSummaryProps, 'mode' | 'focusKey'>;

// Replaced by the app's bundler, as React's own checks are. Declared here rather than taken from
// Node's types, so the package's types need no Node.
declare const process: { env: { NODE_ENV?: string } };

let warned = false;

/**
 * The error messages listed under a submit button, in a live region that is always rendered.
 * @deprecated Use `ErrorSummary` with `mode="live"` (the same box and links; this is a thin alias of
 * it with the old heading text as its default). FieldErrorList goes in the next major version.
 */
export const FieldErrorList = forwardRef<HTMLDivElement, FieldErrorListProps>(
  function FieldErrorList(props, ref) {
    const words = useUiWords('fieldErrorList', fieldErrorListTextEn);
    const { title = words.title, ...rest } = props;
    if (process.env.NODE_ENV !== 'production' && !warned) {
      warned = true;
      console.warn(
        '@citytax/ui: FieldErrorList is deprecated; use <ErrorSummary mode="live">. It goes in the next major version.',
      );
    }
    return <ErrorSummary {...rest} ref={ref} title={title} mode="live" />;
  },
);
FieldErrorList.displayName = 'FieldErrorList';
