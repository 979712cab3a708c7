import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@citytax/api';

/**
 * Uploaded W-2 copies kept in session storage. Pure list functions first, then the storage they are kept in.
 */

export type UploadType = (typeof UPLOAD_TYPES)[number];

/** One stored file: its name, size, type and data, plus what the duplicate rule needs. */
export interface StoredFile {
  /** The name it is listed (and uploaded) under; a renamed copy reads 'w2 (1).pdf'. */
  name: string;
  size: number;
  type: string;
  /** The content as a data URL. */
  data: string;
  /** The picked file's modified time (ms): part of "same file". */
  lastModified: number;
  /** The picked file's own name, before any renaming. */
  originalName: string;
  /** The id POST /api/file-upload answered with. */
  uploadId?: string;
}

/** What a picked file is compared by. */
export type FileIdentity = Pick<File, 'name' | 'size' | 'type' | 'lastModified'>;

export type AddOutcome = 'added' | 'renamed' | 'replaced';

/** 'w2.pdf' → ['w2', '.pdf']; a name without an extension (or a dot file) keeps it all as base. */
export function splitExtension(name: string): [base: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * `name`, or the first 'base (n).ext' (n = 1, 2, ...) that no file in `taken` has: a counter in
 * parentheses before the extension.
 */
export function uniqueFileName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(name)) return name;
  const [base, extension] = splitExtension(name);
  for (let n = 1; ; n += 1) {
    const candidate = `${base} (${n})${extension}`;
    if (!names.has(candidate)) return candidate;
  }
}

/** Same name, size, type and modified time: the same file picked again. */
export function isSameFile(stored: StoredFile, file: FileIdentity): boolean {
  return (
    stored.originalName === file.name &&
    stored.size === file.size &&
    stored.type === file.type &&
    stored.lastModified === file.lastModified
  );
}

/**
 * Adds a file to the list: a duplicate replaces the old entry in place (keeping its listed name);
 * a different file whose name is taken is renamed with a counter; anything else is appended.
 */
export function addStoredFile(
  files: readonly StoredFile[],
  file: Omit<StoredFile, 'originalName'> & { originalName?: string },
): { files: StoredFile[]; stored: StoredFile; outcome: AddOutcome } {
  const incoming: StoredFile = { ...file, originalName: file.originalName ?? file.name };
  const identity = { ...incoming, name: incoming.originalName };
  const index = files.findIndex((f) => isSameFile(f, identity));
  if (index >= 0) {
    const stored = { ...incoming, name: (files[index] as StoredFile).name };
    return { files: files.map((f, i) => (i === index ? stored : f)), stored, outcome: 'replaced' };
  }
  const name = uniqueFileName(
    incoming.originalName,
    files.map((f) => f.name),
  );
  const stored = { ...incoming, name };
  return { files: [...files, stored], stored, outcome: name === incoming.originalName ? 'added' : 'renamed' };
}

/** The list without the file listed under `name`. */
export function removeStoredFile(files: readonly StoredFile[], name: string): StoredFile[] {
  return files.filter((f) => f.name !== name);
}

const TYPE_BY_EXTENSION: Readonly<Record<string, UploadType>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** The accepted type of a picked file, by its declared type or else its extension; null if none. */
export function uploadTypeOf(file: Pick<File, 'name' | 'type'>): UploadType | null {
  if ((UPLOAD_TYPES as readonly string[]).includes(file.type)) return file.type as UploadType;
  if (file.type) return null;
  return TYPE_BY_EXTENSION[splitExtension(file.name)[1].toLowerCase()] ?? null;
}

export type UploadProblem = 'wrongType' | 'empty' | 'tooLarge';

/** Why a picked file cannot be uploaded (checked again by the server, by content), or null. */
export function uploadProblem(file: Pick<File, 'name' | 'type' | 'size'>): UploadProblem | null {
  if (!uploadTypeOf(file)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** 512 bytes, 12 KB, 1.5 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------
// Session storage

/** Every stored list lives under a key with this prefix, so sign-out can clear them all. */
export const STORED_FILES_KEY_PREFIX = 'citytax.files.';

/** The session storage key of one list, e.g. 'citytax.files.annual-return-2025'. */
export function storedFilesKey(scope: string): string {
  return `${STORED_FILES_KEY_PREFIX}${scope}`;
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be switched off (a sandboxed frame, strict privacy settings).
    return undefined;
  }
}

function isStoredFile(value: unknown): value is StoredFile {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.name === 'string' &&
    typeof f.size === 'number' &&
    typeof f.type === 'string' &&
    typeof f.data === 'string' &&
    typeof f.lastModified === 'number' &&
    typeof f.originalName === 'string'
  );
}

/** The files stored for `scope` (an empty list when there are none or they cannot be read). */
export function readStoredFiles(
  scope: string,
  storage: Storage | undefined = defaultStorage(),
): StoredFile[] {
  const raw = storage?.getItem(storedFilesKey(scope));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredFile) : [];
  } catch {
    return [];
  }
}

/** Stores the list for `scope`; false when storage refused it (full, or switched off). */
export function writeStoredFiles(
  scope: string,
  files: readonly StoredFile[],
  storage: Storage | undefined = defaultStorage(),
): boolean {
  if (!storage) return false;
  try {
    if (files.length === 0) storage.removeItem(storedFilesKey(scope));
    else storage.setItem(storedFilesKey(scope), JSON.stringify(files));
    return true;
  } catch {
    return false;
  }
}

/** Removes every stored file of every scope (on sign-out and inactivity logout). */
export function clearStoredFiles(storage: Storage | undefined = defaultStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORED_FILES_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** A picked file's content as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
