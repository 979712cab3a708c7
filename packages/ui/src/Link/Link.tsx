import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { linkTextEn } from '../text/link.en';
import { useUiWords } from '../text/uiTextContext';
import { DefaultLink, type LinkComponent } from '../types';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './Link.module.css';

/** `default` stays in the tab; `external` opens a new tab and says so to screen readers. */
export type LinkVariant = 'default' | 'external';

export interface LinkProps extends ComponentPropsWithoutRef<'a'> {
  href: string;
  variant?: LinkVariant;
  /**
   * What renders the anchor: your router's link (it receives `href`, and should forward its ref to
   * the `<a>`). A plain `<a>` by default.
   */
  component?: LinkComponent;
  /** Read after the text of a link that opens a new tab. */
  newTabHint?: string;
}

/**
 * A styled link that works with any router: a plain `<a>`, or the `component` you pass. A link that
 * opens a new tab (`variant="external"`, or `target="_blank"`) gets `rel="noopener noreferrer"` and
 * a hidden "(opens in a new tab)" after its text. `ref` reaches the `<a>`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const words = useUiWords('link', linkTextEn);
  const {
    href,
    variant = 'default',
    component: Component = DefaultLink,
    newTabHint = words.newTabHint,
    target,
    rel,
    className,
    children,
    ...rest
  } = props;
  const newTab = variant === 'external' || target === '_blank';
  return (
    <Component
      {...rest}
      ref={ref}
      href={href}
      target={newTab ? '_blank' : target}
      rel={newTab ? joinRel(rel, 'noopener', 'noreferrer') : rel}
      data-variant={variant}
      className={[styles.link, className].filter(Boolean).join(' ')}
    >
      {children}
      {newTab ? (
        <>
          {' '}
          <span className={hidden.visuallyHidden}>{newTabHint}</span>
        </>
      ) : null}
    </Component>
  );
});
Link.displayName = 'Link';

/** The caller's rel values plus the ones a new tab needs, each once. */
function joinRel(rel: string | undefined, ...needed: string[]): string {
  const values = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const value of needed) values.add(value);
  return [...values].join(' ');
}
