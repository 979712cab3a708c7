import { useEffect } from 'react';
import { signOutEn } from '../messages/signOut.en';
import { Page } from '../shell/Page';

/** Leaves for a server identity page with a full page load (spec §2 Login). */
function ExternalRedirect({ title, to }: { title: string; to: string }) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return (
    <Page title={title}>
      <p role="status">{signOutEn.redirect.message}</p>
    </Page>
  );
}

/** Registration starts at the taxpayer-ID check; a full page load, as spec §2 says of register. */
export const IDENTITY_REGISTER_PATH = '/auth/taxpayer-registration';
export const IDENTITY_PROFILE_PATH = '/api/identity/profile';

export function RegisterRedirectPage() {
  return <ExternalRedirect title={signOutEn.redirect.register} to={IDENTITY_REGISTER_PATH} />;
}

export function ProfileRedirectPage() {
  return <ExternalRedirect title={signOutEn.redirect.profile} to={IDENTITY_PROFILE_PATH} />;
}
