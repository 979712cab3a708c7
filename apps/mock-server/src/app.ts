import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { healthSchema, localPath, PROBLEMS, problemWords, ProblemType } from '@citytax/api';
import { registerAdmission } from './admission';
import { registerAudit } from './audit';
import { makeRequireAuth, type Clock } from './auth';
import { makeCachedReads } from './cachedReads';
import { InstanceCache } from './instanceCache';
import type { AppDeps } from './deps';
import { databaseUploadStore, type UploadStore } from './uploads';
import { loadPortalPages } from './portalPages';
import type { Config } from './config';
import { pingDb, type Database, type Db } from './db/index';
import { databaseUnavailableProblem, isDatabaseUnavailable } from './dbErrors';
import {
  inLanguage,
  ProblemError,
  problemTypeForStatus,
  requestLocale,
  sendProblem,
  type Wording,
} from './problems';
import { zodIssueWording } from './zodMessages';
import { startMailSender, type MailSender } from './mail/sender';
import { accountRoutes } from './routes/account';
import { activityRoutes } from './routes/activity';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { secondStepRoutes } from './routes/secondStep';
import { billingStatementRoutes } from './routes/billingStatement';
import { cityRoutes } from './routes/cities';
import { cityTaxFormRoutes } from './routes/cityTaxForm';
import { confirmationRoutes } from './routes/confirmation';
import { devRoutes } from './routes/dev';
import { pageFormRoutes } from './routes/pageForms';
import { draftRoutes } from './routes/drafts';
import { estimateRoutes } from './routes/estimates';
import { exemptionRoutes } from './routes/exemption';
import { einRoutes } from './routes/ein';
import { netProfitEstimateRoutes } from './routes/netProfitEstimate';
import { officeContactRoutes } from './routes/officeContact';
import { paymentRoutes } from './routes/payments';
import { registerRoutes } from './routes/register';
import { returnOfIncomeRoutes } from './routes/returnOfIncome';
import { featureRoutes } from './routes/features';
import { filingsRoutes } from './routes/filings';
import { taxpayerRoutes } from './routes/taxpayer';
import {
  decodedPath,
  isApiPath,
  registerAntiForgery,
  registerInputGuard,
  registerSecurityHeaders,
  SECURITY_HEADERS,
  sendFrameworkError,
} from './security';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Fastify logger options; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** The one clock the server reads; injectable so tests can move time. */
  clock?: Clock;
  /** How often the mail sender polls the outbox (with SMTP_URL set); 2 s when omitted. */
  mailPollMs?: number;
  /**
   * Where W-2 attachment bytes are kept; in the row (bytea) when omitted. main.ts gives PGlite
   * a file store under DATA_DIR/uploads (ADR 0025).
   */
  uploadStore?: UploadStore;
  /**
   * The database's change feed (Database.listen). With it, sessions and taxpayers are cached in
   * the instance and forgotten on every committed change (ADR 0043); without it, nothing is cached.
   */
  listen?: Database['listen'];
  /** Called for every route as it is registered (tests derive their route tables from it). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the outbox through SMTP; null without SMTP_URL (the outbox is then the mailbox). */
    mailSender: MailSender | null;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fields whose values never reach the log (issue 16): credentials, addresses, taxpayer IDs and
 * card data, by name, at the top of a log line and two levels below it (`body.email`,
 * `err.body.password`). The request line is the matched route, never the URL (LOG_SERIALIZERS).
 */
export const SENSITIVE_LOG_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'userToken',
  'emailConfirmationToken',
  'accessCode',
  'email',
  'emailAddress',
  'username',
  'ssn',
  'ein',
  'employerEin',
  'federalIdLast4',
  'taxpayerFederalId',
  'payerTin',
  'cardNumber',
  'cvc',
  'expiry',
  'authorization',
  'cookie',
  '"set-cookie"',
  '"x-xsrf-token"',
] as const;

/** pino `redact` paths of SENSITIVE_LOG_FIELDS (a quoted name is a bracketed key). */
export const LOG_REDACT = SENSITIVE_LOG_FIELDS.flatMap((field) =>
  field.startsWith('"') ? [`*[${field}]`, `*.*[${field}]`] : [field, `*.${field}`, `*.*.${field}`],
);

/** An email address, also percent-encoded (`a%40b.c`), in free text such as an SMTP error. */
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Log serializers: the request as method and matched route pattern, never the URL or its query. */
export const LOG_SERIALIZERS = {
  req(req: {
    method?: string;
    routeOptions?: { url?: string | undefined };
    ip?: string;
    socket?: { remotePort?: number | undefined } | null;
  }) {
    return {
      method: req.method,
      // The query of some spec calls carries an email address (§7); a path may carry anything.
      route: req.routeOptions?.url ?? '(no route)',
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};

/**
 * The server's logger options (main.ts; the log tests use the same): the request line by route,
 * SENSITIVE_LOG_FIELDS redacted, and any email address left in free text masked as the line is written.
 */
export function serverLogOptions(
  level: string,
  extraRedact: readonly string[] = [],
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: [...LOG_REDACT, ...extraRedact], censor: '[redacted]' },
    serializers: LOG_SERIALIZERS,
    hooks: { streamWrite: (line: string) => line.replace(EMAIL_IN_TEXT, '[email]') },
  };
}

type LogLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LOG_LEVELS: LogLevelName[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * Fastify's per-request logger (the request id in every line), made when the request first logs
 * at an enabled level rather than for every request (ADR 0043): pino redacts a child's bindings as
 * it makes it, 12% of a cached read's CPU at 23 redacted fields. The lines are the same: the child
 * is made from the same bindings and options.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  options: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (typeof parent.isLevelEnabled !== 'function') return logger.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= logger.child(bindings, options));
  const enabled = (level: LogLevelName) =>
    (child as typeof parent | undefined)?.isLevelEnabled?.(level) ?? parent.isLevelEnabled!(level);
  const lazy: Record<string, unknown> = {
    child: (...args: Parameters<FastifyBaseLogger['child']>) => made().child(...args),
    silent: () => undefined,
  };
  Object.defineProperty(lazy, 'level', {
    get: () => (child ?? logger).level,
    set: (value: string) => {
      made().level = value;
    },
  });
  for (const level of LOG_LEVELS) {
    lazy[level] = (...args: unknown[]) => {
      if (enabled(level)) (made()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return lazy as unknown as FastifyBaseLogger;
}

function fieldKey(context: string | undefined, instancePath: string): string {
  const where = context === 'querystring' ? 'query' : (context ?? 'body');
  const rest = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return rest ? `${where}.${rest}` : where;
}

/** The part of the request a validation error is about, as the route received it. */
function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/** The value at a validation issue's path (`/spouse/ssn`), own properties only. */
function valueAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function validationProblem(error: FastifyError, request: FastifyRequest): ProblemError {
  const errors: Record<string, Wording[]> = {};
  const issues: [string, Wording][] = [];
  const data = requestPart(request, error.validationContext);
  for (const issue of error.validation ?? []) {
    const key = fieldKey(error.validationContext, issue.instancePath);
    // The errors map names body fields bare (as the forms name them); the detail says where.
    const mapKey = key.startsWith('body.') ? key.slice('body.'.length) : key;
    const root = issue.instancePath === '' || issue.instancePath === '/';
    const message: Wording =
      root && /received (undefined|null)/.test(issue.message ?? '')
        ? problemWords.validation.required
        : issue.message
          ? zodIssueWording({
              code: issue.keyword,
              message: issue.message,
              params: issue.params,
              input: valueAt(data, issue.instancePath),
            })
          : problemWords.validation.invalid;
    (errors[mapKey] ??= []).push(message);
    issues.push([key, message]);
  }
  const detail = issues.map(([key, message]) => `${key}: ${inLanguage(message, 'en')}`).join('. ');
  // sendProblem words the issues again in the request's language.
  return new ProblemError(400, ProblemType.ValidationError, detail || PROBLEMS['validation-error'].detail, {
    errors,
    issues,
  });
}

const TRANSPORT_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: problemWords.server.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: problemWords.server.bodyEmpty,
  FST_ERR_CTP_BODY_TOO_LARGE: PROBLEMS['payload-too-large'].detail,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: PROBLEMS['unsupported-media-type'].detail,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: problemWords.server.contentLength,
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count n trusts the n nearest proxies (hop 0 is the peer), as proxy-addr does for numbers.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('cacheConfirmed', false);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(reply, error);
    if (hasZodFastifySchemaValidationErrors(error))
      return sendProblem(reply, validationProblem(error, request));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const detail =
        TRANSPORT_DETAILS[error.code] ?? (status === 400 ? 'The request is invalid.' : error.message);
      return sendProblem(reply, new ProblemError(status, problemTypeForStatus(status), detail));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendProblem(reply, databaseUnavailableProblem());
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      new ProblemError(
        500,
        ProblemType.InternalError,
        'An unexpected error occurred. Please try again later.',
      ),
    );
  });

  // First of the hooks: a request that waits for its turn, or is refused, has cost nothing yet.
  registerAdmission(app, config.admission);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerAntiForgery(app);
  registerInputGuard(app);

  // Rate-limit counters shared by every instance (docs/DEPLOY.md). Commands fail at once while Redis
  // is unreachable (no offline queue) and the limiter then lets the request through (skipOnError):
  // an outage of the counter store must not stop taxpayers signing in or filing, and the per-account
  // lockout, kept in the database, still bounds password guessing (ADR 0015).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  if (redis) {
    let lastLogged = 0;
    redis.on('error', (err: Error) => {
      const now = Date.now();
      if (now - lastLogged < 10_000) return; // one line per 10 s while it is down, not one per retry
      lastLogged = now;
      app.log.error(
        { err: { message: err.message } },
        'rate-limit store (Redis) unreachable; limits skipped',
      );
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Counting starts with the first request: wait for the connection (a few seconds at most; an
    // unreachable Redis at start is an outage like any other, not a reason not to start).
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: config.rateLimitNamespace } : {}),
    // context.after is English ("1 minute"): a Spanish request gets the catalogue's default detail.
    errorResponseBuilder: (request, context) =>
      new ProblemError(
        429,
        ProblemType.TooManyRequests,
        requestLocale(request) === 'es'
          ? PROBLEMS['too-many-requests'].detail
          : `Too many requests. Try again in ${context.after}.`,
        {
          headers: { 'Retry-After': String(Math.ceil(context.ttl / 1000)) },
        },
      ),
  });

  const cache = new InstanceCache(config.cache);
  cache.onFeedState = (state, err) => {
    if (state === 'lost')
      app.log.error(
        { event: 'change_feed_lost', err: { message: err?.message ?? 'connection ended' } },
        'change feed lost: the instance cache is bypassed until it is back',
      );
    else app.log.info({ event: 'change_feed_listening' }, 'change feed listening');
  };
  if (options.listen && config.cache.maxEntries > 0) {
    const feed = await options.listen(cache);
    cache.attach(feed);
    app.addHook('onClose', async () => feed.close());
  }
  const deps: AppDeps = {
    config,
    db,
    clock,
    uploads: options.uploadStore ?? databaseUploadStore,
    requireAuth: makeRequireAuth(db, config, clock, cache),
    cache,
    reads: makeCachedReads(db, cache),
  };
  registerAudit(app, db, clock);
  await app.register(authRoutes, deps);
  await app.register(secondStepRoutes, deps);
  await app.register(featureRoutes, deps);
  await app.register(officeContactRoutes, deps);
  await app.register(taxpayerRoutes, deps);
  await app.register(registerRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(activityRoutes, deps);
  await app.register(einRoutes, deps);
  await app.register(cityRoutes, deps);
  await app.register(draftRoutes, deps);
  await app.register(exemptionRoutes, deps);
  await app.register(cityTaxFormRoutes, deps);
  await app.register(estimateRoutes, deps);
  await app.register(billingStatementRoutes, deps);
  await app.register(returnOfIncomeRoutes, deps);
  await app.register(netProfitEstimateRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(filingsRoutes, deps);
  await app.register(confirmationRoutes, deps);
  await app.register(devRoutes, deps);
  await app.register(pageFormRoutes, deps);
  await app.register(analyticsRoutes, deps);

  const mailSender = config.mail.smtpUrl
    ? startMailSender({
        db,
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        log: app.log,
        clock,
        ...(options.mailPollMs ? { intervalMs: options.mailPollMs } : {}),
      })
    : null;
  app.decorate('mailSender', mailSender);
  if (mailSender) app.addHook('onClose', async () => mailSender.stop());

  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async () => {
    try {
      await pingDb(db);
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      throw new ProblemError(503, ProblemType.ServiceUnavailable, problemWords.server.databaseUnreachable);
    }
    return { status: 'ok' as const };
  });

  const hasPortal = existsSync(path.join(config.portalDist, 'index.html'));
  // The prerendered pages (ADR 0042); a build without them gets index.html for every page.
  const portalPages = hasPortal ? loadPortalPages(config.portalDist) : null;
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: config.portalDist,
      wildcard: true,
      // `/` is a page like the others (sendPortalPage), not the bare index.html.
      index: portalPages ? false : 'index.html',
      // The build writes .br and .gz beside each file (apps/portal/vite.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(config.portalDist, filePath).split(path.sep).join('/');
        res.header(
          'Cache-Control',
          rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /** A page of the portal: as prerendered for the address and visitor, or index.html. */
  const sendPortalPage = (request: FastifyRequest, reply: FastifyReply, requested: string) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
    if (portalPages) return portalPages.send(reply, portalPages.pick(requested, request));
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  if (portalPages) app.get('/', (request, reply) => sendPortalPage(request, reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // The decoded path, as the router reads it: `/%61pi/nothing` is an API miss, not a portal page.
    const requested = decodedPath(request.url);
    if (hasPortal && isRead && !isApiPath(requested) && !requested.startsWith('/assets/')) {
      return sendPortalPage(request, reply, requested);
    }
    // A page's form sent before its script ran (prerendered pages, ADR 0042): the forms post, so
    // nothing typed lands in an address; the page is shown again and its script takes the form.
    if (
      portalPages &&
      request.method === 'POST' &&
      !isApiPath(requested) &&
      !requested.startsWith('/assets/')
    ) {
      // Only a path on this origin (issue 30): `//evil.example` or `/..//evil.example` go home.
      return reply
        .code(303)
        .header('Location', localPath(request.url.split('?')[0] ?? '/') ?? '/')
        .send();
    }
    return sendProblem(
      reply,
      new ProblemError(404, ProblemType.NotFound, (w) =>
        w.server.noResource(request.method, request.url.split('?')[0] ?? ''),
      ),
    );
  });

  return app;
}
