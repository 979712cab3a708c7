import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_INACTIVITY_LOGOUT_MS, DEFAULT_INACTIVITY_WARNING_MS } from '@citytax/api';
import type { AdmissionSettings } from './admission';
import type { InstanceCacheSettings } from './instanceCache';
import { DATABASE_POOL_SIZE } from './db/index';
import { REPO_ROOT } from './paths';

export { REPO_ROOT } from './paths';

const flag = <F extends boolean | null>(fallback: F) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx): boolean | F => {
      if (v === undefined || v === '') return fallback;
      if (['1', 'true', 'on', 'yes'].includes(v)) return true;
      if (['0', 'false', 'off', 'no'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be one of 1/true/on/yes or 0/false/off/no' });
      return z.NEVER;
    });

/** Where the payment provider simulator listens by default. */
export const DEFAULT_PAYMENT_PROVIDER_PORT = 8081;

/** Signs provider calls outside production when PAYMENT_CALLBACK_SECRET is unset; public, so never for production. */
export const DEV_PAYMENT_CALLBACK_SECRET = 'citytax-dev-only-payment-callback-secret-0001';

/** Signs device cookies outside production when DEVICE_COOKIE_SECRET is unset; public, so never for production. */
export const DEV_DEVICE_COOKIE_SECRET = 'citytax-dev-only-device-cookie-secret-00001';

/** The demonstration's paper-return settings; a deployment sets its own (docs/DEPLOY.md). */
export const DEFAULT_PAPER_FORMS_URL = 'https://www.citytax.example/forms/';
export const DEFAULT_MAILING_ADDRESS = [
  'City Tax Collection Division',
  'PO Box 5555',
  'Cleveland, OH 44101-5555',
];

const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The NODE_ENV values the server knows. */
const NODE_ENVS = ['production', 'development', 'test'] as const;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /** Demo taxpayers and accounts (public password) in the seed; off by default in production. */
    DEMO_DATA: flag(null),
    FEATURE_EIN_MANAGEMENT: flag(true),
    FEATURE_PUBLIC_FAQ: flag(true),
    INACTIVITY_WARNING_MS: ms(DEFAULT_INACTIVITY_WARNING_MS),
    INACTIVITY_LOGOUT_MS: ms(DEFAULT_INACTIVITY_LOGOUT_MS),
    SUPPORT_EMAIL: z.email().default('support@citytax.example'),
    SUPPORT_PHONE: z.string().trim().min(1).default('216-555-0100'),
    /**
     * Where a taxpayer gets the paper forms (the Individual Annual Return's paper form) when a return
     * cannot be filed online (issue 18): an http(s) URL, or a path on this site.
     */
    PAPER_FORMS_URL: optionalText
      .transform((v) => v ?? DEFAULT_PAPER_FORMS_URL)
      .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^/\s]+/.test(v), {
        message: 'must be an http(s) URL or a path on this site starting with /',
      }),
    /** Where paper returns are mailed: its lines separated by ";" (issue 18). */
    MAILING_ADDRESS: optionalText
      .transform((v) =>
        v === undefined
          ? [...DEFAULT_MAILING_ADDRESS]
          : v
              .split(';')
              .map((line) => line.trim())
              .filter(Boolean),
      )
      .refine((lines) => lines.length >= 2, {
        message:
          'must be at least two lines separated by ";", e.g. "Tax Division; PO Box 5555; City, ST 00000"',
      }),
    SESSION_IDLE_MS: ms(30 * 60_000),
    SESSION_ABSOLUTE_MS: ms(12 * 60 * 60_000),
    /**
     * How stale a session's last_seen_at may get before a request writes it again (ADR 0041): the
     * idle timeout is exact to within this; 0 writes it on every request. Default: 60 s, or a tenth
     * of SESSION_IDLE_MS when that is shorter than 10 minutes.
     */
    SESSION_TOUCH_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
    /**
     * The admission limit of API requests (ADR 0041): how many run at once (0: no limit), how many
     * more wait, and how long one waits before a 503 with Retry-After. Defaults by driver.
     */
    ADMISSION_MAX_IN_FLIGHT: z.coerce.number().int().min(0).optional(),
    ADMISSION_MAX_QUEUE: z.coerce.number().int().min(0).optional(),
    ADMISSION_MAX_WAIT_MS: z.coerce.number().int().positive().optional(),
    ADMISSION_RETRY_AFTER_S: z.coerce.number().int().positive().default(2),
    /**
     * Sessions (and taxpayers) an instance keeps to answer signed-in reads without the database
     * (ADR 0043); 0 turns the cache off.
     */
    INSTANCE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(10_000),
    PORTAL_DIST: z.string().trim().min(1).default('apps/portal/dist'),
    /**
     * Which proxies to believe about the client address (X-Forwarded-For): off, a number of hops (the
     * balancer's own entry and no further: 1 behind one balancer), or a comma-separated list of proxy
     * addresses/CIDRs. `on` (believe every hop) is refused: any client could then choose its address.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((v, ctx): false | number | string => {
        if (v === undefined || v === '' || ['0', 'false', 'off', 'no'].includes(v)) return false;
        if (['true', 'on', 'yes'].includes(v)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${v}" would trust any X-Forwarded-For, so any client could pick its own address and escape the rate limits. Set the number of proxies in front of the server (1 behind one balancer) or their addresses, e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8`,
          });
          return z.NEVER;
        }
        if (/^[1-9]\d?$/.test(v)) return Number(v);
        const parts = v.split(',').map((p) => p.trim());
        if (parts.every((p) => /^[0-9a-f:.]+(\/\d{1,3})?$/.test(p) && /[.:]/.test(p))) return parts.join(',');
        ctx.addIssue({
          code: 'custom',
          message: 'must be off, a number of proxy hops (1–99), or a comma-separated list of proxy addresses',
        });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_NAMESPACE: z.string().trim().min(1).default('citytax-rl:'),
    SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    LOCKOUT_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOCKOUT_WINDOW_MS: ms(15 * 60_000),
    LOCKOUT_DURATION_MS: ms(15 * 60_000),
    /** Consecutive failures on one account, from any address, before it locks (NIST SP 800-63B: at most 100). */
    ACCOUNT_LOCKOUT_FAILURES: z.coerce.number().int().min(2).max(100).default(10),
    /** The growing delay before a failed answer, per failure past half the account threshold. */
    SIGNIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).default(200),
    /** The HMAC key of the device cookies of sign-in (ADR 0046): the same on every instance. */
    DEVICE_COOKIE_SECRET: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('City Tax e-File <no-reply@citytax.example>'),
    EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    /** Overrides every email link's lifetime (ADR 0006 defaults); for demos and expiry tests. */
    EMAIL_TOKEN_TTL_MS: z.coerce.number().int().positive().optional(),
    /** Calls to /api/register/* per email address, and per SSN, EIN or taxpayer ID, per hour (issue 16). */
    REGISTRATION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    /** Account mails to one address per hour; more are dropped (issue 16). */
    MAIL_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
    /**
     * Read without regard to case; a value it does not know is refused (issue 30): `Production` once
     * ran in development mode, with the demo data and the public development secrets.
     */
    NODE_ENV: optionalText.pipe(
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }))
        .optional(),
    ),
    PAYMENT_PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PAYMENT_PROVIDER_PORT),
    PAYMENT_PROVIDER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Default: on outside production; in production only when set explicitly (issue 16). */
    PAYMENT_PROVIDER_SIMULATOR: flag(null),
    PAYMENT_CALLBACK_SECRET: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    /** Encrypts stored authenticator-app secrets (ADR 0045); required in production. */
    SECOND_STEP_KEY: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
  })
  .refine((c) => c.INACTIVITY_LOGOUT_MS > c.INACTIVITY_WARNING_MS, {
    message: 'must be greater than INACTIVITY_WARNING_MS',
    path: ['INACTIVITY_LOGOUT_MS'],
  })
  .refine(
    (c) => c.SESSION_TOUCH_INTERVAL_MS === undefined || c.SESSION_TOUCH_INTERVAL_MS < c.SESSION_IDLE_MS,
    {
      message: 'must be less than SESSION_IDLE_MS',
      path: ['SESSION_TOUCH_INTERVAL_MS'],
    },
  )
  .superRefine((c, ctx) => {
    if (c.NODE_ENV !== 'production') return;
    // Each of these would open production to anyone who has read the README.
    if (c.DEMO_DATA === true)
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message:
          'must be off in production: the demo accounts have a public password. Unset DEMO_DATA or set NODE_ENV to something else for a demonstration.',
      });
    if (c.PAYMENT_CALLBACK_SECRET === DEV_PAYMENT_CALLBACK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_CALLBACK_SECRET'],
        message:
          'must not be the development secret in production: it is public. Set a secret of your own (at least 32 characters).',
      });
    if (c.DEVICE_COOKIE_SECRET === DEV_DEVICE_COOKIE_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['DEVICE_COOKIE_SECRET'],
        message:
          'must not be the development secret in production: it is public. Set a secret of your own (at least 32 characters).',
      });
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Key prefix of rate-limit counters in Redis. */
  rateLimitNamespace: string;
  features: { einManagement: boolean; publicFaq: boolean };
  inactivity: { warningTime: number; logoutTime: number };
  support: { email: string; phone: string };
  /** What the paper-return guidance names: where to get the forms, and where to mail a return. */
  paperReturn: { formsUrl: string; mailingAddress: string[] };
  /**
   * Session lifetimes; last_seen_at is written again only once it is touchIntervalMs old, so a
   * session may end up to that much before idleMs of true inactivity (never after).
   */
  session: { idleMs: number; absoluteMs: number; touchIntervalMs: number };
  /** The admission limit of API requests (admission.ts); maxInFlight 0 turns it off. */
  admission: AdmissionSettings;
  /** The instance's cache of sessions and taxpayers (instanceCache.ts, ADR 0043). */
  cache: InstanceCacheSettings;
  /** Absolute path of the built portal; served only when it exists. */
  portalDist: string;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses (never every hop). */
  trustProxy: false | number | string;
  logLevel: string;
  /** Origin (and optional base path) of the portal, for absolute links in emails; no trailing slash. */
  publicUrl: string;
  mail: {
    /** SMTP server to deliver the outbox through; without it the outbox is the mailbox. */
    smtpUrl: string | undefined;
    from: string;
    /** Requests per IP per minute to the calls that send email or support requests on demand. */
    rateLimitMax: number;
    /** When set, the lifetime of every email link instead of the per-purpose defaults. */
    tokenTtlMs: number | undefined;
    /** Account mails (links, notices) to one address per hour; more are dropped. */
    perAddressPerHour: number;
  };
  /** Calls to /api/register/* per email address and per SSN/EIN/taxpayer ID, per hour. */
  registration: { rateLimitMax: number };
  /** NODE_ENV is 'production': no /dev pages. */
  production: boolean;
  /** Seed the demo taxpayers and accounts (DEMO_DATA; default: not in production). */
  demoData: boolean;
  payments: {
    /** Base URL of the card payment provider (browser and server); no trailing slash. */
    providerUrl: string;
    /** The provider's origin, allowed in the portal's CSP form-action. */
    providerOrigin: string;
    /** The provider simulator `npm start` runs next to the server (ADR 0014); in production only when asked. */
    simulator: { enabled: boolean; port: number };
    /**
     * Shared HMAC secret of the provider's signed calls; a fixed development secret outside
     * production, null in production when unset (the server then refuses to start).
     */
    callbackSecret: string | null;
    /** What the portal posts to the provider with the remittance id. */
    applicationId: string;
    messageVersion: string;
  };
  signIn: {
    /** Sign-in attempts per IP per minute. */
    rateLimitMax: number;
    lockoutMaxFailures: number;
    lockoutWindowMs: number;
    lockoutDurationMs: number;
    /** Consecutive failures on one account, across all addresses, before it locks. */
    accountLockoutFailures: number;
    failureDelayMs: number;
    /**
     * The HMAC key of device cookies (ADR 0046): a fixed development key outside production, null
     * in production when unset (the server then refuses to start).
     */
    deviceCookieSecret: string | null;
  };
  /** ADR 0045: the key of stored authenticator-app secrets; null in production when unset (no start). */
  secondStep: { secretKey: string | null };
}

