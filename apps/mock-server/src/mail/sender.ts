import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../auth';
import type { Db } from '../db/index';
import { outbox } from '../db/schema';

export interface MailSender {
  /** Delivers what is due now; resolves when done. Safe to call concurrently with the timer. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Poll interval in ms. */
  intervalMs?: number;
  batchSize?: number;
}

/** How long a claimed row stays with one sender before another may try it. */
const CLAIM_MS = 5 * 60_000;
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** The SMTP error without anything that could carry message content. */
function describe(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
    const parts = [e.code, e.responseCode].filter((p) => p !== undefined).map(String);
    const msg = typeof e.message === 'string' ? e.message.split('\n')[0]!.slice(0, 200) : '';
    return [...parts, msg].filter(Boolean).join(' ');
  }
  return 'delivery failed';
}

/**
 * Delivers outbox rows through SMTP. Each row is first claimed with a conditional update,
 * so several server instances never send the same row twice at the same time. Failures are
 * recorded on the row and retried with backoff. Bodies and links are never logged.
 */
export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, log, clock } = options;
  const transport = createTransport(options.smtpUrl);
  const batchSize = options.batchSize ?? 20;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function deliverDue(): Promise<void> {
    const now = clock();
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
      .orderBy(asc(outbox.id))
      .limit(batchSize);
    for (const { id } of due) {
      if (stopped) return;
      const [row] = await db
        .update(outbox)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .where(
          and(
            eq(outbox.id, id),
            isNull(outbox.sentAt),
            or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          ),
        )
        .returning();
      if (!row) continue; // another sender took it
      const attempts = row.attempts + 1;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        });
        await db
          .update(outbox)
          .set({ sentAt: clock(), error: null, attempts, nextAttemptAt: null })
          .where(eq(outbox.id, row.id));
        log.info({ event: 'mail_sent', outboxId: row.id }, 'mail sent');
      } catch (err) {
        const error = describe(err);
        await db
          .update(outbox)
          .set({ error, attempts, nextAttemptAt: new Date(clock().getTime() + backoffMs(attempts)) })
          .where(eq(outbox.id, row.id));
        log.warn({ event: 'mail_failed', outboxId: row.id, attempts, error }, 'mail delivery failed');
      }
    }
  }

  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= deliverDue()
      .catch((err: unknown) => log.error({ err: describe(err) }, 'mail sender error'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 2_000);
  timer.unref();

  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
