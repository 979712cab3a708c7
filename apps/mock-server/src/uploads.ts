import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, gt, gte, lt, sql, sum } from 'drizzle-orm';
import {
  PROBLEMS,
  ProblemType,
  problemWords,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
  UPLOAD_TYPES,
} from '@citytax/api';
import { uploadedFiles } from './db/schema';
import type { Db } from './db/index';
import { lockTaxpayer } from './accounts';
import { ProblemError, TransportProblem } from './problems';

/**
 * W-2 attachments (POST /api/file-upload): the type is decided by opening the content
 * (uploadType.ts), never by the client's file name or declared type; the name is refused when it
 * could show something else than it says; the quota and the limits are checked before a byte is
 * kept, and the bytes are kept only when the upload is complete and allowed (ADR 0047).
 */

export type UploadType = (typeof UPLOAD_TYPES)[number];

const SIGNATURES: readonly { type: UploadType; magic: Buffer }[] = [
  { type: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { type: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
];

/**
 * The accepted type the content starts with, or null: a quick refusal of what is plainly none of
 * them, before the file waits for the type check that opens it.
 */
export function sniffUploadType(content: Buffer): UploadType | null {
  for (const { type, magic } of SIGNATURES) {
    if (content.length >= magic.length && content.subarray(0, magic.length).equals(magic)) return type;
  }
  return null;
}

export const UPLOAD_WRONG_TYPE = problemWords.server.upload.wrongType;
export const UPLOAD_TOO_LARGE = problemWords.server.upload.tooLarge;
export const UPLOAD_MISSING_FILE = problemWords.server.upload.missingFile;
export const UPLOAD_NOT_MULTIPART = problemWords.server.upload.notMultipart;
export const UPLOAD_MALFORMED = problemWords.server.upload.malformed;
export const UPLOAD_ONE_FILE = problemWords.server.upload.oneFile;

export const wrongUploadType = () =>
  new ProblemError(400, ProblemType.ValidationError, UPLOAD_WRONG_TYPE, {
    errors: { file: [problemWords.fields.fileType] },
  });

/** The content opens as its type, and as another format too (a polyglot). */
export const mixedUpload = () =>
  new ProblemError(400, ProblemType.ValidationError, problemWords.server.upload.mixed, {
    errors: { file: [problemWords.fields.fileType] },
  });

/** A PDF that opens only with a password, which the city's staff do not have. */
export const lockedUpload = () =>
  new ProblemError(400, ProblemType.ValidationError, problemWords.server.upload.passwordProtected, {
    errors: { file: [problemWords.fields.fileType] },
  });

export const badUploadName = () =>
  new ProblemError(400, ProblemType.ValidationError, problemWords.server.upload.badName, {
    errors: { file: [problemWords.fields.fileName] },
  });

/** 429 with Retry-After, the wait said in minutes (or hours) in the request's language. */
export const uploadLimited = (seconds: number) => {
  const wait = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(wait / 60);
  return new ProblemError(429, ProblemType.TooManyRequests, (w) => w.server.upload.limited(minutes), {
    headers: { 'Retry-After': String(wait) },
  });
};

export const missingUploadFile = () =>
  new ProblemError(400, ProblemType.ValidationError, UPLOAD_MISSING_FILE, {
    errors: { file: ['is required'] },
  });

export const uploadTooLarge = () =>
  new ProblemError(413, TransportProblem.PayloadTooLarge, UPLOAD_TOO_LARGE, {
    errors: { file: ['is too large'] },
  });

export const tooManyUploadFiles = () =>
  new ProblemError(400, ProblemType.ValidationError, UPLOAD_ONE_FILE, {
    errors: { file: [problemWords.fields.oneFile] },
  });

/**
 * Refuses a file of `size` bytes that would take the taxpayer past the quota of the calendar
 * year of `now` (UTC). Call it in the transaction that stores the file, with the taxpayer locked.
 */
export async function assertUploadQuota(tx: Db, taxpayerId: string, size: number, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  const [used] = await tx
    .select({ files: count(), bytes: sum(uploadedFiles.size) })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.taxpayerId, taxpayerId),
        gte(uploadedFiles.createdAt, new Date(Date.UTC(year, 0, 1))),
        lt(uploadedFiles.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    );
  const files = used?.files ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > UPLOAD_QUOTA_FILES || bytes + size > UPLOAD_QUOTA_BYTES) {
    throw new ProblemError(
      409,
      ProblemType.UploadQuotaExceeded,
      PROBLEMS[ProblemType.UploadQuotaExceeded].detail,
    );
  }
}