/** Encrypts authenticator-app secrets outside production when SECOND_STEP_KEY is unset; public. */
export const DEV_SECOND_STEP_KEY = 'citytax-dev-only-second-step-key-000001';

/** The provider's fields identifying this application (constants of the agreement with the provider). */
export const PAYMENT_APPLICATION_ID = 'CITYTAX-EFILE';
export const PAYMENT_MESSAGE_VERSION = '1.0';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    features: { einManagement: e.FEATURE_EIN_MANAGEMENT, publicFaq: e.FEATURE_PUBLIC_FAQ },
    inactivity: { warningTime: e.INACTIVITY_WARNING_MS, logoutTime: e.INACTIVITY_LOGOUT_MS },
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE },
    paperReturn: { formsUrl: e.PAPER_FORMS_URL, mailingAddress: e.MAILING_ADDRESS },
    session: {
      idleMs: e.SESSION_IDLE_MS,
      absoluteMs: e.SESSION_ABSOLUTE_MS,
      touchIntervalMs:
        e.SESSION_TOUCH_INTERVAL_MS ??
        Math.min(DEFAULT_SESSION_TOUCH_INTERVAL_MS, Math.floor(e.SESSION_IDLE_MS / 10)),
    },
    admission: admissionSettings(e),
    cache: { maxEntries: e.INSTANCE_CACHE_ENTRIES, maxAgeMs: INSTANCE_CACHE_MAX_AGE_MS },
    portalDist: path.resolve(REPO_ROOT, e.PORTAL_DIST),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      rateLimitMax: e.EMAIL_RATE_LIMIT_MAX,
      tokenTtlMs: e.EMAIL_TOKEN_TTL_MS,
      perAddressPerHour: e.MAIL_PER_ADDRESS_PER_HOUR,
    },
    registration: { rateLimitMax: e.REGISTRATION_RATE_LIMIT_MAX },
    production: e.NODE_ENV === 'production',
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    payments: paymentSettings(e),
    signIn: {
      rateLimitMax: e.SIGNIN_RATE_LIMIT_MAX,
      lockoutMaxFailures: e.LOCKOUT_MAX_FAILURES,
      lockoutWindowMs: e.LOCKOUT_WINDOW_MS,
      lockoutDurationMs: e.LOCKOUT_DURATION_MS,
      accountLockoutFailures: e.ACCOUNT_LOCKOUT_FAILURES,
      failureDelayMs: e.SIGNIN_FAILURE_DELAY_MS,
      deviceCookieSecret:
        e.DEVICE_COOKIE_SECRET ?? (e.NODE_ENV === 'production' ? null : DEV_DEVICE_COOKIE_SECRET),
    },
    secondStep: {
      secretKey: e.SECOND_STEP_KEY ?? (e.NODE_ENV === 'production' ? null : DEV_SECOND_STEP_KEY),
    },
  };
}

