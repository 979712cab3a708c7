import { createElement, forwardRef, type HTMLAttributes } from 'react';
import type { LayoutElement, SpaceStep } from '../Stack/Stack';
import styles from './Cluster.module.css';

export type ClusterJustify = 'start' | 'center' | 'end' | 'between';
export type ClusterAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';

export interface ClusterProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, across and down when they wrap (1 = 0.25rem … 3 = 0.75rem … 7 = 3rem). */
  space?: SpaceStep;
  /** Where the children sit along the line: at the start, centred, at the end, or spread out. */
  justify?: ClusterJustify;
  /** How children of different heights line up. Use `end` for a field and its button side by side. */
  align?: ClusterAlign;
  /** The element to render. A list (`ul`, `ol`) loses its bullets and keeps its list role. */
  as?: LayoutElement;
}

/**
 * Lays its children out side by side, wrapping onto the next line when there is no room, with the
 * same space between them across and down: for a row of buttons, tags or links. `ref` reaches the
 * rendered element.
 */
export const Cluster = forwardRef<HTMLElement, ClusterProps>(function Cluster(
  { space = 3, justify = 'start', align = 'center', as = 'div', className, role, ...rest },
  ref,
) {
  const isList = as === 'ul' || as === 'ol';
  return createElement(as, {
    ...rest,
    ref,
    // Safari drops the list role of a list without bullets unless it is given back.
    role: role ?? (isList ? 'list' : undefined),
    className: [styles.cluster, className].filter(Boolean).join(' '),
    'data-space': space,
    'data-justify': justify,
    'data-align': align,
    'data-list': isList || undefined,
  });
});
Cluster.displayName = 'Cluster';
