import type { ComponentPropsWithoutRef } from 'react';
import { Link } from '../Link/Link';
import { footerTextEn } from '../text/footer.en';
import { useUiWords } from '../text/uiTextContext';
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
export function Footer(props: FooterProps) {
  const words = useUiWords('footer', footerTextEn);
  const {
    owner = words.owner,
    startYear = 1998,
    currentYear = new Date().getFullYear(),
    aboutHref,
    aboutLabel = words.aboutLabel,
    faqHref,
    faqLabel = words.faqLabel,
    newTabHint = words.newTabHint,
    contactHref,
    contactLabel = words.contactLabel,
    linkComponent: LinkComp = DefaultLink,
    className,
    ...rest
  } = props;
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