/**
 * How long a cached session or taxpayer is used before it is read again even without a notice of a
 * change: a bound on a change the feed would miss (none is known; triggers see every write).
 */
export const INSTANCE_CACHE_MAX_AGE_MS = 60_000;

/** How stale last_seen_at may get by default (never more than a tenth of the idle timeout). */
export const DEFAULT_SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * PGlite runs every query in this thread, one at a time: a few requests at once keep it busy, and
 * a wait of at most 750 ms keeps every answer under 2 s (ADR 0041; 1 s until ADR 0043: the deadline
 * day then answered up to 2.4 s, 1.4 s with 750 ms, the rest being time the admitted requests ran
 * while the database, in this thread, stalled them). PostgreSQL: twice the pool (a request holds one
 * connection at a time, and works in Node between its queries) and a long queue, so a burst is
 * served late rather than refused.
 */
export const ADMISSION_DEFAULTS = {
  pglite: { maxInFlight: 8, maxQueue: 256, maxWaitMs: 750 },
  postgres: { maxInFlight: 2 * DATABASE_POOL_SIZE, maxQueue: 2_000, maxWaitMs: 5_000 },
} as const;

function admissionSettings(e: z.infer<typeof envSchema>): AdmissionSettings {
  const defaults = ADMISSION_DEFAULTS[e.DATABASE_URL ? 'postgres' : 'pglite'];
  return {
    maxInFlight: e.ADMISSION_MAX_IN_FLIGHT ?? defaults.maxInFlight,
    maxQueue: e.ADMISSION_MAX_QUEUE ?? defaults.maxQueue,
    maxWaitMs: e.ADMISSION_MAX_WAIT_MS ?? defaults.maxWaitMs,
    retryAfterSeconds: e.ADMISSION_RETRY_AFTER_S,
  };
}

