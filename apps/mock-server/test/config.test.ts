import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_PAYMENT_CALLBACK_SECRET, loadConfig, startupWarnings } from '../src/config';

const SECRET = 's'.repeat(40);

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      features: { einManagement: true, publicFaq: true },
      inactivity: { warningTime: 900_000, logoutTime: 1_200_000 },
      support: { email: 'support@citytax.example', phone: '216-555-0100' },
      session: { idleMs: 1_800_000, absoluteMs: 43_200_000, touchIntervalMs: 60_000 },
      admission: { maxInFlight: 8, maxQueue: 256, maxWaitMs: 750, retryAfterSeconds: 2 },
      trustProxy: false,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.portalDist.endsWith('apps/portal/dist')).toBe(true);
  });

  it('has the paper-return settings: a forms URL and a mailing address, line by line (issue 18)', () => {
    expect(loadConfig({}).paperReturn).toEqual({
      formsUrl: 'https://www.citytax.example/forms/',
      mailingAddress: ['City Tax Collection Division', 'PO Box 5555', 'Cleveland, OH 44101-5555'],
    });
    expect(
      loadConfig({
        PAPER_FORMS_URL: '/forms/annual-return.pdf',
        MAILING_ADDRESS: ' Income Tax Division; PO Box 1 ;; Lakeside, OH 44000 ',
      }).paperReturn,
    ).toEqual({
      formsUrl: '/forms/annual-return.pdf',
      mailingAddress: ['Income Tax Division', 'PO Box 1', 'Lakeside, OH 44000'],
    });
    // Empty means the default, as for the other settings.
    expect(loadConfig({ PAPER_FORMS_URL: '', MAILING_ADDRESS: '' }).paperReturn).toEqual(
      loadConfig({}).paperReturn,
    );
  });

  it.each([
    ['PAPER_FORMS_URL', 'javascript:alert(1)'],
    ['PAPER_FORMS_URL', '//elsewhere.example/forms'],
    ['PAPER_FORMS_URL', 'forms.pdf'],
    ['MAILING_ADDRESS', 'Tax Division only'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it.each(['0', 'false', 'off', 'OFF'])('turns a feature off with %s', (v) => {
    expect(loadConfig({ FEATURE_EIN_MANAGEMENT: v }).features.einManagement).toBe(false);
  });

  it('fails with a message naming each bad variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', FEATURE_PUBLIC_FAQ: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/FEATURE_PUBLIC_FAQ/);
    expect(bad).toThrow(/DATABASE_URL/);
  });

  it('keeps per-purpose email link lifetimes unless EMAIL_TOKEN_TTL_MS overrides them', () => {
    expect(loadConfig({}).mail.tokenTtlMs).toBeUndefined();
    expect(loadConfig({ EMAIL_TOKEN_TTL_MS: '2000' }).mail.tokenTtlMs).toBe(2000);
    expect(() => loadConfig({ EMAIL_TOKEN_TTL_MS: '-1' })).toThrow(/EMAIL_TOKEN_TTL_MS/);
  });

  it('sizes the admission limit by driver, and takes each setting from the environment', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/citytax' }).admission).toEqual({
      maxInFlight: 20,
      maxQueue: 2_000,
      maxWaitMs: 5_000,
      retryAfterSeconds: 2,
    });
    expect(
      loadConfig({
        ADMISSION_MAX_IN_FLIGHT: '0',
        ADMISSION_MAX_QUEUE: '7',
        ADMISSION_MAX_WAIT_MS: '250',
        ADMISSION_RETRY_AFTER_S: '9',
      }).admission,
    ).toEqual({ maxInFlight: 0, maxQueue: 7, maxWaitMs: 250, retryAfterSeconds: 9 });
    expect(() => loadConfig({ ADMISSION_MAX_WAIT_MS: '0' })).toThrow(/ADMISSION_MAX_WAIT_MS/);
    expect(() => loadConfig({ ADMISSION_MAX_IN_FLIGHT: '-1' })).toThrow(/ADMISSION_MAX_IN_FLIGHT/);
  });

  it('keeps the session touch interval below the idle timeout', () => {
    expect(loadConfig({ SESSION_TOUCH_INTERVAL_MS: '0' }).session.touchIntervalMs).toBe(0);
    // A short idle timeout gets a tenth of it by default, so activity keeps the session alive.
    expect(loadConfig({ SESSION_IDLE_MS: '60000' }).session.touchIntervalMs).toBe(6_000);
    expect(loadConfig({ SESSION_IDLE_MS: '600000' }).session.touchIntervalMs).toBe(60_000);
    expect(() => loadConfig({ SESSION_IDLE_MS: '60000', SESSION_TOUCH_INTERVAL_MS: '60000' })).toThrow(
      /SESSION_TOUCH_INTERVAL_MS/,
    );
  });

  it('rejects a logout time not after the warning time', () => {
    expect(() => loadConfig({ INACTIVITY_WARNING_MS: '5000', INACTIVITY_LOGOUT_MS: '5000' })).toThrow(
      /INACTIVITY_LOGOUT_MS/,
    );
  });

  it('builds mail settings: PUBLIC_URL defaults to localhost and the port, SMTP_URL must be smtp(s)', () => {
    const c = loadConfig({ PORT: '9000' });
    expect(c.publicUrl).toBe('http://localhost:9000');
    expect(c.mail).toEqual({
      smtpUrl: undefined,
      from: 'City Tax e-File <no-reply@citytax.example>',
      rateLimitMax: 5,
      // Mail to one address is throttled (issue 16, ADR 0022).
      perAddressPerHour: 10,
    });
    expect(c.production).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://tax.example/' }).publicUrl).toBe('https://tax.example');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('reads NODE_ENV without regard to case and refuses a value it does not know (issue 30)', () => {
    for (const value of ['Production', 'PRODUCTION', ' production '])
      expect(loadConfig({ NODE_ENV: value }).production).toBe(true);
    // In production the demo data is off and the development secrets are refused, whatever the case.
    expect(loadConfig({ NODE_ENV: 'Production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'Production' }).payments.callbackSecret).toBeNull();
    expect(loadConfig({ NODE_ENV: 'Development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: '' }).production).toBe(false);
    for (const value of ['prod', 'staging', 'production1'])
      expect(() => loadConfig({ NODE_ENV: value })).toThrow(
        'NODE_ENV: must be one of production, development, test',
      );
  });

  it('seeds demo data outside production only, unless DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it.each(['on', 'true', 'ON', 'yes'])(
    'refuses TRUST_PROXY=%s: any client could choose its address (issue 16)',
    (v) => {
      const start = () => loadConfig({ TRUST_PROXY: v });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/TRUST_PROXY: .*would trust any X-Forwarded-For/);
      expect(start).toThrow(/TRUST_PROXY=1/);
    },
  );

  it("limits consecutive failures per account within NIST SP 800-63B's cap of 100", () => {
    expect(loadConfig({}).signIn.accountLockoutFailures).toBe(10);
    expect(loadConfig({ ACCOUNT_LOCKOUT_FAILURES: '100' }).signIn.accountLockoutFailures).toBe(100);
    expect(() => loadConfig({ ACCOUNT_LOCKOUT_FAILURES: '101' })).toThrow(/ACCOUNT_LOCKOUT_FAILURES/);
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: SECRET };

    it.each(['on', 'true', '1'])('refuses DEMO_DATA=%s: the demo accounts have a public password', (v) => {
      const start = () => loadConfig({ ...production, DEMO_DATA: v });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        'DEMO_DATA: must be off in production: the demo accounts have a public password. Unset DEMO_DATA or set NODE_ENV to something else for a demonstration.',
      );
    });

    it('refuses the development callback secret, which is public', () => {
      const start = () => loadConfig({ ...production, PAYMENT_CALLBACK_SECRET: DEV_PAYMENT_CALLBACK_SECRET });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        'PAYMENT_CALLBACK_SECRET: must not be the development secret in production: it is public. Set a secret of your own (at least 32 characters).',
      );
      // Outside production the development secret is still what signs the simulator's calls.
      expect(
        loadConfig({ PAYMENT_CALLBACK_SECRET: DEV_PAYMENT_CALLBACK_SECRET }).payments.callbackSecret,
      ).toBe(DEV_PAYMENT_CALLBACK_SECRET);
    });

    it('starts no payment provider simulator unless PAYMENT_PROVIDER_SIMULATOR=on is set', () => {
      expect(loadConfig(production).payments.simulator.enabled).toBe(false);
      expect(loadConfig({ ...production, PAYMENT_PROVIDER_SIMULATOR: '' }).payments.simulator.enabled).toBe(
        false,
      );
      expect(
        loadConfig({ ...production, PAYMENT_PROVIDER_SIMULATOR: 'off' }).payments.simulator.enabled,
      ).toBe(false);
      expect(loadConfig({ ...production, PAYMENT_PROVIDER_SIMULATOR: 'on' }).payments.simulator.enabled).toBe(
        true,
      );
      // Development (npm start, the e2e server) keeps it on by default.
      expect(loadConfig({}).payments.simulator.enabled).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test' }).payments.simulator.enabled).toBe(true);
    });

    it('warns loudly when the simulator runs in production, and only then', () => {
      const warnings = startupWarnings(loadConfig({ ...production, PAYMENT_PROVIDER_SIMULATOR: 'on' }));
      expect(warnings).toEqual([
        'WARNING: PAYMENT_PROVIDER_SIMULATOR is on in production. Test cards complete payments and no money moves. Turn it off and set PAYMENT_PROVIDER_URL to a real provider.',
      ]);
      expect(startupWarnings(loadConfig(production))).toEqual([]);
      expect(startupWarnings(loadConfig({}))).toEqual([]);
    });
  });
});
