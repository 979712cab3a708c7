import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * Keys with which a closed `<select>` changes its value at each press on a desktop browser, and
 * fires `change` each time: browsing, not choosing (WCAG 3.2.2, On Input).
 */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

const isTypeAhead = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/** The props a native `<select>` takes from `useConfirmedChoice`. */
export interface ConfirmedChoiceProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
  onMouseDown: () => void;
}

/**
 * A native select whose choice is made on confirm: browsed with the arrow keys (or by typing), it
 * shows what the user is on and confirms it on Enter or on leaving the field, Escape going back;
 * picked with a pointer or a phone's picker, it confirms at once. So a choice that saves or
 * switches something happens once, and focus stays on the select. `value` is the confirmed value
 * (null for none); `onConfirm` is called with a value that differs from it.
 */
export function useConfirmedChoice(
  value: string | null,
  onConfirm: (value: string | null) => void,
): ConfirmedChoiceProps {
  // What the user is on while browsing with keys; undefined when nothing is pending.
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const browsing = useRef(false);
  const confirm = (next: string | null) => {
    browsing.current = false;
    setPending(undefined);
    if (next !== value) onConfirm(next);
  };
  const shown = pending !== undefined ? pending : value;
  return {
    value: shown ?? '',
    onChange: (event) => {
      const next = event.target.value === '' ? null : event.target.value;
      if (browsing.current) setPending(next);
      else confirm(next);
    },
    onKeyDown: (event) => {
      if (BROWSING_KEYS.has(event.key) || isTypeAhead(event)) browsing.current = true;
      else if (event.key === 'Enter' && pending !== undefined) {
        event.preventDefault();
        confirm(pending);
      } else if (event.key === 'Escape' && pending !== undefined) {
        browsing.current = false;
        setPending(undefined);
      }
    },
    onBlur: () => {
      if (pending !== undefined) confirm(pending);
      browsing.current = false;
    },
    // A pointer opens the picker: what it picks is a choice, confirmed at once.
    onMouseDown: () => {
      browsing.current = false;
    },
  };
}
