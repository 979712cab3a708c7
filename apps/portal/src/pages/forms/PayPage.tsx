import { NotFoundPage } from '../NotFound';

// Scaffold: a helper is building this page for issue 8; until then the route shows Page Not Found.
export function PayPage() {
  return <NotFoundPage />;
}
