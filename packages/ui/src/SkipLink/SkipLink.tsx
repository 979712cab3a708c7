import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { skipLinkTextEn } from '../text/skipLink.en';
import { useUiWords } from '../text/uiTextContext';
import styles from './SkipLink.module.css';

export interface SkipLinkProps extends ComponentPropsWithoutRef<'a'> {
  /** The fragment of the element to skip to, usually the `<main>`. */
  href?: string;
}

/**
 * Moves focus past the header to the target, so a screen reader starts reading there, and scrolls
 * it into view. It sets `tabindex="-1"` on a target that is not focusable (and removes it again when
 * focus leaves), as GOV.UK Frontend does, because browsers scroll to a fragment without always moving
 * focus to it. Returns whether it found the target.
 */
function focusTarget(href: string): boolean {
  if (!href.startsWith('#') || href.length < 2) return false;
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) {
    const focused = styles.target ?? '';
    target.setAttribute('tabindex', '-1');
    if (focused) target.classList.add(focused);
    target.addEventListener(
      'blur',
      () => {
        target.removeAttribute('tabindex');
        if (focused) target.classList.remove(focused);
      },
      { once: true },
    );
  }
  target.focus();
  return true;
}

/**
 * A "Skip to main content" link: the first thing a keyboard reaches on a page, hidden until it has
 * focus. Place it first in `<body>`, and give the target an id. `ref` reaches the `<a>`.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(props, ref) {
  const words = useUiWords('skipLink', skipLinkTextEn);
  const { href = '#main', children = words.label, className, onClick, ...rest } = props;
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      className={[styles.skipLink, className].filter(Boolean).join(' ')}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // Focus does the jump. Leaving the address as it is keeps the fragment out of the history,
        // and a router (or a <base> element) from treating the link as a navigation.
        if (!event.defaultPrevented && focusTarget(href)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
});
SkipLink.displayName = 'SkipLink';
