import { useEffect, useRef } from 'react';
import { usePageTitle } from '../../shell/Page';

/**
 * A page's h1 that takes focus when the page opens (and when `focusKey` changes), so a keyboard or
 * screen-reader user starts at the new step (WCAG 2.4.3).
 */
export function FocusedHeading({ title, focusKey }: { title: string; focusKey?: unknown }) {
  usePageTitle(title);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const id = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(id);
  }, [focusKey]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {title}
    </h1>
  );
}
