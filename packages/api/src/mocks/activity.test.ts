import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '../client';
import { createEndpoints } from '../endpoints';
import { activityErrorHandlers, activityFixture, createActivityHandlers, sessionsFixture } from './activity';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () =>
  createEndpoints(createApiClient({ getCookies: () => 'XSRF-TOKEN=t', getToken: () => 'tok' }));

describe('activity handlers', () => {
  it('answer the activity and the open sessions through the typed client', async () => {
    server.use(...createActivityHandlers());
    expect(await api().accountActivity()).toEqual(activityFixture);
    expect((await api().accountSessions()).sessions).toEqual(sessionsFixture.sessions);
  });

  it('end another session once; a second time it is not found', async () => {
    server.use(...createActivityHandlers());
    const other = sessionsFixture.sessions.find((s) => !s.current)!;
    expect(await api().signOutSession(other.id)).toEqual({ ok: true });
    expect((await api().accountSessions()).sessions.map((s) => s.id)).not.toContain(other.id);
    const again = await api()
      .signOutSession(other.id)
      .catch((e: unknown) => e);
    expect(isApiError(again) && again.status).toBe(404);
  });

  it('have an empty state', async () => {
    server.use(activityErrorHandlers.activityEmpty);
    expect((await api().accountActivity()).events).toEqual([]);
  });
});
