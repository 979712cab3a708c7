import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { MIGRATIONS_FOLDER } from '../../apps/mock-server/src/db/index';

/*
 * The shared services of the scale-out suites: a fresh PostgreSQL database per file and a
 * Redis key namespace per run, both removed afterwards.
 */

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** How many migrations the server applies (the entries of drizzle's journal). */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export { createDatabase, type FreshDatabase } from '../support/scratchDatabase';

/** A RATE_LIMIT_NAMESPACE no other run uses. */
export function uniqueNamespace(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(4).toString('hex')}:`;
}

/** The Redis keys under a namespace. */
export async function redisKeys(redisUrl: string, namespace: string): Promise<string[]> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 500);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under a namespace. */
export async function deleteRedisNamespace(redisUrl: string, namespace: string): Promise<void> {
  const keys = await redisKeys(redisUrl, namespace);
  if (keys.length === 0) return;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
