import { createElement, forwardRef, type HTMLAttributes } from 'react';
import styles from './Stack.module.css';

/** A step of the space scale: `--ct-space-1` (0.25rem) to `--ct-space-7` (3rem). */
export type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The elements a layout helper can render as. */
export type LayoutElement =
  'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'form' | 'ul' | 'ol';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, a step of the space scale (1 = 0.25rem … 4 = 1rem … 7 = 3rem). */
  space?: SpaceStep;
  /** The element to render. A list (`ul`, `ol`) loses its bullets and keeps its list role. */
  as?: LayoutElement;
}

/**
 * Lays its children out one under another with the same space between each, whatever their own
 * margins. `ref` reaches the rendered element.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space = 4, as = 'div', className, role, ...rest },
  ref,
) {
  const isList = as === 'ul' || as === 'ol';
  return createElement(as, {
    ...rest,
    ref,
    // Safari drops the list role of a list without bullets unless it is given back.
    role: role ?? (isList ? 'list' : undefined),
    className: [styles.stack, className].filter(Boolean).join(' '),
    'data-space': space,
    'data-list': isList || undefined,
  });
});
Stack.displayName = 'Stack';
