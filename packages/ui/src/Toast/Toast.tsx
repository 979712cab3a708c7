import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toastTextEn } from '../text/toast.en';
import { useUiWords } from '../text/uiTextContext';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './Toast.module.css';

export type ToastKind = 'success' | 'danger' | 'standard';

export interface ToastOptions {
  text: string;
  kind?: ToastKind;
  /** Milliseconds before the toast hides itself (5000 by default, or the provider's `defaultDelay`). */
  delay?: number;
  /** Set false to keep the toast until the user closes it. */
  autoHide?: boolean;
  /** Extra class on the toast, to style one toast differently. */
  className?: string;
}

export interface ToastItem {
  id: string;
  text: string;
  kind: ToastKind;
  delay: number;
  autoHide: boolean;
  className?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts; needs a `ToastProvider` above it. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default auto-hide delay in milliseconds. */
  defaultDelay?: number;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Accessible name of the notifications region. */
  label?: string;
}

/** How long an announcement stays in the live region, so it is not read twice when browsing. */
const ANNOUNCE_MS = 1000;

/**
 * Renders toasts top-right above everything (z-index token 1200). New toasts are announced through
 * live regions (`status` for success and standard, `alert` for danger) and never take focus.
 * Auto-hide pauses while the pointer or keyboard focus is on the toasts (WCAG 2.2.1).
 */
export function ToastProvider({
  children,
  defaultDelay = 5000,
  closeLabel: closeLabelProp,
  label: labelProp,
}: ToastProviderProps) {
  const words = useUiWords('toast', toastTextEn);
  const closeLabel = closeLabelProp ?? words.closeLabel;
  const label = labelProp ?? words.label;
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [announcement, setAnnouncement] = useState({ polite: '', assertive: '' });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const nextId = useRef(0);
  const focusBefore = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const viewportRef = useRef<HTMLElement>(null);

  // Native listeners: hover and focus only pause the timers; the region itself offers no interaction.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !viewport.contains(from)) focusBefore.current = from;
      setFocused(true);
    };
    const focusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node) || !viewport.contains(to)) setFocused(false);
    };
    viewport.addEventListener('mouseenter', enter);
    viewport.addEventListener('mouseleave', leave);
    viewport.addEventListener('focusin', focusIn);
    viewport.addEventListener('focusout', focusOut);
    return () => {
      viewport.removeEventListener('mouseenter', enter);
      viewport.removeEventListener('mouseleave', leave);
      viewport.removeEventListener('focusin', focusIn);
      viewport.removeEventListener('focusout', focusOut);
    };
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ text, kind = 'standard', delay = defaultDelay, autoHide = true, className }: ToastOptions) => {
      nextId.current += 1;
      const id = `ct-toast-${nextId.current}`;
      setToasts((current) => [...current, { id, text, kind, delay, autoHide, className }]);
      setAnnouncement(kind === 'danger' ? { polite: '', assertive: text } : { polite: text, assertive: '' });
      return id;
    },
    [defaultDelay],
  );

  useEffect(() => {
    if (!announcement.polite && !announcement.assertive) return undefined;
    const id = setTimeout(() => setAnnouncement({ polite: '', assertive: '' }), ANNOUNCE_MS);
    return () => clearTimeout(id);
  }, [announcement]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const closeByUser = (id: string) => {
    // The close button disappears with its toast; keep focus in a sensible place.
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-toast-close]') ?? [],
    );
    const index = buttons.findIndex((button) => button.dataset.toastClose === id);
    const next = buttons[index + 1] ?? buttons[index - 1];
    if (next) next.focus();
    else if (focusBefore.current?.isConnected) focusBefore.current.focus();
    dismiss(id);
  };

  const paused = hovered || focused;

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        className={styles.viewport}
        aria-label={label}
        data-paused={paused || undefined}
        ref={viewportRef}
      >
        {toasts.length > 0 && (
          <ol className={styles.list} ref={listRef}>
            {toasts.map((toast) => (
              <Toast
                key={toast.id}
                toast={toast}
                paused={paused}
                closeLabel={closeLabel}
                onClose={closeByUser}
                onExpire={dismiss}
              />
            ))}
          </ol>
        )}
      </section>
      <div className={hidden.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement.polite}
      </div>
      <div className={hidden.visuallyHidden} role="alert" aria-atomic="true">
        {announcement.assertive}
      </div>
    </ToastContext.Provider>
  );
}

interface ToastProps {
  toast: ToastItem;
  paused: boolean;
  closeLabel: string;
  onClose: (id: string) => void;
  onExpire: (id: string) => void;
}

function Toast({ toast, paused, closeLabel, onClose, onExpire }: ToastProps) {
  const remaining = useRef(toast.delay);
  const { id, autoHide } = toast;

  useEffect(() => {
    if (!autoHide || paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onExpire(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [id, autoHide, paused, onExpire]);

  return (
    <li
      className={[styles.toast, toast.className].filter(Boolean).join(' ')}
      data-kind={toast.kind}
      data-state="open"
    >
      <p className={styles.text}>{toast.text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        data-toast-close={toast.id}
        onClick={() => onClose(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
