import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
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
import { ProblemError, TransportProblem } from './problems';

/**
 * W-2 attachments (POST /api/file-upload): the type is decided by the content's magic
 * bytes, never by the client's file name or declared type.
 */

export type UploadType = (typeof UPLOAD_TYPES)[number];

const SIGNATURES: readonly { type: UploadType; magic: Buffer }[] = [
  { type: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { type: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
];

/** The accepted type the content starts with, or null. */
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

/** A file name fit to store and show back: no path, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'upload';
}

/** Where an upload's bytes live: the row's `content` or `storage_key` columns. */
export interface StoredUploadContent {
  content: Buffer | null;
  storageKey: string | null;
}

/**
 * Keeps upload bytes. On PGlite (one thread, the database in WASM) a 5 MiB bytea parameter
 * blocks the event loop for seconds, so there the bytes go to a file and the row keeps the
 * metadata; on PostgreSQL they stay in the row, which every instance sees (ADR 0025).
 */
export interface UploadStore {
  /** Stores the bytes (before the row's transaction) and returns the row's content columns. */
  put(content: Buffer, sha256: string): Promise<StoredUploadContent>;
  /** The bytes of a stored row. */
  read(row: StoredUploadContent): Promise<Buffer>;
}

/** The bytes in the row's bytea column. */
export const databaseUploadStore: UploadStore = {
  put: async (content) => ({ content, storageKey: null }),
  read: async (row) => {
    if (row.content) return row.content;
    throw new Error('upload content is stored in a file, but no upload directory is configured');
  },
};

/**
 * The bytes in `dir/<first two hex digits>/<sha256>`, written off the event loop. The name is
 * the content's hash, so a repeated upload reuses the file and a write that dies halfway (the
 * temporary file is renamed into place only when complete) never leaves a wrong file under it.
 */
export function fileUploadStore(dir: string): UploadStore {
  const fileOf = (key: string) => {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key)) throw new Error('invalid upload storage key');
    return path.join(dir, key);
  };
  return {
    async put(content, sha256) {
      const storageKey = `${sha256.slice(0, 2)}/${sha256}`;
      const file = fileOf(storageKey);
      const existing = await stat(file).catch(() => null);
      if (existing?.size !== content.length) {
        await mkdir(path.dirname(file), { recursive: true });
        const temp = `${file}.${randomUUID()}.tmp`;
        try {
          await writeFile(temp, content, { mode: 0o600 });
          await rename(temp, file);
        } catch (err) {
          await rm(temp, { force: true });
          throw err;
        }
      }
      return { content: null, storageKey };
    },
    async read(row) {
      if (row.storageKey) return readFile(fileOf(row.storageKey));
      if (row.content) return row.content;
      throw new Error('upload row has neither content nor a storage key');
    },
  };
}
