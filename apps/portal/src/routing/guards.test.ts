import { TaxFormType, type User } from '@citytax/api';
import { describe, expect, it, vi } from 'vitest';
import {
  agreementDoneGuard,
  authGuard,
  mayFileGuard,
  dashboardGuard,
  disclaimerGate,
  einGuard,
  faqGuard,
  guardedDataLoader,
  guardLoader,
  taxpayerGuard,
  type GuardContext,
} from './guards';
import type { FeatureFlags } from '../state/features';

const individual: User = {
  username: 'i@example.com',
  firstName: 'Pat',
  token: 't',
  taxpayerId: '100001',
  isBusinessUser: false,
};
const individualNoTaxpayer: User = { ...individual, taxpayerId: null };
const business: User = {
  username: 'b@example.com',
  firstName: 'Morgan',
  token: 't',
  taxpayerId: '300001',
  isBusinessUser: true,
};
const businessNoTaxpayer: User = { ...business, taxpayerId: null };

function ctx(partial: Partial<GuardContext>): GuardContext {
  return { user: null, disclaimerAccepted: false, features: {}, path: '/dashboard', ...partial };
}

describe('authentication guard', () => {
  it('sends anonymous users to login with the return URL', () => {
    expect(authGuard(ctx({ path: '/forms/individual/estimate?year=2025' }))).toBe(
      '/auth/login?returnUrl=%2Fforms%2Findividual%2Festimate%3Fyear%3D2025',
    );
  });
  it('lets signed-in users through', () => {
    expect(authGuard(ctx({ user: individual }))).toBeNull();
  });
});

describe('disclaimer gate', () => {
  it.each([
    [false, null, '/'],
    [true, null, null],
    [false, individual, null],
    [true, individual, null],
  ])('cookie %s, user %j → %j', (disclaimerAccepted, user, expected) => {
    expect(disclaimerGate(ctx({ disclaimerAccepted, user }))).toBe(expected);
  });
});

describe('index further guard', () => {
  it.each([
    [false, null, null],
    [false, individual, null],
    [true, individual, '/dashboard'],
    [true, null, '/auth/login'],
  ])('cookie %s, user %j → %j', (disclaimerAccepted, user, expected) => {
    expect(agreementDoneGuard(ctx({ disclaimerAccepted, user }))).toBe(expected);
  });
});

describe('taxpayer guard (spec §4)', () => {
  it.each([
    ['no user', null, '/auth/login'],
    ['business user with a taxpayerId', business, null],
    ['business user without a taxpayerId', businessNoTaxpayer, '/manage-business-accounts'],
    ['non-business user without a taxpayerId', individualNoTaxpayer, '/dashboard'],
    ['non-business user with a taxpayerId', individual, null],
  ])('%s', (_label, user, expected) => {
    expect(taxpayerGuard(ctx({ user }))).toBe(expected);
  });

  it('on the dashboard does not send a user to the dashboard again', () => {
    expect(dashboardGuard(ctx({ user: individualNoTaxpayer }))).toBeNull();
    expect(dashboardGuard(ctx({ user: businessNoTaxpayer }))).toBe('/manage-business-accounts');
  });
});

describe('who-may-file guard', () => {
  it.each([
    ['NetProfitEstimate', null, '/dashboard'],
    ['ReturnOfIncome', null, '/dashboard'],
    ['CityTaxForm', '/dashboard', null],
    ['ExemptionCertificate', '/dashboard', null],
    ['IndividualEstimate', '/dashboard', null],
    ['BillingStatement', null, null],
  ] as const)('%s: business %s, individual %s', (type, forBusiness, forIndividual) => {
    expect(mayFileGuard(type)(ctx({ user: business }))).toBe(forBusiness);
    expect(mayFileGuard(type)(ctx({ user: individual }))).toBe(forIndividual);
  });

  it('leaves a signed-out visitor to the auth guard', () => {
    expect(mayFileGuard('NetProfitEstimate')(ctx({ user: null }))).toBeNull();
  });
});

describe('feature guards', () => {
  it.each([
    [{ EinManagement: true }, null],
    [{ EinManagement: false }, '/'],
    [{}, '/'],
  ])('EIN guard with %j → %j', (features, expected) => {
    expect(einGuard(ctx({ features }))).toBe(expected);
  });
  it.each([
    [{ 'Public.FAQ': true }, null],
    [{ 'Public.FAQ': false }, '/'],
  ])('FAQ guard with %j → %j', (features, expected) => {
    expect(faqGuard(ctx({ features }))).toBe(expected);
  });
});

