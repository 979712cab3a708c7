import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '@citytax/api';
import { uploadedFiles, users } from '../src/db/schema';
import { databaseUploadStore, fileUploadStore } from '../src/uploads';
import { client, drivers, fakeClock, makeApp, openTestDb, problemType, type TestDatabase } from './helpers';
import { multipartFile, pngFile } from './uploadFixtures';

/*
 * Issue 30, finding 3: an upload was written to disk before the yearly quota was checked, and
 * uploads had no rate limit. The quota and the limits are checked before a byte is kept, and the
 * bytes are kept only once the upload is complete, allowed and within every limit (ADR 0047).
 *
 * The limits (apps/mock-server/src/uploads.ts): per user, 10 files or 25 MiB an hour and 40 files
 * or 100 MiB a day, whatever taxpayer they were for; per taxpayer, 10 files or 25 MiB an hour,
 * whoever uploaded them; per user, 30 upload requests an hour, refused ones included.
 */

type Client = ReturnType<typeof client>;
const MiB = 1024 * 1024;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const upload = (c: Client, token: string, content: Buffer, language?: string) => {
  const body = multipartFile('w2.png', content, 'image/png');
  return c.send({
    method: 'POST',
    url: '/api/file-upload',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(language ? { 'accept-language': language } : {}) },
    token,
  });
};

function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().type).toBe(problemType(type));
}

/** Every file under `dir`, as paths relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function setUp(driver: (typeof drivers)[number]) {
  const clock = fakeClock(new Date('2026-03-01T12:00:00Z'));
  const database = await openTestDb(driver);
  // On PGlite the bytes are files in this directory (ADR 0025); on PostgreSQL they are in the row.
  const dir = mkdtempSync(path.join(tmpdir(), 'citytax-upload-limits-'));
  const uploads = driver === 'pglite' ? fileUploadStore(dir) : databaseUploadStore;
  const app = await makeApp(database, { clock: clock.now, uploadStore: uploads });
  return { clock, database, dir, uploads, app };
}

/** Stored files, written without the route (as if uploaded earlier). */
function storeRows(
  database: TestDatabase,
  n: number,
  {
    taxpayerId,
    userId = null,
    size,
    createdAt,
  }: { taxpayerId: string; userId?: string | null; size: number; createdAt: Date },
) {
  return database.db.insert(uploadedFiles).values(
    Array.from({ length: n }, () => ({
      id: randomUUID(),
      taxpayerId,
      userId,
      name: 'earlier.png',
      type: 'image/png',
      size,
      sha256: '0'.repeat(64),
      content: Buffer.from('earlier'),
      createdAt,
    })),
  );
}

describe.each(drivers)('file upload: nothing is kept before the quota is checked (%s)', (driver) => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  let c: Client;
  let token: string;

  beforeAll(async () => {
    ctx = await setUp(driver);
    c = client(ctx.app);
    token = await c.token('individual@example.com');
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.database.dispose();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(uploadedFiles);
  });

  const rowCount = async () => (await ctx.database.db.select().from(uploadedFiles)).length;
  const earlierThisYear = new Date('2026-02-01T09:00:00Z');

  it(`with the year's ${UPLOAD_QUOTA_FILES} files used, ten more uploads get 409 and leave no file and no row`, async () => {
    await storeRows(ctx.database, UPLOAD_QUOTA_FILES, {
      taxpayerId: '100001',
      size: 1000,
      createdAt: earlierThisYear,
    });
    for (let i = 0; i < 10; i++) {
      expectProblem(await upload(c, token, pngFile({ width: 64, height: 64 })), 409, 'upload-quota-exceeded');
    }
    expect(filesIn(ctx.dir)).toEqual([]);
    expect(await rowCount()).toBe(UPLOAD_QUOTA_FILES);
  });

  it("with the year's bytes almost used, ten larger uploads get 409 and leave no file and no row", async () => {
    await storeRows(ctx.database, 1, {
      taxpayerId: '100001',
      size: UPLOAD_QUOTA_BYTES - 1000,
      createdAt: earlierThisYear,
    });
    for (let i = 0; i < 10; i++) {
      expectProblem(await upload(c, token, pngFile({ width: 64, height: 64 })), 409, 'upload-quota-exceeded');
    }
    expect(filesIn(ctx.dir)).toEqual([]);
    expect(await rowCount()).toBe(1);
  });

  it('keeps the file of an allowed upload under its hash, and nothing else', async () => {
    const res = await upload(c, token, pngFile());
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db.select().from(uploadedFiles);
    if (driver === 'pglite') expect(filesIn(ctx.dir)).toEqual([`${row!.sha256.slice(0, 2)}/${row!.sha256}`]);
    else expect(filesIn(ctx.dir)).toEqual([]);
  });

  it('leaves no file for an upload refused for its content', async () => {
    const files = filesIn(ctx.dir);
    const fake = Buffer.concat([pngFile(), Buffer.from('<html>after the end</html>')]);
    expectProblem(await upload(c, token, fake), 400, 'validation-error');
    expect(filesIn(ctx.dir)).toEqual(files);
    expect(await rowCount()).toBe(0);
  });
});

