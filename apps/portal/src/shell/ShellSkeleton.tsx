import { Spinner } from '@citytax/ui';
import { en } from '../messages/en';
import styles from './Shell.module.css';

/** The menu's outline: a few bars where a signed-in user's menu will be. */
function MenuOutline() {
  return (
    <div className={`${styles.nav} ${styles.menuOutline}`} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((bar) => (
        <span key={bar} className={styles.bone} />
      ))}
    </div>
  );
}

/**
 * The page's outline inside the frame the server sends for a page it has no HTML of (ADR 0042): a
 * heading bar and the loading spinner, until the app replaces it with the page.
 */
function PageOutline() {
  return (
    <>
      <span className={styles.boneHeading} aria-hidden="true" />
      <Spinner label={en.app.loading} />
    </>
  );
}

export const shellOutline = { Menu: MenuOutline, Page: PageOutline };