const MiB = 1024 * 1024;
const HOUR_MS = 60 * 60_000;

/** A limit on the files kept within a sliding window of time, counted from uploaded_files. */
export interface UploadLimit {
  /** Counted over the files of the uploading user (any taxpayer), or of the taxpayer (any user). */
  per: 'user' | 'taxpayer';
  windowMs: number;
  files: number;
  bytes: number;
}

/**
 * Limits over time (ADR 0047), on top of the taxpayer's yearly quota (20 files or 50 MiB): a
 * taxpayer attaches a few W-2s a year, and a business user, who files for several taxpayers,
 * a few for each. The day's limit per user bounds what one account can make the server keep
 * across many taxpayers.
 */
export const UPLOAD_LIMITS: readonly UploadLimit[] = [
  { per: 'user', windowMs: HOUR_MS, files: 10, bytes: 25 * MiB },
  { per: 'user', windowMs: 24 * HOUR_MS, files: 40, bytes: 100 * MiB },
  { per: 'taxpayer', windowMs: HOUR_MS, files: 10, bytes: 25 * MiB },
];

/**
 * Upload requests per user and hour, refused ones included, counted in the rate-limit store
 * (Redis when configured, so across instances): each one may make the server read 5 MiB and
 * open it.
 */
export const UPLOAD_REQUESTS_PER_HOUR = 30;
export const UPLOAD_REQUESTS_WINDOW_MS = HOUR_MS;

/** Who uploads, for whom. */
export interface Uploader {
  userId: string;
  taxpayerId: string;
}

/**
 * How long until a file of `size` bytes fits `limit`, given the window's files oldest first; 0
 * when it fits now. A file leaves the window `windowMs` after it was kept.
 */
function waitFor(
  limit: UploadLimit,
  kept: readonly { size: number; createdAt: Date }[],
  size: number,
  now: Date,
): number {
  let files = kept.length;
  let bytes = kept.reduce((total, file) => total + file.size, 0);
  const fits = () => files + 1 <= limit.files && bytes + size <= limit.bytes;
  if (fits()) return 0;
  for (const file of kept) {
    files -= 1;
    bytes -= file.size;
    if (fits()) return file.createdAt.getTime() + limit.windowMs - now.getTime();
  }
  return limit.windowMs;
}

/**
 * Refuses an upload of `size` bytes that the taxpayer's yearly quota (409) or a limit over time
 * (429, with how long to wait) does not allow. The route calls it before reading the body (size 1:
 * is there room for any file?), once the file is judged, and in the row's transaction after
 * lockUploader, where it counts exactly however many instances take uploads at once.
 */
export async function assertUploadAllowed(tx: Db, who: Uploader, size: number, now: Date): Promise<void> {
  await assertUploadQuota(tx, who.taxpayerId, size, now);
  let wait = 0;
  for (const limit of UPLOAD_LIMITS) {
    const owner =
      limit.per === 'user'
        ? eq(uploadedFiles.userId, who.userId)
        : eq(uploadedFiles.taxpayerId, who.taxpayerId);
    const kept = await tx
      .select({ size: uploadedFiles.size, createdAt: uploadedFiles.createdAt })
      .from(uploadedFiles)
      .where(and(owner, gt(uploadedFiles.createdAt, new Date(now.getTime() - limit.windowMs))))
      .orderBy(asc(uploadedFiles.createdAt));
    wait = Math.max(wait, waitFor(limit, kept, size, now));
  }
  if (wait > 0) throw uploadLimited(wait / 1000);
}

/**
 * Serializes the uploads of one user (an advisory lock that only uploads take, so it adds no lock
 * order to the routes that lock users and taxpayers' rows), then locks the taxpayer, as the quota
 * always did: the counts of the limits are then exact.
 */
export async function lockUploader(tx: Db, who: Uploader): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${who.userId}`}))`);
  await lockTaxpayer(tx, who.taxpayerId);
}

/**
 * A multipart parser error (@fastify/multipart, busboy) as a problem: a too large file
 * is 413, a second file 400, a body that is not multipart is 415, anything else malformed 400.
 */
export function multipartProblem(err: unknown): ProblemError {
  if (err instanceof ProblemError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge();
    case 'FST_FILES_LIMIT':
      return tooManyUploadFiles();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ProblemError(413, TransportProblem.PayloadTooLarge, UPLOAD_ONE_FILE);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ProblemError(415, TransportProblem.UnsupportedMediaType, UPLOAD_NOT_MULTIPART);
    default:
      return new ProblemError(400, ProblemType.ValidationError, UPLOAD_MALFORMED);
  }
}

