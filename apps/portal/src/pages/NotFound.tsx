import { Link } from 'react-router';
import { en } from '../messages/en';
import { Page } from '../shell/Page';

/** Page Not Found, with a start-over link to '/'. */
export function NotFoundPage() {
  return (
    <Page title={en.notFound.title}>
      <p>{en.notFound.message}</p>
      <p>
        <Link to="/">{en.notFound.startOver}</Link>
      </p>
    </Page>
  );
}