function paymentSettings(e: z.infer<typeof envSchema>): Config['payments'] {
  const providerUrl = (e.PAYMENT_PROVIDER_URL ?? `http://localhost:${e.PAYMENT_PROVIDER_PORT}`).replace(
    /\/+$/,
    '',
  );
  const production = e.NODE_ENV === 'production';
  return {
    providerUrl,
    providerOrigin: new URL(providerUrl).origin,
    simulator: { enabled: e.PAYMENT_PROVIDER_SIMULATOR ?? !production, port: e.PAYMENT_PROVIDER_PORT },
    callbackSecret: e.PAYMENT_CALLBACK_SECRET ?? (production ? null : DEV_PAYMENT_CALLBACK_SECRET),
    applicationId: PAYMENT_APPLICATION_ID,
    messageVersion: PAYMENT_MESSAGE_VERSION,
  };
}

/** What the server must say loudly when it starts with this configuration. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && config.payments.simulator.enabled)
    warnings.push(
      'WARNING: PAYMENT_PROVIDER_SIMULATOR is on in production. Test cards complete payments and no money moves. Turn it off and set PAYMENT_PROVIDER_URL to a real provider.',
    );
  return warnings;
}

export function portalDistExists(config: Config): boolean {
  return existsSync(path.join(config.portalDist, 'index.html'));
}
