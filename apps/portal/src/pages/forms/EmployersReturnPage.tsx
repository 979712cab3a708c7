import { NotFoundPage } from '../NotFound';

// Scaffold: a helper is building this page for issue 7; until then the route shows Page Not Found.
export function EmployersReturnPage() {
  return <NotFoundPage />;
}
