import { Alert } from '@citytax/ui';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { en } from '../messages/en';
import { NotFoundPage } from '../pages/NotFound';
import { Page } from './Page';
import { useAppReady } from './ShellFrame';

/** Shows a route's error, e.g. the invalid return URL of spec §5. */
export function RouteError() {
  const error = useRouteError();
  // An error at the root renders without the frame, and answers all the same.
  useAppReady();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : '';
  return (
    <Page title={en.error.title}>
      <Alert variant="error">{message}</Alert>
      <p>
        <Link to="/">{en.error.startOver}</Link>
      </p>
    </Page>
  );
}
