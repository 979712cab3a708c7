import { Feature, filerKindOfUser, mayFile, type TaxFormType, type User } from '@citytax/api';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { FeatureFlags } from '../state/features';

/** What a guard sees. */
export interface GuardContext {
  user: User | null;
  disclaimerAccepted: boolean;
  features: FeatureFlags;
  /** Path and search of the requested page. */
  path: string;
}

/** null lets the navigation through; a string redirects there. */
export type GuardOutcome = string | null;
export type Guard = (context: GuardContext) => GuardOutcome;

export const LOGIN_PATH = '/auth/login';

/** Authentication guard: unauthenticated users go to login with a return URL. */
export const authGuard: Guard = ({ user, path }) =>
  user ? null : `${LOGIN_PATH}?returnUrl=${encodeURIComponent(path)}`;

/** Disclaimer gate: passes when the disclaimer cookie is accepted or the user is signed in, otherwise to root. */
export const disclaimerGate: Guard = ({ user, disclaimerAccepted }) =>
  disclaimerAccepted || user ? null : '/';

/**
 * The further guard of the index route: with the cookie, a signed-in user goes
 * to /dashboard and anyone else to login (spec says /api/login; see ADR 0003).
 */
export const agreementDoneGuard: Guard = ({ user, disclaimerAccepted }) => {
  if (!disclaimerAccepted) return null;
  return user ? '/dashboard' : LOGIN_PATH;
};

/** Taxpayer guard (spec §4). */
export const taxpayerGuard: Guard = ({ user }) => {
  if (!user) return LOGIN_PATH;
  if (user.isBusinessUser) return user.taxpayerId ? null : '/manage-business-accounts';
  return user.taxpayerId ? null : '/dashboard';
};

/**
 * The dashboard's own third guard: the taxpayer guard, except that a
 * non-business user without a taxpayer is not sent to the dashboard it is on.
 */
export const dashboardGuard: Guard = (context) => {
  const outcome = taxpayerGuard(context);
  return outcome === '/dashboard' ? null : outcome;
};

/**
 * Who-may-file guard: a form's page is reached only by the kinds of taxpayer the one table of
 * packages/api (filingPolicy) lets file it; anyone else goes to the dashboard. A signed-out visitor
 * is let through: the auth guard (on the parent route, whose loader runs alongside) sends them to
 * login with the return URL, and a redirect here would win over it.
 */
export const mayFileGuard =
  (type: TaxFormType): Guard =>
  ({ user }) =>
    !user || mayFile(type, filerKindOfUser(user)) ? null : '/dashboard';

/** EIN guard: needs feature EinManagement, otherwise to root. */
export const einGuard: Guard = ({ features }) => (features[Feature.EinManagement] ? null : '/');

/** FAQ guard: needs feature Public.FAQ, otherwise to root. */
export const faqGuard: Guard = ({ features }) => (features[Feature.PublicFaq] ? null : '/');

/** Runs guards in order; the first redirect wins. */
export function runGuards(guards: readonly Guard[], context: GuardContext): GuardOutcome {
  for (const guard of guards) {
    const outcome = guard(context);
    if (outcome !== null) return outcome;
  }
  return null;
}

export interface GuardEnvironment {
  getUser: () => User | null;
  disclaimerAccepted: () => boolean;
  /** Resolves once the first load of the flags finished. */
  features: () => Promise<FeatureFlags>;
  /** The flags as they are now, without waiting. */
  currentFeatures: () => FeatureFlags;
}

/** Turns guards into a route loader that redirects on the first refusal. */
export function guardLoader(env: GuardEnvironment, ...guards: Guard[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decide = (flags: FeatureFlags, onFlagsRead?: () => void) =>
      runGuards(guards, {
        user: env.getUser(),
        disclaimerAccepted: env.disclaimerAccepted(),
        get features() {
          onFlagsRead?.();
          return flags;
        },
        path: `${url.pathname}${url.search}`,
      });
    // Signed out, the guards first decide on the flags as they are. Only when one of them read the
    // flags is the decision taken again once they have loaded. The disclaimer and login, the first
    // page of most visits, are drawn without waiting for the API client, its schemas and the flag
    // request (ADR 0016).
    let flagsRead = false;
    let outcome = env.getUser() === null ? decide(env.currentFeatures(), () => (flagsRead = true)) : null;
    // Signed in, the flags come first: loading them may end an expired session, changing the user.
    if (env.getUser() !== null || flagsRead) outcome = decide(await env.features());
    if (outcome !== null) throw redirect(outcome);
    return null;
  };
}

/**
 * A page's data loader behind guards. A route's own `loader` wins over one its lazy module
 * returns, so a page that loads its data in the route keeps its guards here: they decide first,
 * and a visitor they send away starts none of the page's requests (the parent's guards run
 * alongside, so a page repeats them). The data's code is imported in parallel, from a module of
 * its own, so the route table (first page) does not grow with it.
 */
export function guardedDataLoader<T>(
  env: GuardEnvironment,
  guards: readonly Guard[],
  data: () => Promise<(args: LoaderFunctionArgs) => T | Promise<T>>,
) {
  const guard = guardLoader(env, ...guards);
  const loader = async (args: LoaderFunctionArgs): Promise<T> => {
    const [, load] = await Promise.all([guard(args), data()]);
    return load(args);
  };
  // The build reads which module the data comes from, to load it with the route's frame (ADR 0042).
  return Object.assign(loader, { dataModule: data });
}
