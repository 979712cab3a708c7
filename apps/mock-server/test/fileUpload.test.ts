import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  fileUploadResponseSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
} from '@citytax/api';
import { uploadedFiles } from '../src/db/schema';
import {
  client,
  drivers,
  fakeClock,
  makeApp,
  openTestDb,
  problemType,
  setSessionFilingAs,
  testUploadStore,
  type TestDatabase,
} from './helpers';

/* POST /api/file-upload (spec §7): W-2 attachments, PDF, PNG or JPEG by content, at most 5 MB. */

type Client = ReturnType<typeof client>;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('....IHDR fake image data'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake image data')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[], { close = true } = {}) {
  const boundary = `----citytax${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (c: Client, token: string | undefined, body: { payload: Buffer; contentType: string }) =>
  c.send({
    method: 'POST',
    url: '/api/file-upload',
    payload: body.payload,
    headers: { 'content-type': body.contentType },
    ...(token ? { token } : {}),
  });
const file = (filename: string, content: Buffer | string, contentType = 'application/octet-stream') =>
  multipart([{ name: 'file', filename, contentType, content }]);

function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json().type).toBe(problemType(type));
}

describe.each(drivers)('file upload (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let c: Client;
  let token: string;
  const uploads = testUploadStore(driver);

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, { uploadStore: uploads });
    c = client(app);
    token = await c.token('individual@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const storedCount = async () => (await database.db.select().from(uploadedFiles)).length;

  it('accepts a PNG and stores it for the filing-as taxpayer with its SHA-256', async () => {
    const res = await upload(c, token, file('W-2 2025.png', PNG, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const body = fileUploadResponseSchema.parse(res.json());
    expect(body).toMatchObject({ name: 'W-2 2025.png', size: PNG.length, type: 'image/png' });
    const [row] = await database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, body.id));
    expect(row).toMatchObject({ taxpayerId: '100001', type: 'image/png', size: PNG.length });
    expect(row!.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(Buffer.compare(await uploads.read(row!), PNG)).toBe(0);
    // PGlite keeps the bytes in a file, off the database (ADR 0025); PostgreSQL in the row.
    if (driver === 'pglite')
      expect(row).toMatchObject({ content: null, storageKey: `${row!.sha256.slice(0, 2)}/${row!.sha256}` });
    else expect(row).toMatchObject({ storageKey: null });
  });

  it('answers /healthz promptly while a 5 MiB upload is being stored', async () => {
    const content = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
    PDF.copy(content);
    content.write(randomUUID(), PDF.length); // a new hash each run
    const body = file('big.pdf', content, 'application/pdf');
    let done = false;
    const pending = upload(c, token, body).finally(() => {
      done = true;
    });
    // Health checks one after another for as long as the upload runs, so one of them meets the
    // moment its bytes are stored. Each is timed from before its 5 ms pause: a blocked event loop
    // delays the timer too, as it would delay a load balancer's probe waiting on the socket.
    const healthMs: number[] = [];
    while (!done) {
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const health = await c.get('/healthz');
      healthMs.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
    }
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().size).toBe(UPLOAD_MAX_BYTES);
    // It took seconds on PGlite with the bytes in one bytea INSERT; well under 1 s now.
    expect(healthMs.length).toBeGreaterThan(0);
    expect(Math.max(...healthMs)).toBeLessThan(1000);
  });

  it.each([
    ['a PDF', 'w2.pdf', PDF, 'application/pdf'],
    // The content decides, not the name or the declared type.
    ['a JPEG named .pdf', 'scan.pdf', JPEG, 'image/jpeg'],
  ])('accepts %s as its sniffed type', async (_what, name, content, type) => {
    const res = await upload(c, token, file(name, content, 'application/pdf'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name, size: content.length, type });
  });

  it('keeps only the base name of a path-like file name', async () => {
    const res = await upload(c, token, file('C:\\Users\\pat\\w2.png', PNG, 'image/png'));
    expect(res.json().name).toBe('w2.png');
  });

  it.each([
    ['a text file named .pdf', 'w2.pdf', 'This is not a PDF at all.', 'application/pdf'],
    ['an empty file', 'w2.png', '', 'image/png'],
    ['a GIF', 'w2.gif', 'GIF89a....', 'image/gif'],
  ])('refuses %s: only PDF, PNG or JPEG', async (_what, name, content, type) => {
    const before = await storedCount();
    const res = await upload(c, token, file(name, content, type));
    expectProblem(res, 400, 'validation-error');
    expect(res.json().detail).toBe('The file must be a PDF, PNG or JPEG.');
    expect(res.json().errors).toEqual({ file: ['must be a PDF, PNG or JPEG'] });
    expect(await storedCount()).toBe(before);
  });

  it('accepts exactly 5 MB and refuses one byte more with 413', async () => {
    const atLimit = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
    PNG.copy(atLimit);
    const ok = await upload(c, token, file('big.png', atLimit, 'image/png'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().size).toBe(UPLOAD_MAX_BYTES);

    const before = await storedCount();
    const tooLarge = Buffer.concat([atLimit, Buffer.from([0x20])]);
    const res = await upload(c, token, file('bigger.png', tooLarge, 'image/png'));
    expectProblem(res, 413, 'payload-too-large');
    expect(res.json().detail).toBe('The file is too large. Files must be 5 MB or smaller.');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an oversize file with 413 even when the 5 MB arrive before the rest', async () => {
    // The stream hits its limit between two chunks: the first part ends exactly at 5 MB, so
    // only the multipart stream's truncated flag tells the file was cut short.
    const content = Buffer.alloc(UPLOAD_MAX_BYTES + 1024 * 1024, 0x20);
    PNG.copy(content);
    const { payload, contentType } = file('cut.png', content, 'image/png');
    const head = payload.indexOf('\r\n\r\n') + 4;
    const cutAt = head + UPLOAD_MAX_BYTES;
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await storedCount();
      const stream = new Readable({ read() {} });
      stream.push(payload.subarray(0, cutAt));
      setTimeout(() => {
        stream.push(payload.subarray(cutAt));
        stream.push(null);
      }, 20);
      const res = await c.send({
        method: 'POST',
        url: '/api/file-upload',
        payload: stream,
        headers: { 'content-type': contentType, 'content-length': String(payload.length) },
        token,
      });
      expectProblem(res, 413, 'payload-too-large');
      expect(res.json().detail).toBe('The file is too large. Files must be 5 MB or smaller.');
      expect(await storedCount()).toBe(before);
    }
  });

  it('refuses more than one file per request with 400, storing none', async () => {
    const before = await storedCount();
    const two = multipart([
      { name: 'file', filename: 'page1.png', contentType: 'image/png', content: PNG },
      { name: 'file', filename: 'page2.png', contentType: 'image/png', content: PNG },
    ]);
    const res = await upload(c, token, two);
    expectProblem(res, 400, 'validation-error');
    expect(res.json().detail).toBe('Send one file per upload.');
    expect(res.json().errors).toEqual({ file: ['only one file per upload'] });
    expect(await storedCount()).toBe(before);

    const otherField = multipart([
      { name: 'file', filename: 'page1.png', contentType: 'image/png', content: PNG },
      { name: 'extra', filename: 'page2.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expectProblem(await upload(c, token, otherField), 400, 'validation-error');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a body without a file field', async () => {
    const onlyText = multipart([{ name: 'note', content: 'hello' }]);
    const res = await upload(c, token, onlyText);
    expectProblem(res, 400, 'validation-error');
    expect(res.json().errors).toEqual({ file: ['is required'] });

    const otherName = multipart([
      { name: 'upload', filename: 'w2.png', contentType: 'image/png', content: PNG },
    ]);
    expect((await upload(c, token, otherName)).json().errors).toEqual({ file: ['is required'] });
  });

  it('answers malformed or non-multipart bodies with problems, never 500', async () => {
    const json = await c.post('/api/file-upload', { file: 'w2.png' }, token);
    expectProblem(json, 415, 'unsupported-media-type');
    expect(json.json().detail).toBe(
      'The upload must be sent as multipart/form-data with a field named file.',
    );

    const truncated = multipart(
      [{ name: 'file', filename: 'w2.png', contentType: 'image/png', content: PNG }],
      {
        close: false,
      },
    );
    const cut = await upload(c, token, truncated);
    expectProblem(cut, 400, 'validation-error');
    expect(cut.json().detail).toBe('The upload could not be read. Please try again.');

    const noBoundary = await upload(c, token, { payload: PNG, contentType: 'multipart/form-data' });
    expectProblem(noBoundary, 400, 'validation-error');
    expect(noBoundary.json().detail).toBe('The upload could not be read. Please try again.');
  });

  it('a multipart body on a JSON route of the annual return is a 400 problem', async () => {
    const body = file('w2.png', PNG, 'image/png');
    const res = await c.send({
      method: 'POST',
      url: '/api/form-w2',
      payload: body.payload,
      headers: { 'content-type': body.contentType },
      token,
    });
    expectProblem(res, 400, 'validation-error');
  });

  it('needs a session, and a taxpayer the user represents', async () => {
    expectProblem(await upload(c, undefined, file('w2.png', PNG, 'image/png')), 401, 'unauthorized');
    const other = client(app);
    const otherToken = await other.token('individual@example.com');
    await setSessionFilingAs(database, otherToken, '200001');
    const before = await storedCount();
    expectProblem(
      await upload(other, otherToken, file('w2.png', PNG, 'image/png')),
      403,
      'not-authorized-to-file',
    );
    expect(await storedCount()).toBe(before);
  });
});

describe.each(drivers)('file upload quota (%s)', (driver) => {
  // Per taxpayer and calendar year of upload: the attachments are for the prior tax year.
  const clock = fakeClock(new Date('2026-03-01T12:00:00Z'));
  let database: TestDatabase;
  let app: FastifyInstance;
  let c: Client;
  let token: string;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database, { clock: clock.now });
    c = client(app);
    token = await c.token('individual@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** Stored files of taxpayer 100001 without going through the route. */
  const store = (n: number, size: number, createdAt: Date) =>
    database.db.insert(uploadedFiles).values(
      Array.from({ length: n }, () => ({
        id: randomUUID(),
        taxpayerId: '100001',
        name: 'earlier.png',
        type: 'image/png',
        size,
        sha256: '0'.repeat(64),
        content: PNG,
        createdAt,
      })),
    );
  const clear = () => database.db.delete(uploadedFiles);
  const quotaDetail =
    'You have uploaded the most files allowed this year (20 files or 50 MB). Please contact support if you need to send more.';

  it(`accepts the ${UPLOAD_QUOTA_FILES}th file of the year and refuses the next with a readable 409`, async () => {
    await clear();
    // Last year's files do not count.
    await store(5, 1000, new Date('2025-12-31T23:59:59Z'));
    await store(UPLOAD_QUOTA_FILES - 1, 1000, new Date('2026-01-01T00:00:00Z'));
    const ok = await upload(c, token, file('w2.png', PNG, 'image/png'));
    expect(ok.statusCode, ok.body).toBe(200);

    const res = await upload(c, token, file('w2-again.png', PNG, 'image/png'));
    expectProblem(res, 409, 'upload-quota-exceeded');
    expect(res.json().detail).toBe(quotaDetail);
    const rows = await database.db.select().from(uploadedFiles);
    expect(rows).toHaveLength(5 + UPLOAD_QUOTA_FILES);
  });

  it('refuses a file that would take the year past 50 MB', async () => {
    await clear();
    await store(1, UPLOAD_QUOTA_BYTES - PNG.length, new Date('2026-02-01T00:00:00Z'));
    const ok = await upload(c, token, file('fits.png', PNG, 'image/png'));
    expect(ok.statusCode, ok.body).toBe(200);

    const res = await upload(c, token, file('one-byte-too-many.png', PNG, 'image/png'));
    expectProblem(res, 409, 'upload-quota-exceeded');
    expect(res.json().detail).toBe(quotaDetail);
  });

  it('counts per taxpayer: another taxpayer still has a full quota', async () => {
    await clear();
    await store(UPLOAD_QUOTA_FILES, 1000, new Date('2026-02-01T00:00:00Z'));
    const other = client(app);
    const otherToken = await other.token('business@example.com');
    const res = await upload(other, otherToken, file('w2.png', PNG, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
  });
});
