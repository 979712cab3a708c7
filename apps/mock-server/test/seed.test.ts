import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index';
import { cities, taxpayers, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, seed } from '../src/db/seed';

describe('seed', () => {
  it('without demo data loads the cities only: no demo account with the public password', async () => {
    const database = await openDb({ inMemory: true });
    try {
      await seed(database.db, new Date(), { demo: false });
      const [c] = await database.db.select({ n: count() }).from(cities);
      const [u] = await database.db.select({ n: count() }).from(users);
      const [t] = await database.db.select({ n: count() }).from(taxpayers);
      expect(c?.n).toBeGreaterThan(0);
      expect(u?.n).toBe(0);
      expect(t?.n).toBe(0);
      // Idempotent, and demo data can still be added later.
      await seed(database.db);
      const [after] = await database.db.select({ n: count() }).from(users);
      expect(after?.n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await database.close();
    }
  });
});
