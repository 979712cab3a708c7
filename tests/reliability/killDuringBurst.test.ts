import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../apps/mock-server/src/db/index';
import { KillScenario } from './burst';
import { TEST_DATABASE_URL } from './support';

/*
 * kill -9 during a burst (issue 10). The real server process takes a concurrent burst of W-2 saves,
 * estimates, billing statements, employer's returns, an exemption certificate (sent twice at once),
 * payment starts and no-payment filings from three signed-in users (burst.ts); it is SIGKILLed
 * once KILL_AFTER_ACKS of them have been acknowledged, with others in flight. A new process on the
 * same data (the PGlite data directory, or the same PostgreSQL database) must then have every
 * acknowledged write with its content, still accept the sessions signed in before, show no
 * half-filed form, keep amounts and counts consistent, and create at most one record when an
 * unacknowledged request is retried with its Idempotency-Key.
 */

const KILL_AFTER_ACKS = 35;

const scenarios = [
  new KillScenario({ driver: 'pglite', port: 19200, providerPort: 19202 }),
  ...(TEST_DATABASE_URL ? [new KillScenario({ driver: 'postgres', port: 19201, providerPort: 19203 })] : []),
];

// The drivers' bursts run at once: they share nothing but the machine, and the time is mostly
// process start-up.
beforeAll(() =>
  Promise.all(
    scenarios.map(async (s) => {
      await s.setUp();
      await s.burstAndKill(0, KILL_AFTER_ACKS);
    }),
  ),
);
afterAll(() => Promise.all(scenarios.map((s) => s.tearDown())));

describe.each(scenarios.map((s) => ({ driver: s.options.driver, s })))(
  'kill -9 during a burst of writes ($driver)',
  ({ s }) => {
    let shown: Awaited<ReturnType<KillScenario['expectReturnConsistent']>>;

    it('killed the process with writes acknowledged and in flight; refusals were only 409s', () => {
      expect(s.acked().length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(s.calls.filter((c) => c.outcome === 'lost').length).toBeGreaterThan(0);
      s.expectOnlyDeservedRefusals();
    });

    it('serves every acknowledged W-2 after the restart, with its content, to the same session', () =>
      s.expectAckedW2sServed());

    it('answers a replay of every acknowledged request with the same record', () =>
      s.expectReplaysAnswerTheSameRecord());

    it('creates at most one record when an unacknowledged request is retried with its key', () =>
      s.retryUnacknowledged(0));

    it('keeps the annual return consistent: entries, counts and the filing', async () => {
      shown = await s.expectReturnConsistent();
    });

    describe('in the data, read after a clean stop', () => {
      let database: Database;
      beforeAll(async () => {
        await s.server!.stop();
        database = await s.openData();
      });
      afterAll(async () => {
        await database?.close();
      });

      it('has every acknowledged record, filing and payment start with its content', () =>
        s.expectAckedRecordsStored(database));

      it('has no half-filed form and no orphaned or doubled payment', () =>
        s.expectNoHalfFiledForm(database));

      it("keeps each annual return's amount due equal to a recomputation and to what the endpoint showed", () =>
        s.expectReturnAmountsRecompute(database, shown));

      it('holds one record per Idempotency-Key: exactly the acknowledged and the retried ones', () =>
        s.expectOneRecordPerKey(database));
    });
  },
);
