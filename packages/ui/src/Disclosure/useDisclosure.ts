import { useId, useState, type KeyboardEvent } from 'react';

/** What `useDisclosure` returns: the state and the props of its three parts. */
export interface Disclosure {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Spread on the native `<button>` (or ui `Button`) that shows and hides the panel. */
  buttonProps: {
    id: string;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    'data-state': 'open' | 'closed';
    onClick: () => void;
  };
  /** Spread on the element shown and hidden; style it on `data-state`. */
  panelProps: { id: string; 'data-state': 'open' | 'closed' };
  /** Spread on an element around the button and the panel: Escape there closes the panel. */
  containerProps: { onKeyDown: (event: KeyboardEvent) => void };
}

/**
 * A show/hide toggle (the WAI-ARIA disclosure pattern) on a native button: `aria-expanded` and
 * `aria-controls` on the button, `data-state` on both. Escape closes it and puts focus back on the
 * button. Hand-written and tiny rather than react-aria's or Radix's, because the shell's menu uses it
 * on the first page, which has no room for either.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}b`;
  const state = open ? 'open' : 'closed';
  return {
    open,
    setOpen,
    buttonProps: {
      id: buttonId,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': id,
      'data-state': state,
      onClick: () => setOpen(!open),
    },
    panelProps: { id, 'data-state': state },
    containerProps: {
      onKeyDown(event) {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        document.getElementById(buttonId)?.focus();
      },
    },
  };
}
