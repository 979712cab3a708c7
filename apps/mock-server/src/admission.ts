import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProblemType } from '@citytax/api';
import { ProblemError } from './problems';

/*
 * The admission limit of API requests (issue 21, ADR 0041). PGlite runs in the server's thread and
 * answers one query at a time: under 200 connections every request queued inside it, and some
 * waited more than 10 s. Here a bounded number of API requests run at once and a bounded number
 * wait their turn, first come first served; a request that finds the queue full, or waits longer
 * than maxWaitMs, is answered 503 service-unavailable with Retry-After at once instead of stalling.
 * PostgreSQL gets the same gate, sized to its pool and with a long queue (config.ts).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission gate's counts; null when the limit is off. */
    admission: AdmissionStats | null;
  }
  interface FastifyContextConfig {
    /**
     * 'exempt': a route that is never refused for load (the payment provider's signed callback:
     * a payment that completed must be recorded, and it is rare).
     */
    admission?: 'exempt';
  }
}

export interface AdmissionSettings {
  /** API requests that run at once; 0 turns the limit off. */
  maxInFlight: number;
  /** Requests that may wait for a turn; one more is refused at once. */
  maxQueue: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** The Retry-After of a refusal, seconds. */
  retryAfterSeconds: number;
}

/** The 503 of a request refused for load. */
export function busyProblem(retryAfterSeconds: number): ProblemError {
  return new ProblemError(
    503,
    ProblemType.ServiceUnavailable,
    // In the request's language (ADR 0039): the problem catalogs' `server.busy`.
    (w) => w.server.busy(retryAfterSeconds),
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

interface Waiter {
  admit(): void;
  /** Refuses the waiter (its client has gone: nothing will read the answer). */
  drop(): void;
  /** True once the waiter was admitted, refused or dropped. */
  settled: boolean;
  /** The client went away while it waited: its turn goes to the next. */
  gone(): boolean;
}

/** Counts of the gate, for tests and logs. */
export interface AdmissionStats {
  inFlight: number;
  waiting: number;
  admitted: number;
  refusedQueueFull: number;
  refusedWaitedTooLong: number;
}

/**
 * The gate itself: enter() resolves with a release function once the request may run.
 *
 * Turns are handed out in a later turn of the event loop (setImmediate), never at once: PGlite
 * answers in this thread, and a request on it runs from its first query to its answer without
 * letting Node read another socket. Were turns handed straight on, one busy stretch would serve
 * every waiter while the requests that arrived meanwhile sat unread, with no clock running on
 * them. Deferred, each turn of the loop reads every request that has arrived (into the queue, with
 * the wait bound running) and then runs at most maxInFlight of them.
 */
export function admissionGate(settings: AdmissionSettings) {
  const queue: Waiter[] = [];
  const stats: AdmissionStats = {
    inFlight: 0,
    waiting: 0,
    admitted: 0,
    refusedQueueFull: 0,
    refusedWaitedTooLong: 0,
  };
  let drainScheduled = false;

  /** Gives the free turns to the first waiters still there. */
  function drain(): void {
    drainScheduled = false;
    while (stats.inFlight < settings.maxInFlight && queue.length > 0) {
      const waiter = queue.shift()!;
      if (waiter.settled) continue;
      waiter.settled = true;
      if (waiter.gone()) {
        waiter.drop();
        continue;
      }
      stats.inFlight++;
      stats.admitted++;
      waiter.admit();
    }
    stats.waiting = queue.length;
  }

  function scheduleDrain(): void {
    if (drainScheduled || queue.length === 0) return;
    drainScheduled = true;
    setImmediate(drain);
  }

  function release(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      stats.inFlight--;
      scheduleDrain();
    };
  }

  return {
    stats,
    /** Resolves when the request may run (call the release it gives once it is done); throws a 503. */
    enter(gone: () => boolean): Promise<() => void> {
      // Free turns count as room too: requests that arrive together all wait for the next drain.
      const room = settings.maxQueue + Math.max(0, settings.maxInFlight - stats.inFlight);
      if (queue.length >= room) {
        stats.refusedQueueFull++;
        return Promise.reject(busyProblem(settings.retryAfterSeconds));
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          settled: false,
          gone,
          admit: () => {
            clearTimeout(timer);
            resolve(release());
          },
          drop: () => {
            clearTimeout(timer);
            reject(busyProblem(settings.retryAfterSeconds));
          },
        };
        const timer = setTimeout(() => {
          if (waiter.settled) return;
          waiter.settled = true;
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          stats.waiting = queue.length;
          stats.refusedWaitedTooLong++;
          reject(busyProblem(settings.retryAfterSeconds));
        }, settings.maxWaitMs);
        queue.push(waiter);
        stats.waiting = queue.length;
        scheduleDrain();
      });
    },
  };
}

/** API requests, by the route they matched; not the health check, static files or 404s. */
function isGated(request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  return url !== undefined && url.startsWith('/api/') && config.admission !== 'exempt';
}

/**
 * Gates API requests before anything else runs for them (register before the other hooks). A turn
 * is given back when the response is done or the connection closes, whichever comes first.
 */
export function registerAdmission(app: FastifyInstance, settings: AdmissionSettings): void {
  if (settings.maxInFlight <= 0) {
    app.decorate('admission', null);
    return;
  }
  const gate = admissionGate(settings);
  app.decorate('admission', gate.stats);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isGated(request)) return;
    const gone = () => reply.raw.closed || reply.raw.destroyed || request.raw.socket?.destroyed === true;
    const release = await gate.enter(gone);
    // A turn is never kept by a response that has already closed (it would be lost for good).
    if (reply.raw.closed || reply.raw.destroyed) release();
    else reply.raw.once('close', release);
  });
}
