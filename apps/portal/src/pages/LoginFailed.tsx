import { Navigate, useLocation } from 'react-router';
import { loginEn } from '../messages/login.en';
import type { LoginMessageState } from './Login';

/** /auth/login-failed: back to login, carrying the message. */
export function LoginFailedPage() {
  const location = useLocation();
  const message = (location.state as LoginMessageState | null)?.message ?? loginEn.failedDefault;
  const state: LoginMessageState = { message };
  return <Navigate to={`/auth/login${location.search}`} replace state={state} />;
}
