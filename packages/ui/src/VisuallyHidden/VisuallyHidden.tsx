import type { ComponentPropsWithoutRef } from 'react';
import hidden from '../visuallyHidden/visuallyHidden.module.css';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** The element: a `span` inside text (default), a `div` or an `h2` for a block. */
  as?: 'span' | 'div' | 'h2' | 'h3' | 'p';
}

/**
 * Text for screen readers only: read aloud and found by search, never shown. It carries its own
 * scoped style, so it works without the optional base stylesheet (whose global `ct-visually-hidden`
 * class does the same for plain HTML).
 */
export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element {...rest} className={[hidden.visuallyHidden, className].filter(Boolean).join(' ')} />;
}
