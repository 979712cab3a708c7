import { createHash, randomUUID } from 'node:crypto';
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
import {
  disguisedFiles,
  jpegFile,
  jpegPdfPolyglot,
  multipart,
  multipartFile,
  pdfFile,
  pngFile,
} from './uploadFixtures';

/* POST /api/file-upload (spec §7): W-2 attachments, PDF, PNG or JPEG by content, at most 5 MB. */

type Client = ReturnType<typeof client>;

// Real files: the server opens every upload as what it claims to be (ADR 0047).
const PNG = pngFile();
const JPEG = jpegFile();
const PDF = pdfFile();

const upload = (c: Client, token: string | undefined, body: { payload: Buffer; contentType: string }) =>
  c.send({
    method: 'POST',
    url: '/api/file-upload',
    payload: body.payload,
    headers: { 'content-type': body.contentType },
    ...(token ? { token } : {}),
  });
const file = multipartFile;

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

  // The type check parses and decodes the file off the event loop (ADR 0047): a photo of this size
  // takes seconds to decode in JavaScript.
  it.each([
    ['a 5 MiB PDF', 'big.pdf', () => pdfFile({ size: UPLOAD_MAX_BYTES }), 'application/pdf'],
    [
      'a 6-megapixel JPEG',
      'photo.jpg',
      () => jpegFile({ width: 3000, height: 2000, smooth: true }),
      'image/jpeg',
    ],
  ])('answers /healthz promptly while %s is being checked and stored', async (_what, name, make, type) => {
    const content = make(); // random pixels or text: a new hash each run
    const body = file(name, content, type);
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
    expect(res.json()).toMatchObject({ size: content.length, type });
    // It took seconds on PGlite with the bytes in one bytea INSERT; well under 1 s now.
    expect(healthMs.length).toBeGreaterThan(0);
    expect(Math.max(...healthMs)).toBeLessThan(1000);
  });

  it.each([
    ['a PDF', 'w2.pdf', PDF, 'application/pdf'],
    // The content decides, not the name or the declared type.
    ['a JPEG named .pdf', 'scan.pdf', JPEG, 'image/jpeg'],
  ])('accepts %s as what its content is', async (_what, name, content, type) => {
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
    const atLimit = pngFile({ width: 64, height: 64, size: UPLOAD_MAX_BYTES });
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

describe.each(drivers)('file upload: the type is judged by opening the file (%s)', (driver) => {
  // Issue 30, finding 8: a type judged by the first bytes took fakes and polyglots as PDF or JPEG.
  let database: TestDatabase;
  let app: FastifyInstance;
  let c: Client;
  let token: string;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
    c = client(app);
    token = await c.token('individual@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const storedCount = async () => (await database.db.select().from(uploadedFiles)).length;
  const details = {
    type: 'The file must be a PDF, PNG or JPEG.',
    mixed:
      'The file holds data of more than one kind. Save or export it again as a PDF, PNG or JPEG and upload that copy.',
  };

  it.each(disguisedFiles().map((f) => [f.what, f] as const))('refuses %s with 400', async (_what, f) => {
    const before = await storedCount();
    const res = await upload(c, token, file(f.name, f.content, 'application/octet-stream'));
    expectProblem(res, 400, 'validation-error');
    expect(res.json().detail).toBe(details[f.refusal]);
    expect(res.json().errors).toEqual({ file: ['must be a PDF, PNG or JPEG'] });
    expect(await storedCount()).toBe(before);
  });

  it('says in Spanish why a polyglot is refused', async () => {
    const body = file('w2.jpg', jpegPdfPolyglot(), 'image/jpeg');
    const res = await c.send({
      method: 'POST',
      url: '/api/file-upload',
      payload: body.payload,
      headers: { 'content-type': body.contentType, 'accept-language': 'es' },
      token,
    });
    expectProblem(res, 400, 'validation-error');
    expect(res.json().detail).toBe(
      'El archivo contiene datos de más de un tipo. Guárdelo o expórtelo de nuevo como PDF, PNG o JPEG y suba esa copia.',
    );
  });
});

describe.each(drivers)('file upload: names (%s)', (driver) => {
  // Issue 30, finding 7: a name is shown back to the user and to the city's staff as it was sent.
  let database: TestDatabase;
  let app: FastifyInstance;
  let c: Client;
  let token: string;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
    c = client(app);
    token = await c.token('individual@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const storedCount = async () => (await database.db.select().from(uploadedFiles)).length;

  it.each([
    ['RIGHT-TO-LEFT OVERRIDE (U+202E)', 'a\u202egnp.exe'],
    ['ZERO WIDTH SPACE (U+200B)', 'w\u200b2.png'],
    ['RIGHT-TO-LEFT MARK (U+200F)', 'w2\u200f.png'],
    ['BYTE ORDER MARK (U+FEFF)', '\ufeffw2.png'],
    ['LINE SEPARATOR (U+2028)', 'w2\u2028.png'],
    ['a control character (BEL)', 'w2\u0007.png'],
    ['a C1 control character (NEL)', 'w2\u0085.png'],
    ['a Hangul filler (U+3164)', '\u3164.png'],
    ['a tag character (U+E0041)', 'w2\u{e0041}.png'],
  ])('refuses a name with %s', async (_what, name) => {
    const before = await storedCount();
    const res = await upload(c, token, file(name, pngFile(), 'image/png'));
    expectProblem(res, 400, 'validation-error');
    expect(res.json().detail).toBe(
      'The file name contains control, invisible or text-direction characters. Rename the file and upload it again.',
    );
    expect(res.json().errors).toEqual({
      file: ['name must not contain control, invisible or text-direction characters'],
    });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['an escape character', 'w2%1B.png'],
    ['a NUL', 'w2%00.png'],
    ['a RIGHT-TO-LEFT OVERRIDE', 'a%E2%80%AEgnp.exe'],
  ])('refuses a name with %s sent percent-encoded (filename*)', async (_what, encoded) => {
    const before = await storedCount();
    const boundary = 'citytaxnames';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encoded}\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pngFile(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await upload(c, token, { payload, contentType: `multipart/form-data; boundary=${boundary}` });
    expectProblem(res, 400, 'validation-error');
    expect(res.json().errors).toEqual({
      file: ['name must not contain control, invisible or text-direction characters'],
    });
    expect(await storedCount()).toBe(before);
  });

  it('says so in Spanish', async () => {
    const body = file('a\u202egnp.exe', pngFile(), 'image/png');
    const res = await c.send({
      method: 'POST',
      url: '/api/file-upload',
      payload: body.payload,
      headers: { 'content-type': body.contentType, 'accept-language': 'es' },
      token,
    });
    expectProblem(res, 400, 'validation-error');
    expect(res.json().detail).toBe(
      'El nombre del archivo contiene caracteres de control, invisibles o de dirección del texto. Cambie el nombre del archivo y vuelva a subirlo.',
    );
  });

  it.each([
    ['accents and a dash', 'Reçu W-2 — 2025 (copie).pdf'],
    // macOS names screenshots with U+202F (NARROW NO-BREAK SPACE) before AM or PM.
    ['a narrow no-break space', 'Screenshot 2026-01-31 at 10.15.02\u202fAM.png'],
    ['Arabic and Hebrew letters', 'W-2 \u0648\u062b\u064a\u0642\u0629 \u05de\u05e1\u05de\u05da.png'],
    ['CJK and an emoji', '\u6e90\u6cc9\u5fb4\u53ce\u7968 \u{1f4c4}.png'],
  ])('keeps a name with %s as it was sent', async (_what, name) => {
    const res = await upload(c, token, file(name, pngFile(), 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe(name);
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
