import { isIP } from 'node:net';
import Bowser from 'bowser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditDetailSchema, type AuditDetail, type AuditEventKind } from '@citytax/api';
import type { AuthSession, Clock } from './auth';
import type { Db, Tx } from './db/index';
import { auditEvents, type AuditActorKind, type TaxFormRow } from './db/schema';

/*
 * The audit record (issue 30, ADR 0048): who did what to which account and taxpayer, when, from
 * where. One way to write it, recordAudit; changes call it inside their transaction, reads name
 * their kind in the route's config (`config: { audit: 'form.read' }`) and one onSend hook writes
 * the row. The taxpayer and form a request concerns are noted by the authorization itself
 * (assertRepresents, loadForm), so a route says only what kind of event it is.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read of a taxpayer's data: recorded by the onSend hook for a 2xx answer to a signed-in call
     * (with a detail when the route alone knows it, e.g. the form type of a one-per-year form).
     */
    audit?: AuditEventKind | { kind: AuditEventKind; detail: AuditDetail };
  }
  interface FastifyInstance {
    /** The server's clock, as the audit record reads it (buildApp's). */
    auditClock: Clock;
    /** Settles when the audit rows of the reads answered so far are written (tests; close). */
    auditWritesSettled: () => Promise<void>;
  }
}

/** What an authorization decision found the request to be about. */
export interface AuditSubject {
  taxpayerId: string;
  form?: Pick<TaxFormRow, 'id' | 'type' | 'taxYear' | 'confirmationNumber'>;
}

// Keyed by the request's session object (request.auth): it lives exactly as long as the request.
const subjects = new WeakMap<AuthSession, AuditSubject>();

/** Called by the authorization (assertRepresents, loadForm): the request concerns this taxpayer. */
export function noteAuditSubject(session: AuthSession, subject: AuditSubject): void {
  const earlier = subjects.get(session);
  // A form's taxpayer authorized after the form was noted keeps the form.
  if (earlier?.form && !subject.form && earlier.taxpayerId === subject.taxpayerId) return;
  subjects.set(session, subject);
}

export interface AuditEventInput {
  kind: AuditEventKind;
  /** The form changed: its taxpayer, and its type, id, year and confirmation number as the detail. */
  form?: AuditSubject['form'] & Pick<TaxFormRow, 'taxpayerId'>;
  /** The taxpayer; by default the form's, or the one the request's authorization noted. */
  taxpayerId?: string | null;
  /** Added to the form's type, id, year and confirmation number (the given form's, else the noted one's). */
  detail?: AuditDetail;
  /** The account the event belongs to, when the request is not signed in (sign-in, email links). */
  userId?: string | null;
  sessionId?: string | null;
  /** 'anonymous' for an attempt by someone not (yet) known to be the account holder. */
  actorKind?: AuditActorKind;
}

/** "Chrome on Android", "Safari on iOS", "Firefox on Windows"; null when the browser says nothing. */
export function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name?.trim();
  const os = parsed.os.name?.trim();
  const summary = browser && os ? `${browser} on ${os}` : (browser ?? os ?? '');
  // Bounded and printable: the header is the client's to choose.
  const clean = summary.replace(/[^\p{L}\p{N} .()/_+-]/gu, '').slice(0, 60);
  return clean || null;
}

/**
 * An address as Account activity shows it (ADR 0048): an IPv4 address without its last part
 * (203.0.113.x), an IPv6 address with its first 48 bits (2001:db8:85a3:…). Enough to tell a home
 * network from a stranger's country, not enough to point at one household.
 */
export function maskAddress(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (isIP(ip) === 6) {
    const [head = ''] = ip.split('::');
    const groups = ip.includes('::') ? head.split(':').filter(Boolean) : ip.split(':');
    while (groups.length < 3) groups.push('0');
    return `${groups.slice(0, 3).join(':')}:…`;
  }
  return null;
}

/** The session origin kept on a new session: its address and device, shown on Account activity. */
export function sessionOrigin(request: FastifyRequest): { clientIp: string; device: string | null } {
  return { clientIp: request.ip, device: deviceOf(request.headers['user-agent']) };
}

function detailOf(subject: AuditSubject | undefined): AuditDetail {
  const form = subject?.form;
  if (!form) return {};
  return {
    formType: form.type,
    formId: form.id,
    taxYear: form.taxYear,
    ...(form.confirmationNumber ? { confirmationNumber: form.confirmationNumber } : {}),
  };
}

/**
 * Appends one event. Inside a change's transaction, so the change and its record commit together
 * or not at all. The detail is checked against the contract's strict schema: a field that is not
 * an id or a small fact is refused (and with it the change), never stored.
 */
export async function recordAudit(tx: Tx, request: FastifyRequest, event: AuditEventInput): Promise<void> {
  const auth = request.auth;
  const subject = event.form
    ? { taxpayerId: event.form.taxpayerId, form: event.form }
    : auth
      ? subjects.get(auth)
      : undefined;
  const actorKind = event.actorKind ?? (auth || event.userId ? 'user' : 'anonymous');
  const actorId = actorKind === 'anonymous' ? null : (auth?.userId ?? event.userId ?? null);
  await tx.insert(auditEvents).values({
    occurredAt: request.server.auditClock(),
    actorKind,
    actorId,
    userId: event.userId !== undefined ? event.userId : (auth?.userId ?? null),
    taxpayerId: event.taxpayerId !== undefined ? event.taxpayerId : (subject?.taxpayerId ?? null),
    kind: event.kind,
    detail: auditDetailSchema.parse({ ...detailOf(subject), ...event.detail }),
    clientIp: request.ip,
    device: deviceOf(request.headers['user-agent']),
    sessionId: event.sessionId !== undefined ? event.sessionId : (auth?.sessionId ?? null),
  });
}

/**
 * The one hook of reads: a route whose config names an audit kind gets a row for each successful
 * answer to a signed-in caller. The row is written as the answer leaves (onSend), not before it:
 * a read answered from the instance's cache needs no database connection (ADR 0043), and its
 * record must not give it one to wait for. A failed write is logged and the answer still sent
 * (ADR 0048: the data was already authorized and read; refusing it would turn an audit-table fault
 * into an outage for every taxpayer). The writes still under way are awaited when the app closes.
 */
export function registerAudit(app: FastifyInstance, db: Db, clock: Clock): void {
  const underWay = new Set<Promise<void>>();
  app.decorate('auditClock', clock);
  app.decorate('auditWritesSettled', async () => {
    while (underWay.size > 0) await Promise.allSettled([...underWay]);
  });
  app.addHook('onClose', async () => app.auditWritesSettled());
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.routeOptions.config.audit;
    if (!read || !request.auth || reply.statusCode >= 300) return payload;
    const kind = typeof read === 'string' ? read : read.kind;
    const subject = subjects.get(request.auth);
    const write = recordAudit(db, request, {
      kind,
      detail: { ...(typeof read === 'string' ? {} : read.detail), ...detailOf(subject) },
    }).catch((err: unknown) => {
      request.log.error(
        { event: 'audit_write_failed', kind, err: { message: (err as Error).message } },
        'audit record of a read not written',
      );
    });
    underWay.add(write);
    void write.finally(() => underWay.delete(write));
    return payload;
  });
}
