import { randomBytes } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { z } from 'zod';
import { negotiateLocale } from '@citytax/api';
import { checkCard, type CardInput } from './cards';
import { providerWords } from './messages.en';
import { cardPage, messagePage, pageLanguage, providerPagePolicy, type PageLanguage } from './page';
import {
  PROVIDER_PATHS,
  sessionRegistrationSchema,
  type PaymentOutcome,
  type ProviderCallback,
  type SessionRegistration,
  type SessionState,
} from './protocol';
import { SIGNATURE_HEADER, signBody, verifySignature } from './signature';

/**
 * A faithful stand-in for the external card payment provider (issue 8, ADR 0014): its own
 * Fastify listener (a different origin from the portal), a signed server-to-server API to
 * register and cancel sessions, the hosted card page the browser is sent to, and a signed
 * callback of every outcome to the server. Sessions live in memory, as a provider's
 * would live in its own database.
 */

/** Sends a signed callback; `fetch` in production, `app.inject` in tests. */
export type CallbackTransport = (
  url: string,
  request: { headers: Record<string, string>; body: string },
) => Promise<{ status: number }>;

export interface ProviderOptions {
  /** The shared HMAC secret of both directions. */
  secret: string;
  applicationId: string;
  messageVersion: string;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  transport?: CallbackTransport;
  /** Pauses between callback attempts after a network failure or 5xx; ms. */
  retryDelaysMs?: readonly number[];
}

interface Session extends SessionRegistration {
  /** Ties a card submission to a page this provider rendered. */
  pageToken: string;
  state: SessionState['state'];
  outcome?: PaymentOutcome;
  callback?: ProviderCallback;
  /** The server acknowledged the callback (2xx). */
  delivered: boolean;
  /** The delivery in flight, so a double submit waits for it instead of charging again. */
  delivery?: Promise<boolean>;
}

/** Sessions kept at most; the oldest finished or cancelled ones go first. */
const MAX_SESSIONS = 10_000;
const CALLBACK_TIMEOUT_MS = 5_000;
const FORM_BODY_LIMIT = 8 * 1024;
const API_BODY_LIMIT = 16 * 1024;

const fetchTransport: CallbackTransport = async (url, { headers, body }) => {
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
  });
  await res.body?.cancel();
  return { status: res.status };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const payFormSchema = z.object({
  applicationId: z.string().default(''),
  messageVersion: z.string().default(''),
  remittanceId: z.string().default(''),
});

const cardFormSchema = z.object({
  pageToken: z.string().default(''),
  action: z.enum(['pay', 'cancel']).default('pay'),
  cardNumber: z.string().max(64).default(''),
  expiry: z.string().max(16).default(''),
  cvc: z.string().max(16).default(''),
  name: z.string().max(200).default(''),
});

/** Page texts of the simulator's message pages, in English (messages.en.ts). */
export const PROVIDER_TEXT = providerWords.messages;

/**
 * The language of a page: its session's, which the server registered from the payer's request
 * (the language chosen in the portal), or else the browser's Accept-Language.
 */
function languageOf(request: FastifyRequest, session?: Session): PageLanguage {
  return pageLanguage(session?.locale ?? negotiateLocale(request.headers['accept-language']));
}

function securityHeaders(reply: FastifyReply, returnOrigin?: string): FastifyReply {
  return reply
    .header('Content-Security-Policy', providerPagePolicy(returnOrigin))
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store');
}

function html(reply: FastifyReply, status: number, lang: PageLanguage, body: string, returnOrigin?: string) {
  return securityHeaders(reply, returnOrigin)
    .code(status)
    .header('Content-Language', lang.locale)
    .header('Vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(body);
}

function firstValues(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw)) if (!(k in out)) out[k] = v;
  return out;
}

