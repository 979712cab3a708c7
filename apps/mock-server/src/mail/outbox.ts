import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where a dropped mail is reported: never with its address or content. */
export interface MailLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface EnqueueOptions {
  /**
   * At most this many mails to one address within an hour (issue 16): an account mail past it is
   * dropped, so that no call can be used to flood someone's mailbox. Without it the mail is always
   * written (a filing's confirmation, the support desk's copy).
   */
  perAddressPerHour?: number;
  log?: MailLog;
}

const HOUR_MS = 60 * 60_000;

/**
 * Writes a message to the outbox in the caller's transaction (ADR 0006); the sender delivers it.
 * Answers the outbox id, or null when the per-address throttle dropped the message.
 */
export async function enqueueMail(
  tx: Db,
  message: MailMessage,
  now: Date = new Date(),
  options: EnqueueOptions = {},
): Promise<number | null> {
  const to = message.to.trim().toLowerCase();
  if (options.perAddressPerHour !== undefined) {
    // One writer per address at a time, so concurrent calls cannot all pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox:${to}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(outbox)
      .where(and(sql`lower(${outbox.to}) = ${to}`, gt(outbox.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((row?.n ?? 0) >= options.perAddressPerHour) {
      options.log?.warn(
        { event: 'mail_throttled', perHour: options.perAddressPerHour },
        'mail dropped: too many to one address this hour',
      );
      return null;
    }
  }
  const [row] = await tx
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** The absolute links of a plain-text message, in order. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[0]);
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
  sentAt: string | null;
}

/** The outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: Db, to?: string, limit = 200): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    links: extractLinks(r.text),
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  }));
}
