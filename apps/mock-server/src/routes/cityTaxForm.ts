import { createHash, randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { City } from '@citytax/tax-rules';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CityTaxFormResponse,
  cityTaxFormResponseSchema,
  cityTaxFormUpdateSchema,
  countOfParamsSchema,
  countOfResponseSchema,
  type FileUploadResponse,
  fileUploadResponseSchema,
  form1099RequestSchema,
  form1099Schema,
  formIdParamsSchema,
  formW2RequestSchema,
  formW2Schema,
  isAnnualReturnFiledResponseSchema,
  okSchema,
  priorTaxYear,
  ProblemType,
  problemWords,
  UPLOAD_MAX_BYTES,
} from '@citytax/api';
import {
  cityTaxFormToWire,
  emptyReturnData,
  form1099ToStored,
  form1099ToWire,
  recomputeReturn,
  storedReturnSchema,
  w2ToStored,
  w2ToWire,
} from '../annualReturn';
import { authOf, type AuthSession } from '../auth';
import { payments, taxForms, uploadedFiles } from '../db/schema';
import {
  alreadyFiled,
  createOnce,
  filingTaxpayer,
  idempotencyKeyOf,
  loadForm,
  missingTaxForm,
  type TaxFormRow,
  type Tx,
} from '../forms';
import { assertMayFile, assertWritable } from '../policy';
import { isEntry } from '../lifecycle';
import { inLanguage, ProblemError } from '../problems';
import {
  assertUploadAllowed,
  lockedUpload,
  lockUploader,
  missingUploadFile,
  mixedUpload,
  multipartProblem,
  sniffUploadType,
  UPLOAD_REQUESTS_PER_HOUR,
  UPLOAD_REQUESTS_WINDOW_MS,
  uploadFileName,
  uploadLimited,
  uploadTooLarge,
  wrongUploadType,
  type Uploader,
} from '../uploads';
import { createUploadTypeChecker } from '../uploadType';
import { recordAudit } from '../audit';
import type { AppDeps } from '../deps';

export const HAS_PAYMENTS_DETAIL = problemWords.server.hasPayments;

type EntryType = 'FormW2' | 'Form1099';

const fieldProblem = (errors: Record<string, string[]>) =>
  new ProblemError(
    400,
    ProblemType.ValidationError,
    (_w, locale) =>
      Object.entries(errors)
        .map(([field, messages]) => `${field}: ${messages.map((m) => inLanguage(m, locale)).join(', ')}`)
        .join('. '),
    { errors },
  );

/** Work city and locality of a W-2: any city of the table. */
function assertKnownCities(cities: City[], fields: Record<string, string>): void {
  const codes = new Set(cities.map((c) => c.code));
  const errors: Record<string, string[]> = {};
  for (const [field, code] of Object.entries(fields)) {
    if (!codes.has(code)) errors[field] = ['must be a city from the list'];
  }
  if (Object.keys(errors).length > 0) throw fieldProblem(errors);
}

/** The residence city of the annual return: a member city of the table. */
function assertMemberCity(cities: City[], code: string): void {
  const city = cities.find((c) => c.code === code);
  if (!city?.member) throw fieldProblem({ residenceCity: ['must be a member city from the list'] });
}

const returnWhere = (taxpayerId: string, taxYear: number) =>
  and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.type, 'CityTaxForm'), eq(taxForms.taxYear, taxYear));

/** The taxpayer's annual return of the tax year, locked for the transaction when asked. */
async function findReturn(
  tx: Tx,
  taxpayerId: string,
  taxYear: number,
  lock = false,
): Promise<TaxFormRow | undefined> {
  const query = tx.select().from(taxForms).where(returnWhere(taxpayerId, taxYear));
  const [form] = lock ? await query.for('update') : await query;
  return form;
}

