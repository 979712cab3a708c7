import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { City } from '@citytax/tax-rules';
import { preparedOnce } from './auth';
import type { Db, Tx } from './db/index';
import { taxpayers } from './db/schema';
import { loadCityTable } from './forms';
import type { InstanceCache, TaxpayerRow } from './instanceCache';

/*
 * The rows a request reads through the instance's cache (ADR 0043): from the cache when the
 * request passed its barrier (requireAuth), else from the database, kept for the next request
 * when it passed. Inside a transaction the database is read through it (`tx`): on PGlite a query
 * on `db` would wait for the transaction forever.
 */
export interface CachedReads {
  taxpayer(request: FastifyRequest, id: string, tx?: Tx): Promise<TaxpayerRow | undefined>;
  cities(request: FastifyRequest, tx?: Tx): Promise<City[]>;
}

export function makeCachedReads(db: Db, cache: InstanceCache): CachedReads {
  // Prepared once (ADR 0041): the most frequent read of the portal builds no SQL per request.
  const taxpayerById = preparedOnce(() =>
    db
      .select()
      .from(taxpayers)
      .where(eq(taxpayers.id, sql.placeholder('id')))
      .prepare('taxpayer_by_id'),
  );
  return {
    async taxpayer(request, id, tx) {
      const confirmed = request.cacheConfirmed;
      const held = confirmed ? cache.taxpayer(id) : undefined;
      if (held) return held;
      const ticket = cache.ticket();
      const [row] = tx
        ? await tx.select().from(taxpayers).where(eq(taxpayers.id, id))
        : await taxpayerById().execute({ id });
      if (row && confirmed) cache.storeTaxpayer(row, ticket);
      return row;
    },
    async cities(request, tx) {
      const confirmed = request.cacheConfirmed;
      const held = confirmed ? cache.cities() : undefined;
      if (held) return held;
      const ticket = cache.ticket();
      const table = await loadCityTable(tx ?? db);
      if (confirmed) cache.storeCities(table, ticket);
      return table;
    },
  };
}
