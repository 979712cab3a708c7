import { afterAll, describe, expect, it } from 'vitest';
import { KillScenario } from './burst';
import { TEST_DATABASE_URL } from './support';

/*
 * kill -9 again and again (issue 10, `npm run test:slow`): the burst of killDuringBurst.test.ts
 * in rounds on the same data, each round SIGKILLed at another point (early, mid-burst, late), the
 * next process recovering what the last one left, each round's unacknowledged requests retried
 * with their keys. After every restart the acknowledged writes are served; after the last one
 * the data holds every acknowledged record, no half-filed form and one record per key.
 */

/** The acknowledgement (within the round) at which each round's process is killed. */
const KILL_POINTS = [8, 35, 50, 20, 42];

const variants = [
  { driver: 'pglite' as const, port: 19250, providerPort: 19252 },
  ...(TEST_DATABASE_URL ? [{ driver: 'postgres' as const, port: 19251, providerPort: 19253 }] : []),
];

describe.each(variants)('kill -9 in every round of bursts ($driver)', (variant) => {
  const s = new KillScenario(variant);
  afterAll(() => s.tearDown());

  it(`keeps every acknowledged write through ${KILL_POINTS.length} kills and restarts`, async () => {
    await s.setUp();
    for (const [round, killAfter] of KILL_POINTS.entries()) {
      await s.burstAndKill(round, killAfter);
      s.expectOnlyDeservedRefusals();
      await s.expectAckedW2sServed();
      await s.retryUnacknowledged(round);
      await s.expectReplaysAnswerTheSameRecord();
    }
    const shown = await s.expectReturnConsistent();
    await s.server!.stop();
    const database = await s.openData();
    try {
      await s.expectAckedRecordsStored(database);
      await s.expectNoHalfFiledForm(database);
      await s.expectReturnAmountsRecompute(database, shown);
      await s.expectOneRecordPerKey(database);
    } finally {
      await database.close();
    }
    expect(s.calls.filter((c) => c.outcome === 'lost').length).toBeGreaterThanOrEqual(KILL_POINTS.length);
  });
});
