import { Alert } from '@citytax/ui';
import { Link } from 'react-router';
import { en } from '../messages/en';
import { Page } from '../shell/Page';

/** The logged-out message with the way back to login. */
export function LoggedOutMessage() {
  return (
    <>
      <Alert variant="success">{en.loggedOut.message}</Alert>
      <p>
        <Link to="/auth/login">{en.loggedOut.returnToLogin}</Link>
      </p>
    </>
  );
}

/** /auth/logged-out. */
export function LoggedOutPage() {
  return (
    <Page title={en.loggedOut.title}>
      <LoggedOutMessage />
    </Page>
  );
}
