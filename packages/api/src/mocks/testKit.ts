import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ApiError, createApiClient } from '../client';
import { createEndpoints } from '../endpoints';
import { problemTypeName } from '../problems';

/**
 * What the mocks' own tests share: an MSW server that fails on any call no handler answers (reset
 * after each test), typed endpoints over a client with an anti-forgery cookie, and the problem a
 * call was refused with. Test-only: not exported from the mocks' index.
 */
export function mockApiUnderTest() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const api = createEndpoints(createApiClient({ getCookies: () => 'XSRF-TOKEN=t' }));
  return { server, api };
}

/** The problem a call was refused with (status, short type, detail); throws if the call succeeded. */
export async function problemOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        status: error.status,
        type: problemTypeName(error.problem?.type ?? ''),
        detail: error.problem?.detail,
      };
    }
    throw error;
  }
  throw new Error('the call succeeded');
}
