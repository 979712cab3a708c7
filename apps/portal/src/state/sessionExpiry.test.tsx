import { errorHandlers, fixtures, handlers } from '@citytax/api/mocks';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiredAlert } from '../shell/SessionExpiredAlert';
import { setAuthFailureHandler } from './api';
import { getEndpoints } from './endpoints';
import { session, sessionExpiredNotice } from './session';
import { createSessionExpiryHandler } from './sessionExpiry';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { token, username, firstName, taxpayerId, isBusinessUser } = fixtures.individualSignIn;

describe('session expiry (spec §4)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    sessionExpiredNotice.set(false);
    setAuthFailureHandler(createSessionExpiryHandler(navigate));
  });

  it('signs out, raises the alert and goes to / on a 401 while signed in', async () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    sessionStorage.setItem('uploaded_files', '[]');
    server.use(errorHandlers.sessionExpired);
    const api = await getEndpoints();
    await expect(api.taxpayerInfo()).rejects.toMatchObject({ status: 401 });
    expect(session.getUser()).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(sessionExpiredNotice.get()).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/');

    render(
      <Suspense>
        <SessionExpiredAlert />
      </Suspense>,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Your session has expired and you must login.',
    );
  });

  it('does nothing on a 401 when nobody is signed in', async () => {
    session.forget();
    const api = await getEndpoints();
    await expect(api.taxpayerInfo()).rejects.toMatchObject({ status: 401 });
    expect(sessionExpiredNotice.get()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing while a deliberate logout runs', async () => {
    session.signIn({ token, username, firstName, taxpayerId, isBusinessUser });
    session.setLoggingOut(true);
    server.use(errorHandlers.sessionExpired);
    const api = await getEndpoints();
    await expect(api.taxpayerInfo()).rejects.toMatchObject({ status: 401 });
    session.setLoggingOut(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getUser()).not.toBeNull();
    session.forget();
  });
});