describe('guardLoader', () => {
  const env = (user: User | null, disclaimerAccepted = false) => ({
    getUser: () => user,
    disclaimerAccepted: () => disclaimerAccepted,
    features: async () => ({}),
    currentFeatures: () => ({}),
  });
  const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

  it('throws a redirect to the first refusing guard', async () => {
    const loader = guardLoader(env(null), authGuard, disclaimerGate);
    const thrown = await loader(args('http://localhost/exemption')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/auth/login?returnUrl=%2Fexemption');
  });

  describe('waiting for the feature flags', () => {
    /** Flags that load only when `finish` is called, as on a slow network. */
    function pendingFlags(user: User | null) {
      let finish: (flags: FeatureFlags) => void = () => undefined;
      const loaded = new Promise<FeatureFlags>((resolve) => (finish = resolve));
      const requested = vi.fn(() => loaded);
      return {
        env: { ...env(user), features: requested, currentFeatures: () => ({ 'Public.FAQ': false }) },
        requested,
        finish,
      };
    }
    const settled = async (promise: Promise<unknown>) => {
      let done = false;
      void promise.then(
        () => (done = true),
        () => (done = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      return done;
    };

    it('does not wait when nobody is signed in and no guard reads them (disclaimer, login)', async () => {
      const { env: slow, requested } = pendingFlags(null);
      await expect(guardLoader(slow, agreementDoneGuard)(args('http://localhost/'))).resolves.toBeNull();
      expect(requested).not.toHaveBeenCalled();
    });

    it('waits when a guard reads them, and decides on the loaded flags', async () => {
      const { env: slow, finish } = pendingFlags(null);
      const result = guardLoader(slow, faqGuard)(args('http://localhost/faq'));
      expect(await settled(result)).toBe(false);
      finish({ 'Public.FAQ': true });
      await expect(result).resolves.toBeNull();
    });

    it('waits for any guard that reads them, whichever it is', async () => {
      const { env: slow, finish } = pendingFlags(null);
      const needsFlag = ({ features }: GuardContext) => (features['Some.Flag'] ? null : '/');
      const result = guardLoader(slow, agreementDoneGuard, needsFlag)(args('http://localhost/page'));
      expect(await settled(result)).toBe(false);
      finish({ 'Some.Flag': true });
      await expect(result).resolves.toBeNull();
    });

    it('does not wait when an earlier guard already redirects', async () => {
      const { env: slow, requested } = pendingFlags(null);
      const thrown = await guardLoader(
        slow,
        authGuard,
        faqGuard,
      )(args('http://localhost/x')).catch((error: unknown) => error);
      expect((thrown as Response).headers.get('Location')).toBe('/auth/login?returnUrl=%2Fx');
      expect(requested).not.toHaveBeenCalled();
    });

    it('waits when someone is signed in (the flag request may end an expired session)', async () => {
      const { env: slow, finish } = pendingFlags(individual);
      const result = guardLoader(slow, authGuard)(args('http://localhost/dashboard'));
      expect(await settled(result)).toBe(false);
      finish({});
      await expect(result).resolves.toBeNull();
    });
  });

  it('resolves when every guard passes', async () => {
    const loader = guardLoader(env(individual), authGuard, disclaimerGate, taxpayerGuard);
    await expect(loader(args('http://localhost/exemption'))).resolves.toBeNull();
  });
});

describe('guardedDataLoader', () => {
  const env = (user: User | null) => ({
    getUser: () => user,
    disclaimerAccepted: () => true,
    features: async () => ({}),
    currentFeatures: () => ({}),
  });
  const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

  it('redirects a refused visitor without loading the data', async () => {
    const load = vi.fn(async () => 'data');
    const loader = guardedDataLoader(
      env(business),
      [authGuard, taxpayerGuard, mayFileGuard(TaxFormType.CityTaxForm)],
      async () => load,
    );
    const thrown = await loader(args('http://localhost/forms/individual/annual-return')).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/dashboard');
    expect(load).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to login, not to the data', async () => {
    const load = vi.fn(async () => 'data');
    const loader = guardedDataLoader(
      env(null),
      [authGuard, mayFileGuard(TaxFormType.CityTaxForm)],
      async () => load,
    );
    const thrown = await loader(args('http://localhost/forms/individual/annual-return')).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).headers.get('Location')).toBe(
      '/auth/login?returnUrl=%2Fforms%2Findividual%2Fannual-return',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('answers the data of a visitor the guards let through', async () => {
    const load = vi.fn(async () => 'data');
    const loader = guardedDataLoader(
      env(individual),
      [authGuard, taxpayerGuard, mayFileGuard(TaxFormType.CityTaxForm)],
      async () => load,
    );
    await expect(loader(args('http://localhost/forms/individual/annual-return'))).resolves.toBe('data');
    expect(load).toHaveBeenCalledOnce();
  });
});
