import { Alert } from '@citytax/ui';
import { Link } from 'react-router';
import { signOutEn } from '../messages/signOut.en';
import { Page } from '../shell/Page';

/** The logged-out message with the way back to login. */
export function LoggedOutMessage() {
  return (
    <>
      <Alert variant="success">{signOutEn.loggedOut.message}</Alert>
      <p>
        <Link to="/auth/login">{signOutEn.loggedOut.returnToLogin}</Link>
      </p>
    </>
  );
}

/** /auth/logged-out. */
export function LoggedOutPage() {
  return (
    <Page title={signOutEn.loggedOut.title}>
      <LoggedOutMessage />
    </Page>
  );
}
