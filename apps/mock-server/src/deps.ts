import type { onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from './auth';
import type { CachedReads } from './cachedReads';
import type { InstanceCache } from './instanceCache';
import type { Config } from './config';
import type { Db } from './db/index';
import type { UploadStore } from './uploads';

/**
 * What route plugins receive. In a module of its own so that routes import it without importing
 * app.ts, which imports every route (an import circle through 18 files before).
 */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** Where W-2 attachment bytes are kept (ADR 0025). */
  uploads: UploadStore;
  /**
   * Resolves the session from the bearer token, or answers 401. Routes run it onRequest, so an
   * anonymous request is refused before its body is parsed or validated.
   */
  requireAuth: onRequestAsyncHookHandler;
  /**
   * Sessions and taxpayers this instance has read (ADR 0043). A route that changes a user, their
   * sessions or a taxpayer forgets them here after its commit; the change feed tells the others.
   */
  cache: InstanceCache;
  /** Taxpayers and the city table, through the cache when the request may use it. */
  reads: CachedReads;
}
