import { createBrowserRouter } from 'react-router';
import { setAuthFailureHandler } from '../state/api';
import { createSessionExpiryHandler } from '../state/sessionExpiry';
import { routes } from './routes';

/** Creates the app's router and wires session expiry to it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setAuthFailureHandler(createSessionExpiryHandler((to) => void router.navigate(to)));
  return router;
}
