import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index';
import { cities, taxpayers, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, demoDataRefusal, seed } from '../src/db/seed';

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

  it('tells production not to start on a database that holds demo accounts (issue 30)', async () => {
    const database = await openDb({ inMemory: true });
    try {
      await seed(database.db, new Date(), { demo: false });
      expect(await demoDataRefusal(database.db)).toBeNull();
      await seed(database.db);
      expect(await demoDataRefusal(database.db)).toBe(
        `Refusing to start in production: the database holds ${DEMO_ACCOUNTS.length} demo account(s) whose password is public (README, Demo accounts). Start on a database that was never seeded with demo data.`,
      );
    } finally {
      await database.close();
    }
  });
});
