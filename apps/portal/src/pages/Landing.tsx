import { Feature } from '@citytax/api';
import { Link } from 'react-router';
import { landingEn } from '../messages/landing.en';
import { LandingContent } from './LandingContent';
import { Page } from '../shell/Page';
import { useFeatures } from '../state/features';
import { useUser } from '../state/session';

/**
 * /landing (spec §1, §2 "Landing"): what the portal is, the forms it files, the cases that need a
 * paper return, and what a filer needs. A signed-in visitor is offered the dashboard instead of
 * Log in / Register.
 */
export function LandingPage() {
  const t = landingEn;
  const flags = useFeatures();
  const user = useUser();
  return (
    <Page title={t.title}>
      <LandingContent />
      <h2>{t.startHeading}</h2>
      <ul>
        {user ? (
          <li>
            <Link to="/dashboard">{t.dashboard}</Link>
          </li>
        ) : (
          <>
            <li>
              <Link to="/auth/login">{t.login}</Link>
            </li>
            <li>
              <Link to="/auth/register">{t.register}</Link>
            </li>
          </>
        )}
        {flags[Feature.PublicFaq] ? (
          <li>
            <Link to="/faq">{t.faq}</Link>
          </li>
        ) : null}
      </ul>
    </Page>
  );
}