/**
 * Characters that make a name show something else than it is, or nothing: controls (C0, C1),
 * format characters (bidi controls such as U+202E and U+200F, zero-width ones, U+FEFF, tags), lone
 * surrogates, line and paragraph separators, and the other default-ignorable code points (Hangul
 * fillers, variation selectors), which a font draws as nothing.
 */
const UNSAFE_NAME_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The name to store and show back: the base name (no path), NFC, at most 255 characters. A name
 * with an unsafe character anywhere is refused rather than cleaned (issue 30): `a\u202egnp.exe`
 * shows as "aexe.png", and a name with a character removed is not the name the user gave.
 */
export function uploadFileName(raw: string | undefined): string {
  const name = raw ?? '';
  if (UNSAFE_NAME_CHARACTER.test(name)) throw badUploadName();
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').trim();
  return Array.from(base).slice(0, 255).join('') || 'upload';
}

/** Where an upload's bytes live: the row's `content` or `storage_key` columns. */
export interface StoredUploadContent {
  content: Buffer | null;
  storageKey: string | null;
}

/**
 * An upload's bytes written where they would be kept, but not kept yet: `keep` makes them the
 * row's, in the row's transaction once every check has passed; `discard` removes what was
 * written unless it was kept. Call `discard` in every case when done (a `finally`).
 */
export interface StagedUpload {
  /** The row's content columns once kept. */
  readonly columns: StoredUploadContent;
  keep(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Keeps upload bytes. On PGlite (one thread, the database in WASM) a 5 MiB bytea parameter
 * blocks the event loop for seconds, so there the bytes go to a file and the row keeps the
 * metadata; on PostgreSQL they stay in the row, which every instance sees (ADR 0025).
 */
export interface UploadStore {
  /** Writes the bytes, outside the row's transaction, without keeping them (ADR 0047). */
  stage(content: Buffer, sha256: string): Promise<StagedUpload>;
  /** The bytes of a stored row. */
  read(row: StoredUploadContent): Promise<Buffer>;
}

/** The bytes in the row's bytea column: written, and so kept, with the row itself. */
export const databaseUploadStore: UploadStore = {
  stage: async (content) => ({
    columns: { content, storageKey: null },
    keep: async () => {},
    discard: async () => {},
  }),
  read: async (row) => {
    if (row.content) return row.content;
    throw new Error('upload content is stored in a file, but no upload directory is configured');
  },
};

/**
 * The bytes in `dir/<first two hex digits>/<sha256>`, written off the event loop. They are first
 * written whole to `dir/incoming/`, and renamed under their name only when kept, so a refused,
 * failed or interrupted upload never leaves a file under a name (issue 30); what an interrupted
 * server leaves in `incoming/` is removed when the store is next opened. The name is the
 * content's hash, so a repeated upload reuses the file.
 */
export function fileUploadStore(dir: string): UploadStore {
  const fileOf = (key: string) => {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key)) throw new Error('invalid upload storage key');
    return path.join(dir, key);
  };
  const incoming = path.join(dir, 'incoming');
  // Nothing in incoming/ is referenced: it is what a stopped server was writing (one server per
  // PGlite data directory).
  const ready = rm(incoming, { recursive: true, force: true }).then(() =>
    mkdir(incoming, { recursive: true }),
  );
  ready.catch(() => {}); // a failure is the first upload's to report, not an unhandled rejection
  return {
    async stage(content, sha256) {
      await ready;
      const storageKey = `${sha256.slice(0, 2)}/${sha256}`;
      const file = fileOf(storageKey);
      const temp = path.join(incoming, `${randomUUID()}.tmp`);
      try {
        await writeFile(temp, content, { mode: 0o600 });
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return {
        columns: { content: null, storageKey },
        async keep() {
          const existing = await stat(file).catch(() => null);
          if (existing?.size === content.length) return; // the same content, kept before
          await mkdir(path.dirname(file), { recursive: true });
          await rename(temp, file);
        },
        discard: () => rm(temp, { force: true }),
      };
    },
    async read(row) {
      if (row.storageKey) return readFile(fileOf(row.storageKey));
      if (row.content) return row.content;
      throw new Error('upload row has neither content nor a storage key');
    },
  };
}
