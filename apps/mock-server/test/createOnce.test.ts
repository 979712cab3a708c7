import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { taxForms, taxpayers, users } from '../src/db/schema';
import { createOnce, type CreateOnceOptions } from '../src/forms';
import { createUser, drivers, openTestDb, testConfig, type TestDatabase } from './helpers';

/*
 * createOnce (ADR 0012, ADR 0017): one record per Idempotency-Key. A request that loses the race
 * to a same-key request answers the winner's form, whatever it met on the way: the unique index,
 * or its own "already filed" check seeing the winner's committed form (READ COMMITTED).
 */

const NOW = new Date('2026-11-24T12:00:00Z');

describe.each(drivers)('createOnce (%s)', (driver) => {
  let database: TestDatabase;
  let next = 970_000;

  beforeAll(async () => {
    database = await openTestDb(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function filer() {
    const taxpayerId = String(next++);
    await database.db.insert(taxpayers).values({ id: taxpayerId, type: 0, name1: 'Race', name2: 'Filer' });
    const email = await createUser(database, { isBusinessUser: false, taxpayerId });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return { taxpayerId, userId: user!.id };
  }

  const certificates = (taxpayerId: string) =>
    database.db
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, 'ExemptionCertificate')));

  function certificate(who: { taxpayerId: string; userId: string }, key: string | null) {
    const already = () => new Error('already filed one');
    const options: CreateOnceOptions = {
      db: database.db,
      ...who,
      key,
      type: 'ExemptionCertificate',
      now: NOW,
      config: testConfig(),
      locale: 'en',
      onConflict: already,
      // What createOnce reads of the request: the audit record's clock, address and device.
      request: {
        auth: null,
        ip: '127.0.0.1',
        headers: {},
        server: { auditClock: () => NOW },
      } as unknown as FastifyRequest,
      prepare: async (tx) => {
        const [filed] = await tx
          .select({ id: taxForms.id })
          .from(taxForms)
          .where(and(eq(taxForms.taxpayerId, who.taxpayerId), eq(taxForms.type, 'ExemptionCertificate')));
        if (filed) throw already();
        return { taxYear: 2025, data: { exemptionSelection: 'retired' }, status: 'Filed' };
      },
    };
    return options;
  }

  it('a repeat of a stored key answers the stored form; another key meets the check', async () => {
    const who = await filer();
    const first = await createOnce(certificate(who, 'race-key-1'));
    expect(first.confirmationNumber).toMatch(/^CT-2025-/);
    expect((await createOnce(certificate(who, 'race-key-1'))).id).toBe(first.id);
    await expect(createOnce(certificate(who, 'race-key-2'))).rejects.toThrow('already filed one');
    await expect(createOnce(certificate(who, null))).rejects.toThrow('already filed one');
    expect(await certificates(who.taxpayerId)).toHaveLength(1);
  });

  // PGlite has one connection, so two transactions cannot interleave there; PostgreSQL's pool can.
  it.runIf(driver === 'postgres')(
    'a same-key request that commits while this one prepares wins: this one answers its form',
    async () => {
      const who = await filer();
      const loser = certificate(who, 'race-key-3');
      const check = loser.prepare;
      let winnerId: number | undefined;
      // This request's transaction has looked the key up and found nothing; before its own check
      // runs, the same-key request commits on another connection. The check then sees that form.
      loser.prepare = async (tx) => {
        winnerId = (await createOnce(certificate(who, 'race-key-3'))).id;
        return check(tx);
      };
      const answered = await createOnce(loser);
      expect(winnerId).toBeDefined();
      expect(answered.id).toBe(winnerId);
      expect(await certificates(who.taxpayerId)).toEqual([{ id: winnerId }]);
    },
  );
});
