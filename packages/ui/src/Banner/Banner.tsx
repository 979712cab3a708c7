import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useDisclosure } from '../Disclosure/useDisclosure';
import { bannerTextEn } from '../text/banner.en';
import { useUiWords } from '../text/uiTextContext';
import styles from './Banner.module.css';

export interface BannerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Who runs the site, as it completes "An official website of …", e.g. "the City of Springfield". */
  owner: string;
  /** The statement in full, for another wording or language; defaults to "An official website of {owner}". */
  text?: string;
  /** The button that shows and hides the explanations. */
  toggleLabel?: string;
  /** The first explanation: what the domain says. */
  domainHeading?: string;
  domainText?: ReactNode;
  /** The second explanation: what the lock and https:// say. */
  httpsHeading?: string;
  httpsText?: ReactNode;
}

/**
 * The official government website banner, first on every page: a thin strip that says whose site
 * this is, and a "Here's how you know" button (aria-expanded, aria-controls; Escape closes it) that
 * shows how to tell an official, secure site. The strip is one button, so on a phone it stays one
 * line: there the action's text is read but not shown, and the chevron marks the button.
 */
export function Banner(props: BannerProps) {
  const words = useUiWords('banner', bannerTextEn);
  const {
    owner,
    text = words.text(owner),
    toggleLabel = words.toggleLabel,
    domainHeading = words.domainHeading,
    domainText = words.domainText,
    httpsHeading = words.httpsHeading,
    httpsText = words.httpsText,
    className,
    ...rest
  } = props;
  const { open, buttonProps, panelProps, containerProps } = useDisclosure();
  const textId = useId();
  return (
    <section
      aria-labelledby={rest['aria-label'] ? undefined : textId}
      {...rest}
      {...containerProps}
      className={[styles.banner, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <button {...buttonProps} className={styles.toggle}>
          <span id={textId} className={styles.text}>
            {text}
          </span>{' '}
          <span className={styles.action}>{toggleLabel}</span>
        </button>
      </div>
      <div {...panelProps} className={styles.panel} hidden={!open}>
        <div className={styles.guidance}>
          <svg className={styles.icon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            {/* A civic building: pediment, columns and steps. */}
            <path d="M20 4 4 12v3h32v-3zM8 17h4v13H8zm7 0h4v13h-4zm6 0h4v13h-4zm7 0h4v13h-4zM5 31h30v2H5zm-2 3h34v2H3z" />
          </svg>
          <p className={styles.guidanceText}>
            <strong className={styles.guidanceHeading}>{domainHeading}</strong>
            {domainText}
          </p>
        </div>
        <div className={styles.guidance}>
          <svg className={styles.icon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            {/* A closed padlock. */}
            <path d="M20 4a9 9 0 0 0-9 9v5H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h24a2 2 0 0 0 2-2V20a2 2 0 0 0-2-2h-3v-5a9 9 0 0 0-9-9Zm-5 14v-5a5 5 0 0 1 10 0v5H15Z" />
          </svg>
          <p className={styles.guidanceText}>
            <strong className={styles.guidanceHeading}>{httpsHeading}</strong>
            {httpsText}
          </p>
        </div>
      </div>
    </section>
  );
}
