import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes a message to the outbox in the caller's transaction (ADR 0006); the sender delivers it. */
export async function enqueueMail(tx: Db, message: MailMessage, now: Date = new Date()): Promise<number> {
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