export async function buildProvider(options: ProviderOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? (() => new Date());
  const transport = options.transport ?? fetchTransport;
  const retryDelays = options.retryDelaysMs ?? [250, 1_000];
  const sessions = new Map<string, Session>();
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { ignoreTrailingSlash: true } });

  function remember(session: Session): void {
    sessions.set(session.remittanceId, session);
    if (sessions.size <= MAX_SESSIONS) return;
    for (const [id, s] of sessions) {
      if (s.state !== 'open' && s.delivered) {
        sessions.delete(id);
        if (sessions.size <= MAX_SESSIONS) return;
      }
    }
  }

  /** Posts the signed outcome until the server acknowledges it; false when it never does. */
  async function deliver(session: Session): Promise<boolean> {
    const body = JSON.stringify(session.callback);
    for (let attempt = 0; ; attempt++) {
      let status = 0;
      try {
        ({ status } = await transport(session.callbackUrl, {
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(options.secret, body, clock()),
          },
          body,
        }));
      } catch (err) {
        app.log.warn({ err, remittanceId: session.remittanceId, attempt }, 'callback delivery failed');
      }
      if (status >= 200 && status < 300) {
        session.delivered = true;
        return true;
      }
      // A 4xx is the server refusing this callback: sending it again cannot change that.
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
        app.log.error({ remittanceId: session.remittanceId, status }, 'callback refused by the server');
        return false;
      }
      if (attempt >= retryDelays.length) {
        app.log.error({ remittanceId: session.remittanceId, status }, 'callback not delivered');
        return false;
      }
      await sleep(retryDelays[attempt]!);
    }
  }

  /** Delivers a finished session's outcome again when the server has not acknowledged it. */
  async function redeliver(session: Session): Promise<void> {
    if (session.state !== 'finished' || session.delivered) return;
    session.delivery = session.delivery?.then((ok) => ok || deliver(session)) ?? deliver(session);
    await session.delivery;
  }

  const stateOf = (s: Session): SessionState => ({
    remittanceId: s.remittanceId,
    state: s.state,
    ...(s.outcome ? { outcome: s.outcome } : {}),
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  // -------------------------------------------------------------------------------------
  // Server → provider: signed JSON, verified over the raw body.

  await app.register(async (api) => {
    api.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    function authenticated<T extends z.ZodType>(
      raw: unknown,
      header: string | string[] | undefined,
      schema: T,
    ): z.infer<T> | { status: number; error: string } {
      if (!Buffer.isBuffer(raw)) return { status: 415, error: 'Send application/json.' };
      const check = verifySignature(options.secret, header, raw, clock());
      if (!check.ok) return { status: 401, error: `The request signature is ${check.reason}.` };
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return { status: 400, error: 'The request body is not valid JSON.' };
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return { status: 400, error: 'The request body is not valid.' };
      return parsed.data as z.infer<T>;
    }
    const failed = (v: unknown): v is { status: number; error: string } =>
      typeof v === 'object' && v !== null && 'error' in v && 'status' in v;

    api.post(PROVIDER_PATHS.sessions, async (request, reply) => {
      const body = authenticated(
        request.body,
        request.headers['x-provider-signature'],
        sessionRegistrationSchema,
      );
      if (failed(body)) return reply.code(body.status).send({ error: body.error });
      if (body.applicationId !== options.applicationId) {
        return reply.code(400).send({ error: 'Unknown applicationId.' });
      }
      const existing = sessions.get(body.remittanceId);
      if (existing && existing.state !== 'open') {
        await redeliver(existing);
        return stateOf(existing);
      }
      // Registering again (an open session) takes the server's latest details.
      const session: Session = existing
        ? { ...existing, ...body }
        : { ...body, pageToken: randomBytes(24).toString('base64url'), state: 'open', delivered: false };
      remember(session);
      request.log.info(
        { remittanceId: session.remittanceId, amountCents: session.amountCents },
        'payment session registered',
      );
      return stateOf(session);
    });

    api.post<{ Params: { remittanceId: string } }>(
      '/api/v1/sessions/:remittanceId/cancel',
      async (request, reply) => {
        const body = authenticated(
          request.body,
          request.headers['x-provider-signature'],
          z.object({ remittanceId: z.string() }),
        );
        if (failed(body)) return reply.code(body.status).send({ error: body.error });
        if (body.remittanceId !== request.params.remittanceId) {
          return reply.code(400).send({ error: 'The remittance ids differ.' });
        }
        const session = sessions.get(body.remittanceId);
        // Nothing can be paid on a session this provider does not know.
        if (!session) return { remittanceId: body.remittanceId, state: 'cancelled' } satisfies SessionState;
        if (session.state === 'open') {
          session.state = 'cancelled';
          request.log.info({ remittanceId: session.remittanceId }, 'payment session cancelled');
        } else {
          await redeliver(session);
        }
        return stateOf(session);
      },
    );
  });

  // -------------------------------------------------------------------------------------
  // Browser → provider: form posts and the hosted page.

  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, firstValues(String(body))),
    );

    const badRequest = (request: FastifyRequest, reply: FastifyReply, session?: Session) => {
      const lang = languageOf(request, session);
      const t = lang.words.messages;
      return html(reply, 400, lang, messagePage(lang, t.badRequestTitle, t.badRequest));
    };
    const unknown = (request: FastifyRequest, reply: FastifyReply) => {
      const lang = languageOf(request);
      const t = lang.words.messages;
      return html(reply, 404, lang, messagePage(lang, t.unknownTitle, t.unknown));
    };
    /** Back to the site, which reads the outcome from its own server. */
    const backToSite = (reply: FastifyReply, session: Session) =>
      securityHeaders(reply, new URL(session.returnUrl).origin).redirect(session.returnUrl, 303);

    pages.post(PROVIDER_PATHS.pay, async (request, reply) => {
      const form = payFormSchema.safeParse(request.body ?? {});
      if (!form.success) return badRequest(request, reply);
      const { applicationId, messageVersion, remittanceId } = form.data;
      if (applicationId !== options.applicationId || messageVersion !== options.messageVersion) {
        return badRequest(request, reply);
      }
      const session = sessions.get(remittanceId);
      if (!session) return unknown(request, reply);
      if (session.state !== 'open') {
        await redeliver(session);
        return backToSite(reply, session);
      }
      const lang = languageOf(request, session);
      return html(
        reply,
        200,
        lang,
        cardPage(
          {
            remittanceId: session.remittanceId,
            pageToken: session.pageToken,
            description: session.description,
            amountCents: session.amountCents,
            errors: {},
            values: {},
          },
          lang,
        ),
        new URL(session.returnUrl).origin,
      );
    });

    pages.post<{ Params: { remittanceId: string } }>('/pay/:remittanceId', async (request, reply) => {
      const session = sessions.get(request.params.remittanceId);
      if (!session) return unknown(request, reply);
      const form = cardFormSchema.safeParse(request.body ?? {});
      if (!form.success || form.data.pageToken !== session.pageToken)
        return badRequest(request, reply, session);
      const lang = languageOf(request, session);
      const returnOrigin = new URL(session.returnUrl).origin;

      if (session.state !== 'open') {
        // A double submit: the first one charges; this one waits for it and goes back too.
        await session.delivery;
        return backToSite(reply, session);
      }
      if (form.data.action === 'cancel') return backToSite(reply, session);

      const input: CardInput = {
        cardNumber: form.data.cardNumber,
        expiry: form.data.expiry,
        cvc: form.data.cvc,
        name: form.data.name,
      };
      const check = checkCard(input, clock(), lang.words.card);
      if (!check.ok) {
        return html(
          reply,
          400,
          lang,
          cardPage(
            {
              remittanceId: session.remittanceId,
              pageToken: session.pageToken,
              description: session.description,
              amountCents: session.amountCents,
              errors: check.errors,
              // The card number and CVC are never sent back.
              values: { expiry: input.expiry, name: input.name },
            },
            lang,
          ),
          returnOrigin,
        );
      }

      // Synchronously, before any await: of two submits only the first finds it open.
      session.state = 'finished';
      session.outcome = check.outcome;
      session.callback = {
        remittanceId: session.remittanceId,
        outcome: check.outcome,
        last4: check.last4,
        amountCents: session.amountCents,
        providerReference: `sim_${randomBytes(12).toString('hex')}`,
      };
      request.log.info(
        { remittanceId: session.remittanceId, outcome: check.outcome },
        'card payment processed',
      );
      session.delivery = deliver(session);
      await session.delivery;
      return backToSite(reply, session);
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request);
    const t = lang.words.messages;
    return html(
      reply,
      404,
      lang,
      messagePage(lang, t.notFoundTitle, t.notFound(request.method, request.url.split('?')[0] ?? '')),
    );
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'provider error');
    if (request.url.startsWith('/api/')) return reply.code(status).send({ error: 'The request failed.' });
    const lang = languageOf(request);
    const t = lang.words.messages;
    return html(reply, status, lang, messagePage(lang, t.badRequestTitle, t.badRequest));
  });

  return app;
}