/** The annual return of the tax year, created as a draft when there is none; locked. */
async function ensureReturn(
  tx: Tx,
  session: AuthSession,
  taxpayerId: string,
  taxYear: number,
  now: Date,
): Promise<TaxFormRow> {
  const existing = await findReturn(tx, taxpayerId, taxYear, true);
  if (existing) return existing;
  // A concurrent request may create it first: tax_forms_one_per_year_idx keeps one.
  await tx
    .insert(taxForms)
    .values({
      taxpayerId,
      type: 'CityTaxForm',
      taxYear,
      status: 'Draft',
      data: emptyReturnData(),
      createdByUserId: session.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const created = await findReturn(tx, taxpayerId, taxYear, true);
  if (!created) throw missingTaxForm();
  return created;
}

/** A form row locked for the transaction (missing-tax-form when it is gone). */
async function lockForm(tx: Tx, id: number | null): Promise<TaxFormRow> {
  if (id === null) throw missingTaxForm();
  const [form] = await tx.select().from(taxForms).where(eq(taxForms.id, id)).for('update');
  if (!form) throw missingTaxForm();
  return form;
}

/**
 * An entry and its annual return, locked (the return first, as every write does) and
 * re-read, so a concurrent delete, submission or filing is seen; the return must be writable.
 */
async function lockDraftEntry(
  tx: Tx,
  loaded: TaxFormRow,
): Promise<{ parent: TaxFormRow; entry: TaxFormRow }> {
  const parent = await lockForm(tx, loaded.parentId);
  const entry = await lockForm(tx, loaded.id);
  assertWritable(parent);
  assertWritable(entry);
  return { parent, entry };
}

/**
 * The individual annual return (issue 6; TAX-RULES.md §2; spec §7 tax forms): the return,
 * its W-2 and 1099 entries, the count and filed checks, W-2 attachments and the
 * no-payment filing. The server computes the summary and amount due on every write.
 */
export const cityTaxFormRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, clock, requireAuth, uploads, reads },
) => {
  /** The taxpayer the session files as, who must be one that files an annual return. */
  async function returnFiler(request: FastifyRequest): Promise<string> {
    const taxpayerId = await filingTaxpayer(db, authOf(request));
    await assertMayFile(db, taxpayerId, 'CityTaxForm', await reads.taxpayer(request, taxpayerId));
    return taxpayerId;
  }

  // Encapsulated: multipart parsing applies to this plugin's routes only.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  // Opens each upload as what it claims to be, in a worker thread (ADR 0047).
  const uploadTypes = createUploadTypeChecker();
  app.addHook('onClose', async () => uploadTypes.close());
  // Upload requests per user, refused ones included, in the rate-limit store shared by every instance.
  const countUploadRequest = app.createRateLimit({
    max: UPLOAD_REQUESTS_PER_HOUR,
    timeWindow: UPLOAD_REQUESTS_WINDOW_MS,
    keyGenerator: (request) => (request as unknown as { limitKey: string }).limitKey,
  });

  /** Creates a W-2 or 1099 entry (and the draft return if none), once per Idempotency-Key. */
  async function createEntry(
    request: FastifyRequest,
    taxpayerId: string,
    key: string | null,
    type: EntryType,
    prepare: (cities: City[]) => Record<string, unknown>,
  ): Promise<TaxFormRow> {
    const session = authOf(request);
    await assertMayFile(db, taxpayerId, type, await reads.taxpayer(request, taxpayerId));
    const cities = await reads.cities(request);
    const now = clock();
    // The return as prepare locked it in this transaction: adding an entry leaves its row as it is.
    let lockedReturn: TaxFormRow | null = null;
    return createOnce({
      db,
      request,
      userId: session.userId,
      taxpayerId,
      key,
      type,
      now,
      prepare: async (tx) => {
        // The entry's own checks first: the return's lock is then held for as few queries as can be
        // (every entry of one return waits for it).
        const data = prepare(cities);
        const parent = await ensureReturn(tx, session, taxpayerId, priorTaxYear(now), now);
        assertWritable(parent);
        lockedReturn = parent;
        return { taxYear: parent.taxYear, parentId: parent.id, data };
      },
      // The return's summary and amount due follow its entries.
      afterInsert: async (tx, entry) => {
        const parent: TaxFormRow | null = lockedReturn;
        await recomputeReturn(
          tx,
          parent?.id === entry.parentId ? parent : await lockForm(tx, entry.parentId),
          now,
          cities,
        );
      },
    });
  }

  // Inside a transaction every query (the authorization check of loadForm too) goes through
  // `tx`: PGlite has one connection, so a query on `db` would wait for the transaction forever.

  /** Replaces an entry's fields and recomputes its return. */
  async function updateEntry(
    request: FastifyRequest,
    id: number,
    type: EntryType,
    prepare: (cities: City[]) => Record<string, unknown>,
  ): Promise<TaxFormRow> {
    const session = authOf(request);
    const cities = await reads.cities(request);
    return db.transaction(async (tx) => {
      const { parent, entry } = await lockDraftEntry(tx, await loadForm(tx, tx, session, id, [type]));
      const data = prepare(cities);
      const now = clock();
      const [updated] = await tx
        .update(taxForms)
        .set({ data, updatedAt: now })
        .where(eq(taxForms.id, entry.id))
        .returning();
      await recomputeReturn(tx, parent, now, cities);
      await recordAudit(tx, request, { kind: 'form.saved', form: updated! });
      return updated!;
    });
  }

  /** Deletes a draft form; an entry's return is recomputed, a return takes its entries along. */
  async function deleteForm(tx: Tx, form: TaxFormRow, cities?: City[]): Promise<void> {
    const now = clock();
    if (isEntry(form)) {
      const { parent, entry } = await lockDraftEntry(tx, form);
      await tx.delete(taxForms).where(eq(taxForms.id, entry.id));
      await recomputeReturn(tx, parent, now, cities);
      return;
    }
    const locked = await lockForm(tx, form.id);
    assertWritable(locked);
    const [paid] = await tx.select({ n: count() }).from(payments).where(eq(payments.taxFormId, locked.id));
    if ((paid?.n ?? 0) > 0) throw new ProblemError(409, ProblemType.Conflict, HAS_PAYMENTS_DETAIL);
    const deleted = await tx
      .delete(taxForms)
      .where(and(eq(taxForms.id, locked.id), eq(taxForms.status, 'Draft')))
      .returning({ id: taxForms.id });
    if (deleted.length === 0) throw alreadyFiled();
  }

  // ---------------------------------------------------------------------------
  // The annual return

  app.get(
    '/api/city-tax-form',
    {
      onRequest: requireAuth,
      schema: { response: { 200: cityTaxFormResponseSchema } },
      config: { audit: { kind: 'form.read', detail: { formType: 'CityTaxForm' } } },
    },
    async (request): Promise<CityTaxFormResponse> => {
      const taxpayerId = await returnFiler(request);
      const form = await findReturn(db, taxpayerId, priorTaxYear(clock()));
      return {
        cityTaxForm: form
          ? await cityTaxFormToWire(
              db,
              form,
              undefined,
              form.status === 'Draft' ? await reads.cities(request) : undefined,
            )
          : null,
      };
    },
  );

  app.put(
    '/api/city-tax-form',
    {
      onRequest: requireAuth,
      schema: { body: cityTaxFormUpdateSchema, response: { 200: cityTaxFormResponseSchema } },
    },
    async (request): Promise<CityTaxFormResponse> => {
      const session = authOf(request);
      const taxpayerId = await returnFiler(request);
      const { residenceCity } = request.body;
      const cities = await reads.cities(request);
      return db.transaction(async (tx) => {
        const now = clock();
        const form = await ensureReturn(tx, session, taxpayerId, priorTaxYear(now), now);
        assertWritable(form);
        assertMemberCity(cities, residenceCity);
        const data = storedReturnSchema.parse(form.data);
        const [updated] = await tx
          .update(taxForms)
          .set({ data: { ...data, residenceCity }, updatedAt: now })
          .where(eq(taxForms.id, form.id))
          .returning();
        const recomputed = await recomputeReturn(tx, updated!, now, cities);
        await recordAudit(tx, request, { kind: 'form.saved', form: recomputed });
        return { cityTaxForm: await cityTaxFormToWire(tx, recomputed, true) };
      });
    },
  );

  app.delete(
    '/api/city-tax-form',
    { onRequest: requireAuth, schema: { response: { 200: okSchema } } },
    async (request) => {
      const taxpayerId = await returnFiler(request);
      await db.transaction(async (tx) => {
        const form = await findReturn(tx, taxpayerId, priorTaxYear(clock()), true);
        if (!form) throw missingTaxForm();
        await deleteForm(tx, form);
        await recordAudit(tx, request, { kind: 'form.deleted', form });
      });
      request.log.info({ event: 'annual_return_deleted', taxpayerId }, 'annual return deleted');
      return { ok: true as const };
    },
  );

  // ---------------------------------------------------------------------------
  // W-2 and 1099 entries

  app.post(
    '/api/form-w2',
    { onRequest: requireAuth, schema: { body: formW2RequestSchema, response: { 200: formW2Schema } } },
    async (request) => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const key = idempotencyKeyOf(request);
      // w2Number is the client's own row number and is never stored (spec §3).
      const { w2Number: _w2Number, ...body } = request.body;
      const entry = await createEntry(request, taxpayerId, key, 'FormW2', (cities) => {
        assertKnownCities(cities, { workCity: body.workCity, locality: body.locality });
        return w2ToStored(body);
      });
      return w2ToWire(entry);
    },
  );

  app.get(
    '/api/form-w2/:id',
    {
      onRequest: requireAuth,
      schema: { params: formIdParamsSchema, response: { 200: formW2Schema } },
      config: { audit: 'form.read' },
    },
    async (request) => w2ToWire(await loadForm(db, db, authOf(request), request.params.id, ['FormW2'])),
  );

  app.put(
    '/api/form-w2/:id',
    {
      onRequest: requireAuth,
      schema: { params: formIdParamsSchema, body: formW2RequestSchema, response: { 200: formW2Schema } },
    },
    async (request) => {
      const { w2Number: _w2Number, ...body } = request.body;
      const entry = await updateEntry(request, request.params.id, 'FormW2', (cities) => {
        assertKnownCities(cities, { workCity: body.workCity, locality: body.locality });
        return w2ToStored(body);
      });
      return w2ToWire(entry);
    },
  );

  app.post(
    '/api/form1099',
    { onRequest: requireAuth, schema: { body: form1099RequestSchema, response: { 200: form1099Schema } } },
    async (request) => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const key = idempotencyKeyOf(request);
      const entry = await createEntry(request, taxpayerId, key, 'Form1099', () =>
        form1099ToStored(request.body),
      );
      return form1099ToWire(entry);
    },
  );

  app.get(
    '/api/form1099/:id',
    {
      onRequest: requireAuth,
      schema: { params: formIdParamsSchema, response: { 200: form1099Schema } },
      config: { audit: 'form.read' },
    },
    async (request) =>
      form1099ToWire(await loadForm(db, db, authOf(request), request.params.id, ['Form1099'])),
  );

  app.put(
    '/api/form1099/:id',
    {
      onRequest: requireAuth,
      schema: { params: formIdParamsSchema, body: form1099RequestSchema, response: { 200: form1099Schema } },
    },
    async (request) => {
      const entry = await updateEntry(request, request.params.id, 'Form1099', () =>
        form1099ToStored(request.body),
      );
      return form1099ToWire(entry);
    },
  );

  app.delete(
    '/api/form/:id',
    { onRequest: requireAuth, schema: { params: formIdParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const session = authOf(request);
      const cities = await reads.cities(request);
      await db.transaction(async (tx) => {
        const form = await loadForm(tx, tx, session, request.params.id);
        await deleteForm(tx, form, cities);
        await recordAudit(tx, request, { kind: 'form.deleted', form });
      });
      return { ok: true as const };
    },
  );

  // ---------------------------------------------------------------------------
  // Counts and the filed check

  app.get(
    '/api/forms/count-of/:type',
    {
      onRequest: requireAuth,
      schema: { params: countOfParamsSchema, response: { 200: countOfResponseSchema } },
    },
    async (request) => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      const [row] = await db
        .select({ n: count() })
        .from(taxForms)
        .where(
          and(
            eq(taxForms.taxpayerId, taxpayerId),
            eq(taxForms.type, request.params.type),
            eq(taxForms.taxYear, priorTaxYear(clock())),
          ),
        );
      return { count: row?.n ?? 0 };
    },
  );

  app.get(
    '/api/isannualreturnfiled',
    { onRequest: requireAuth, schema: { response: { 200: isAnnualReturnFiledResponseSchema } } },
    async (request) => {
      const taxpayerId = await filingTaxpayer(db, authOf(request));
      const form = await findReturn(db, taxpayerId, priorTaxYear(clock()));
      return { isAnnualReturnFiled: form?.status === 'Filed' };
    },
  );

  // ---------------------------------------------------------------------------
  // W-2 attachments

  app.post(
    '/api/file-upload',
    { onRequest: requireAuth, schema: { response: { 200: fileUploadResponseSchema } } },
    async (request): Promise<FileUploadResponse> => {
      const session = authOf(request);
      const taxpayerId = await filingTaxpayer(db, session);
      const who: Uploader = { userId: session.userId, taxpayerId };
      const idempotencyKey = idempotencyKeyOf(request);
      /** The file stored the first time under this Idempotency-Key (a double submit or a retry). */
      const storedBefore = async (tx: Tx) => {
        if (!idempotencyKey) return null;
        const [first] = await tx
          .select({
            id: uploadedFiles.id,
            name: uploadedFiles.name,
            size: uploadedFiles.size,
            type: uploadedFiles.type,
          })
          .from(uploadedFiles)
          .where(
            and(eq(uploadedFiles.taxpayerId, taxpayerId), eq(uploadedFiles.idempotencyKey, idempotencyKey)),
          );
        return first ? { ...first, type: first.type as FileUploadResponse['type'] } : null;
      };
      // Issue 30: the rate and the quota are checked before a byte of the body is read, and a
      // retry of a stored upload is answered with it, whatever the limits say now.
      const retried = await storedBefore(db);
      if (retried) return retried;
      const counted = await countUploadRequest({
        routeOptions: request.routeOptions,
        limitKey: `upload:${session.userId}`,
      } as never);
      if (!counted.isAllowed && counted.isExceeded) {
        request.log.info({ event: 'upload_limited', limit: 'requests' }, 'upload refused: too many requests');
        throw uploadLimited(counted.ttlInSeconds);
      }
      await assertUploadAllowed(db, who, 1, clock());

      let received: { name: string; content: Buffer } | null = null;
      try {
        // Every part is read, so a second file is refused rather than silently dropped.
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') throw missingUploadFile();
          // The name is judged before the content is read.
          const name = uploadFileName(part.filename);
          const content = await part.toBuffer();
          // toBuffer misses a limit hit right after a chunk that ends exactly at the limit;
          // the stream's truncated flag does not. A truncated file is never stored.
          if (part.file.truncated || content.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
          received = { name, content };
        }
      } catch (err) {
        throw multipartProblem(err);
      }
      if (!received) throw missingUploadFile();
      const { name, content } = received;
      if (!sniffUploadType(content)) throw wrongUploadType();
      const verdict = await uploadTypes.judge(content);
      if ('refused' in verdict) {
        // The content and name are never logged; why the file was refused is.
        request.log.info(
          { event: 'upload_refused', refused: verdict.refused, reason: verdict.reason, size: content.length },
          'upload refused for its content',
        );
        throw verdict.refused === 'mixed'
          ? mixedUpload()
          : verdict.refused === 'locked'
            ? lockedUpload()
            : wrongUploadType();
      }
      const { type } = verdict;
      const id = randomUUID();
      const now = clock();
      // The limits again, now with the file's size, before anything is written.
      await assertUploadAllowed(db, who, content.length, now);
      const sha256 = createHash('sha256').update(content).digest('hex');
      // Written outside the transaction (on PGlite to a file, ADR 0025), kept inside it once the
      // checks pass with the user and the taxpayer locked; otherwise discarded (ADR 0047).
      const staged = await uploads.stage(content, sha256);
      let stored: FileUploadResponse | null;
      try {
        stored = await db.transaction(async (tx) => {
          await lockUploader(tx, who);
          const first = await storedBefore(tx);
          if (first) return first;
          await assertUploadAllowed(tx, who, content.length, now);
          await tx.insert(uploadedFiles).values({
            id,
            taxpayerId,
            userId: session.userId,
            name,
            type,
            size: content.length,
            sha256,
            content: staged.columns.content,
            storageKey: staged.columns.storageKey,
            idempotencyKey,
            createdAt: now,
          });
          await recordAudit(tx, request, { kind: 'upload.added', taxpayerId, detail: { fileId: id } });
          // Last, so that only a failed commit can leave the file without its row.
          await staged.keep();
          return null;
        });
      } finally {
        await staged.discard();
      }
      if (stored) return stored;
      // The content and name are never logged.
      request.log.info({ event: 'file_uploaded', fileId: id, size: content.length, type }, 'file uploaded');
      return { id, name, size: content.length, type };
    },
  );
};
