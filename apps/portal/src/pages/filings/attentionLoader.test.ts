import { paths } from '@citytax/api';
import { filingsHandlersOf, filingsProblemHandlers, fixtures, mockFilings } from '@citytax/api/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../account/testServer';
import { session } from '../../state/session';
import { readAttention } from './attentionLoader';

const server = setupMockServer();
const signIn = (taxpayerId: string | null) => session.signIn({ ...fixtures.individualSignIn, taxpayerId });

describe('readAttention (the dashboard loader of Needs your attention)', () => {
  it('reads nothing for a user without a taxpayer', async () => {
    let asked = false;
    server.use(
      http.get(paths.filings, () => {
        asked = true;
        return HttpResponse.json({ filings: [] });
      }),
    );
    signIn(null);
    await expect(readAttention()).resolves.toEqual({ attention: null });
    expect(asked).toBe(false);
  });

  it('hands over the list itself when it is read in time, so the dashboard is drawn whole', async () => {
    server.use(...filingsHandlersOf(mockFilings.drafts()));
    signIn(fixtures.individualSignIn.taxpayerId);
    const { attention } = await readAttention(5_000);
    expect(attention).not.toBeInstanceOf(Promise);
    expect(attention).toEqual({ status: 'loaded', filings: mockFilings.drafts() });
  });

  it('a failed read is data: the section says so', async () => {
    server.use(filingsProblemHandlers.fails);
    signIn(fixtures.individualSignIn.taxpayerId);
    await expect(readAttention(5_000)).resolves.toEqual({ attention: { status: 'error' } });
  });

  it('a slow list is handed over still pending after the wait, and settles later', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(paths.filings, async () => {
        await held;
        return HttpResponse.json({ filings: mockFilings.awaitingPayment() });
      }),
    );
    signIn(fixtures.individualSignIn.taxpayerId);
    const { attention } = await readAttention(20);
    expect(attention).toBeInstanceOf(Promise);
    release();
    await expect(attention).resolves.toEqual({ status: 'loaded', filings: mockFilings.awaitingPayment() });
  });
});
