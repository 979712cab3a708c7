import { LANGUAGE_FORM_PATH, type Locale } from '@citytax/api';
import { en } from '../messages/en';
import styles from './Shell.module.css';

/**
 * The top bar's language control: "Español" on an English page, "English" on a Spanish one, marked
 * with its own language so a screen reader says it right. Choosing keeps the choice and shows the
 * page again in that language.
 */
export function LanguageSwitch() {
  const code = en.app.otherLanguageCode as Locale;
  // A form: before the page's script has started the browser posts it, and the server keeps the
  // choice and sends the same page back in that language (issue 31); from then on the page does it.
  return (
    <form
      method="post"
      action={LANGUAGE_FORM_PATH}
      className={styles.languageForm}
      onSubmit={(event) => {
        event.preventDefault();
        void import('../i18n/chooseLanguage').then((m) => m.chooseLanguage(code));
      }}
    >
      <input type="hidden" name="language" value={code} />
      <button type="submit" lang={code} className={styles.language}>
        {en.app.otherLanguage}
      </button>
    </form>
  );
}