describe.each(drivers)('file upload limits per user and per taxpayer (%s)', (driver) => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  let individual: Client;
  let business: Client;
  let individualToken: string;
  let businessToken: string;
  let businessUserId: string;

  beforeAll(async () => {
    ctx = await setUp(driver);
    individual = client(ctx.app);
    individualToken = await individual.token('individual@example.com');
    business = client(ctx.app);
    businessToken = await business.token('business@example.com'); // files as 300001, also 300002
    const [user] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'business@example.com'));
    businessUserId = user!.id;
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.database.dispose();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(uploadedFiles);
  });

  const ago = (ms: number) => new Date(ctx.clock.now().getTime() - ms);
  const rowCount = async () => (await ctx.database.db.select().from(uploadedFiles)).length;

  /** A 429 with Retry-After and a detail that says when to try again; no row and no file kept. */
  async function expectLimited(
    send: () => Promise<LightMyRequestResponse>,
    retryAfterSeconds: number,
    when: string,
    rows: number,
  ) {
    const files = filesIn(ctx.dir);
    const res = await send();
    expectProblem(res, 429, 'too-many-requests');
    expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(res.json().detail).toBe(`Too many files were uploaded in a short time. Try again in ${when}.`);
    expect(await rowCount()).toBe(rows);
    expect(filesIn(ctx.dir)).toEqual(files);
  }

  it('per user: the 11th file within an hour is refused, whichever taxpayer the files were for', async () => {
    const at = ago(30 * MINUTE);
    await storeRows(ctx.database, 5, {
      taxpayerId: '300001',
      userId: businessUserId,
      size: 1000,
      createdAt: at,
    });
    await storeRows(ctx.database, 5, {
      taxpayerId: '300002',
      userId: businessUserId,
      size: 1000,
      createdAt: at,
    });
    // Taxpayer 300001 has 5 files this hour: it is the user's count that is full.
    await expectLimited(() => upload(business, businessToken, pngFile()), 30 * 60, '30 minutes', 10);
    // Once the files are an hour old, there is room again.
    ctx.clock.advance(30 * MINUTE);
    // Sessions idle that long have ended: sign in again.
    businessToken = await business.token('business@example.com');
    individualToken = await individual.token('individual@example.com');
    const res = await upload(business, businessToken, pngFile());
    expect(res.statusCode, res.body).toBe(200);
  });

  it('per user: a file that would take the hour past 25 MiB is refused; a smaller one fits', async () => {
    const at = ago(10 * MINUTE);
    await storeRows(ctx.database, 1, {
      taxpayerId: '300001',
      userId: businessUserId,
      size: 12 * MiB,
      createdAt: at,
    });
    await storeRows(ctx.database, 1, {
      taxpayerId: '300002',
      userId: businessUserId,
      size: 12 * MiB,
      createdAt: at,
    });
    const big = pngFile({ width: 64, height: 64, size: Math.round(1.5 * MiB) });
    // The first of the two must leave the window before 1.5 MiB more fit: 50 minutes.
    await expectLimited(() => upload(business, businessToken, big), 50 * 60, '50 minutes', 2);
    const small = await upload(business, businessToken, pngFile({ width: 64, height: 64, size: 100_000 }));
    expect(small.statusCode, small.body).toBe(200);
  });

  it('per user: the 41st file within a day is refused, in hours', async () => {
    const at = ago(5 * HOUR);
    await storeRows(ctx.database, 20, {
      taxpayerId: '100001',
      userId: businessUserId,
      size: 1000,
      createdAt: at,
    });
    await storeRows(ctx.database, 20, {
      taxpayerId: '200001',
      userId: businessUserId,
      size: 1000,
      createdAt: at,
    });
    await expectLimited(() => upload(business, businessToken, pngFile()), 19 * 60 * 60, '19 hours', 40);
  });

  it('per user: a file that would take the day past 100 MiB is refused; a smaller one fits', async () => {
    const at = ago(3 * HOUR);
    await storeRows(ctx.database, 2, {
      taxpayerId: '100001',
      userId: businessUserId,
      size: 24 * MiB,
      createdAt: at,
    });
    await storeRows(ctx.database, 2, {
      taxpayerId: '200001',
      userId: businessUserId,
      size: 24 * MiB,
      createdAt: at,
    });
    const big = pngFile({ width: 64, height: 64, size: 5 * MiB });
    await expectLimited(() => upload(business, businessToken, big), 21 * 60 * 60, '21 hours', 4);
    const small = await upload(business, businessToken, pngFile({ width: 64, height: 64, size: 100_000 }));
    expect(small.statusCode, small.body).toBe(200);
  });

  it('per taxpayer: the 11th file within an hour is refused, whoever uploaded the files', async () => {
    await storeRows(ctx.database, 10, { taxpayerId: '100001', size: 1000, createdAt: ago(20 * MINUTE) });
    await expectLimited(() => upload(individual, individualToken, pngFile()), 40 * 60, '40 minutes', 10);
    // The user has uploaded nothing: the business user's own taxpayer is not limited.
    const other = await upload(business, businessToken, pngFile());
    expect(other.statusCode, other.body).toBe(200);
  });

  it('per taxpayer: a file that would take the hour past 25 MiB is refused', async () => {
    await storeRows(ctx.database, 1, { taxpayerId: '100001', size: 24 * MiB, createdAt: ago(5 * MINUTE) });
    const big = pngFile({ width: 64, height: 64, size: Math.round(1.5 * MiB) });
    await expectLimited(() => upload(individual, individualToken, big), 55 * 60, '55 minutes', 1);
  });

  it('says when to try again in Spanish', async () => {
    await storeRows(ctx.database, 10, { taxpayerId: '100001', size: 1000, createdAt: ago(59 * MINUTE) });
    const res = await upload(individual, individualToken, pngFile(), 'es');
    expectProblem(res, 429, 'too-many-requests');
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json().detail).toBe(
      'Se subieron demasiados archivos en poco tiempo. Vuelva a intentarlo en 1 minuto.',
    );
  });

  it('counts exactly when two uploads race for the last place', async () => {
    await storeRows(ctx.database, 9, { taxpayerId: '100001', size: 1000, createdAt: ago(10 * MINUTE) });
    const files = filesIn(ctx.dir);
    const answers = await Promise.all([
      upload(individual, individualToken, pngFile()),
      upload(individual, individualToken, pngFile()),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await rowCount()).toBe(10);
    if (driver === 'pglite') expect(filesIn(ctx.dir)).toHaveLength(files.length + 1);
  });

  it('refuses the 31st upload request of a user within an hour, refused ones included', async () => {
    // A fresh instance: its request counter starts at zero.
    const app: FastifyInstance = await makeApp(ctx.database, {
      clock: ctx.clock.now,
      uploadStore: ctx.uploads,
    });
    try {
      const c = client(app);
      const token = await c.token('individual@example.com');
      for (let i = 0; i < 30; i++) {
        const res = await upload(c, token, Buffer.from(`not an image ${i}`));
        expect(res.statusCode, res.body).toBe(400);
      }
      const res = await upload(c, token, pngFile());
      expectProblem(res, 429, 'too-many-requests');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(55 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(res.json().detail).toMatch(
        /^Too many files were uploaded in a short time\. Try again in \d+ minutes\.$/,
      );
      expect(await rowCount()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
