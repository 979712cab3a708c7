import { Link } from 'react-router';
import { en } from '../messages/en';
import { Page } from '../shell/Page';

/** /landing: what the product does, what can be filed, and what a filer needs. */
export function LandingPage() {
  const t = en.landing;
  return (
    <Page title={t.title}>
      <p>{t.intro}</p>
      <h2>{t.formsHeading}</h2>
      <ul>
        {t.forms.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{t.paperHeading}</h2>
      <ul>
        {t.paper.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{t.requirementsHeading}</h2>
      <ul>
        {t.requirements.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Link to="/auth/login">{t.login}</Link> · <Link to="/auth/register">{t.register}</Link>
      </p>
    </Page>
  );
}
