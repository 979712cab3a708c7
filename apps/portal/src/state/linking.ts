import type { BusinessTaxpayer, LinkChangeResponse, SignInResponse, User } from '@citytax/api';

/*
 * The business-linking and filing-as rules of spec §4, as a pure reducer: the page and the
 * dropdown apply its result to the session and the businesses store.
 */

export interface LinkingState {
  user: User | null;
  /** taxpayerId of the business filed as (spec §3: kept on the client). */
  filingAs: string | null;
  /** Linked businesses, ascending by ein. */
  businesses: readonly BusinessTaxpayer[];
}

export type LinkingEvent =
  | { type: 'added'; response: LinkChangeResponse; businesses: readonly BusinessTaxpayer[] }
  | {
      type: 'removed';
      response: LinkChangeResponse;
      removedTaxpayerId: string;
      businesses: readonly BusinessTaxpayer[];
    }
  | { type: 'listLoaded'; businesses: readonly BusinessTaxpayer[] }
  | { type: 'filingAsChanged'; user: SignInResponse; taxpayerId: string };

/** Businesses ascending by ein (spec §4: list entries are compared by ein). */
export function sortByEin(list: readonly BusinessTaxpayer[]): BusinessTaxpayer[] {
  return [...list].sort((a, b) => (a.ein < b.ein ? -1 : a.ein > b.ein ? 1 : 0));
}

/** The user with the identity of a sign-in-shaped response (token and taxpayer). */
function withToken(user: User | null, token: SignInResponse): User {
  return {
    username: token.username || user?.username || '',
    firstName: token.firstName || user?.firstName || '',
    token: token.token,
    taxpayerId: token.taxpayerId,
    isBusinessUser: token.isBusinessUser,
  };
}

export function linkingReducer(state: LinkingState, event: LinkingEvent): LinkingState {
  switch (event.type) {
    case 'added': {
      const businesses = sortByEin(event.businesses);
      const { newTaxpayerCount, userToken } = event.response;
      // The first link (count 1) sets the user token and filing-as.
      if (newTaxpayerCount === 1 && userToken) {
        return { user: withToken(state.user, userToken), filingAs: userToken.taxpayerId, businesses };
      }
      return { ...state, businesses };
    }
    case 'removed': {
      const businesses = sortByEin(event.businesses);
      const { newTaxpayerCount, userToken } = event.response;
      let { user, filingAs } = state;
      if (newTaxpayerCount === 0) {
        if (userToken) user = withToken(user, userToken);
        filingAs = null;
      } else if (newTaxpayerCount === 1 && !userToken) {
        filingAs = businesses[0]?.taxpayerId ?? null;
      } else if (newTaxpayerCount > 1 && userToken) {
        user = withToken(user, userToken);
        filingAs = userToken.taxpayerId;
      } else if (newTaxpayerCount === 1 && userToken) {
        user = withToken(user, userToken);
        filingAs = userToken.taxpayerId;
      }
      // Removing the business filed as switches to the first one that remains.
      if (filingAs === event.removedTaxpayerId) filingAs = businesses[0]?.taxpayerId ?? null;
      return { user, filingAs, businesses };
    }
    case 'listLoaded': {
      const businesses = sortByEin(event.businesses);
      const linked = (id: string | null | undefined) => businesses.some((b) => b.taxpayerId === id);
      // No (valid) choice yet: the user's own taxpayer when linked, else the first business.
      let filingAs = state.filingAs;
      if (!linked(filingAs)) {
        filingAs = linked(state.user?.taxpayerId)
          ? (state.user?.taxpayerId ?? null)
          : (businesses[0]?.taxpayerId ?? null);
      }
      return { ...state, filingAs, businesses };
    }
    case 'filingAsChanged':
      return { ...state, user: withToken(state.user, event.user), filingAs: event.taxpayerId };
  }
}
