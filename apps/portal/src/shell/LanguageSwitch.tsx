import type { Locale } from '@citytax/api';
import { en } from '../messages/en';
import styles from './Shell.module.css';

/**
 * The top bar's language control: "Español" on an English page, "English" on a Spanish one, marked
 * with its own language so a screen reader says it right. Choosing keeps the choice and shows the
 * page again in that language.
 */
export function LanguageSwitch() {
  const code = en.app.otherLanguageCode as Locale;
  return (
    <button
      type="button"
      lang={code}
      className={styles.language}
      onClick={() => void import('../i18n/chooseLanguage').then((m) => m.chooseLanguage(code))}
    >
      {en.app.otherLanguage}
    </button>
  );
}
