import type { BusinessTaxpayer, LinkChangeResponse, SignInResponse, User } from '@citytax/api';
import { describe, expect, it } from 'vitest';
import { linkingReducer, sortByEin, type LinkingEvent, type LinkingState } from './linking';

const a: BusinessTaxpayer = {
  taxpayerId: '300001',
  ein: '341234567',
  name1: 'Lakeshore Bakery LLC',
  name2: null,
};
const b: BusinessTaxpayer = {
  taxpayerId: '300002',
  ein: '345550002',
  name1: 'Cuyahoga Hardware Inc',
  name2: null,
};
const c: BusinessTaxpayer = {
  taxpayerId: '300003',
  ein: '346660003',
  name1: 'Erie Street Diner LLC',
  name2: null,
};

const user = (taxpayerId: string | null, token = 'old-token'): User => ({
  username: 'newbusiness@example.com',
  firstName: 'Robin',
  token,
  taxpayerId,
  isBusinessUser: true,
});
const token = (taxpayerId: string | null): SignInResponse => ({
  username: 'newbusiness@example.com',
  firstName: 'Robin',
  token: `token-${taxpayerId ?? 'none'}`,
  taxpayerId,
  isBusinessUser: true,
});
const response = (count: number, userToken: SignInResponse | null): LinkChangeResponse => ({
  success: true,
  newTaxpayerCount: count,
  userToken,
});
const state = (u: User | null, filingAs: string | null, businesses: BusinessTaxpayer[]): LinkingState => ({
  user: u,
  filingAs,
  businesses,
});

describe('linkingReducer (spec §4 Business linking, Filing-as)', () => {
  it.each<
    [
      string,
      LinkingState,
      LinkingEvent,
      { token?: string; taxpayerId?: string | null; filingAs: string | null },
    ]
  >([
    [
      'first link (count 1) sets the user token and filing-as',
      state(user(null), null, []),
      { type: 'added', response: response(1, token('300001')), businesses: [a] },
      { token: 'token-300001', taxpayerId: '300001', filingAs: '300001' },
    ],
    [
      'a further link keeps the user and filing-as',
      state(user('300001'), '300001', [a]),
      { type: 'added', response: response(2, null), businesses: [b, a] },
      { token: 'old-token', taxpayerId: '300001', filingAs: '300001' },
    ],
    [
      'removal to count 0 sets the user token',
      state(user('300001'), '300001', [a]),
      { type: 'removed', response: response(0, token(null)), removedTaxpayerId: '300001', businesses: [] },
      { token: 'token-none', taxpayerId: null, filingAs: null },
    ],
    [
      'count 1 without a token switches filing-as to the first remaining',
      state(user('300002'), '300001', [a, b]),
      { type: 'removed', response: response(1, null), removedTaxpayerId: '300002', businesses: [a] },
      { token: 'old-token', taxpayerId: '300002', filingAs: '300001' },
    ],
    [
      'more than 1 with a token sets the user and filing-as',
      state(user('300001'), '300001', [a, b, c]),
      {
        type: 'removed',
        response: response(2, token('300002')),
        removedTaxpayerId: '300001',
        businesses: [c, b],
      },
      { token: 'token-300002', taxpayerId: '300002', filingAs: '300002' },
    ],
    [
      'removing the current filing-as with others remaining switches to the first remaining',
      state(user('300003'), '300002', [a, b, c]),
      { type: 'removed', response: response(2, null), removedTaxpayerId: '300002', businesses: [c, a] },
      { token: 'old-token', taxpayerId: '300003', filingAs: '300001' },
    ],
    [
      'removing another business keeps filing-as',
      state(user('300001'), '300001', [a, b, c]),
      { type: 'removed', response: response(2, null), removedTaxpayerId: '300003', businesses: [a, b] },
      { token: 'old-token', taxpayerId: '300001', filingAs: '300001' },
    ],
    [
      'list load with no choice selects the first (by ein)',
      state(user(null), null, []),
      { type: 'listLoaded', businesses: [c, b, a] },
      { token: 'old-token', taxpayerId: null, filingAs: '300001' },
    ],
    [
      "list load with no choice prefers the user's own linked taxpayer",
      state(user('300002'), null, []),
      { type: 'listLoaded', businesses: [a, b] },
      { token: 'old-token', taxpayerId: '300002', filingAs: '300002' },
    ],
    [
      'list load keeps an existing choice',
      state(user('300001'), '300003', []),
      { type: 'listLoaded', businesses: [a, c] },
      { token: 'old-token', taxpayerId: '300001', filingAs: '300003' },
    ],
    [
      'a filing-as change replaces the user with the returned one',
      state(user('300001'), '300001', [a, b]),
      { type: 'filingAsChanged', user: token('300002'), taxpayerId: '300002' },
      { token: 'token-300002', taxpayerId: '300002', filingAs: '300002' },
    ],
  ])('%s', (_name, before, event, expected) => {
    const next = linkingReducer(before, event);
    expect(next.filingAs).toBe(expected.filingAs);
    expect(next.user?.token).toBe(expected.token);
    expect(next.user?.taxpayerId).toBe(expected.taxpayerId);
    expect(next.businesses.map((x) => x.ein)).toEqual(sortByEin(next.businesses).map((x) => x.ein));
  });

  it('does not mutate its input', () => {
    const before = state(user(null), null, []);
    const frozen = JSON.stringify(before);
    linkingReducer(before, { type: 'added', response: response(1, token('300001')), businesses: [a] });
    expect(JSON.stringify(before)).toBe(frozen);
  });
});
