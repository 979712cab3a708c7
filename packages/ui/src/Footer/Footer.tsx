import type { ComponentPropsWithoutRef } from 'react';
import { Link } from '../Link/Link';
import { DefaultLink, type LinkComponent } from '../types';
import styles from './Footer.module.css';

export interface FooterProps extends ComponentPropsWithoutRef<'footer'> {
  /** Who holds the copyright, shown after the years. */
  owner?: string;
  /** First year of the copyright range. */
  startYear?: number;
  /** Defaults to the current calendar year. */
  currentYear?: number;
  /** When set, a link to the page that explains the service comes first. */
  aboutHref?: string;
  aboutLabel?: string;
  /** When set, a FAQ link opening in a new tab is shown. */
  faqHref?: string;
  faqLabel?: string;
  /** Hint read after links that open a new tab. */
  newTabHint?: string;
  contactHref: string;
  contactLabel?: string;
  linkComponent?: LinkComponent;
}

/** Site footer with the copyright line and the about, FAQ and contact links. */
export function Footer({
  owner = 'City Tax Collection Division',
  startYear = 1998,
  currentYear = new Date().getFullYear(),
  aboutHref,
  aboutLabel = 'About this service',
  faqHref,
  faqLabel = 'FAQ',
  newTabHint = '(opens in a new tab)',
  contactHref,
  contactLabel = 'Contact Us',
  linkComponent: LinkComp = DefaultLink,
  className,
  ...rest
}: FooterProps) {
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')} {...rest}>
      <p className={styles.copyright}>
        © {startYear}–{currentYear} {owner}
      </p>
      <ul className={styles.links}>
        {aboutHref ? (
          <li>
            <Link href={aboutHref} component={LinkComp}>
              {aboutLabel}
            </Link>
          </li>
        ) : null}
        {faqHref ? (
          <li>
            <Link href={faqHref} variant="external" newTabHint={newTabHint} component={LinkComp}>
              {faqLabel}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href={contactHref} component={LinkComp}>
            {contactLabel}
          </Link>
        </li>
      </ul>
    </footer>
  );
}
