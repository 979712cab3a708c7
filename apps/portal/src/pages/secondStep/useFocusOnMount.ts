import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it mounts (when `enabled`): a section that replaces the
 * button that opened it, so focus is never left on the page's body.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    const id = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(id);
  }, [enabled]);
  return ref;
}
