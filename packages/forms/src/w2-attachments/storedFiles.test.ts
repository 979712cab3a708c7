import { describe, expect, it } from 'vitest';
import {
  addStoredFile,
  clearStoredFiles,
  formatFileSize,
  readStoredFiles,
  removeStoredFile,
  splitExtension,
  storedFilesKey,
  uniqueFileName,
  uploadProblem,
  uploadTypeOf,
  writeStoredFiles,
  type StoredFile,
} from './storedFiles';

const stored = (name: string, over: Partial<StoredFile> = {}): StoredFile => ({
  name,
  originalName: name,
  size: 100,
  type: 'application/pdf',
  data: 'data:application/pdf;base64,JVBERi0=',
  lastModified: 1_700_000_000_000,
  ...over,
});

/** An in-memory Storage, optionally refusing writes beyond `quota` characters. */
function memoryStorage(quota = Infinity): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('splitExtension', () => {
  it.each([
    ['w2.pdf', ['w2', '.pdf']],
    ['my.w2.scan.JPG', ['my.w2.scan', '.JPG']],
    ['w2', ['w2', '']],
    ['.pdf', ['.pdf', '']],
  ])('%s → %j', (name, parts) => {
    expect(splitExtension(name)).toEqual(parts);
  });
});

describe('uniqueFileName', () => {
  it.each([
    ['w2.pdf', [], 'w2.pdf'],
    ['w2.pdf', ['other.pdf'], 'w2.pdf'],
    ['w2.pdf', ['w2.pdf'], 'w2 (1).pdf'],
    ['w2.pdf', ['w2.pdf', 'w2 (1).pdf'], 'w2 (2).pdf'],
    ['w2.pdf', ['w2.pdf', 'w2 (2).pdf'], 'w2 (1).pdf'],
    ['scan', ['scan'], 'scan (1)'],
    ['my.w2.png', ['my.w2.png'], 'my.w2 (1).png'],
    ['W2.pdf', ['w2.pdf'], 'W2.pdf'],
  ])('%s with %j taken → %s', (name, taken, expected) => {
    expect(uniqueFileName(name, taken)).toBe(expected);
  });
});

describe('addStoredFile', () => {
  const a = stored('w2.pdf');
  it.each<[string, StoredFile[], StoredFile, string[], string]>([
    ['appends a new file', [], stored('w2.pdf'), ['w2.pdf'], 'added'],
    [
      'renames a different file of the same name (size)',
      [a],
      stored('w2.pdf', { size: 101 }),
      ['w2.pdf', 'w2 (1).pdf'],
      'renamed',
    ],
    [
      'renames a different file of the same name (modified time)',
      [a],
      stored('w2.pdf', { lastModified: 1 }),
      ['w2.pdf', 'w2 (1).pdf'],
      'renamed',
    ],
    [
      'renames a different file of the same name (type)',
      [a],
      stored('w2.pdf', { type: 'image/png' }),
      ['w2.pdf', 'w2 (1).pdf'],
      'renamed',
    ],
    [
      'replaces the same file picked again',
      [a, stored('x.png')],
      stored('w2.pdf', { data: 'new' }),
      ['w2.pdf', 'x.png'],
      'replaced',
    ],
    [
      'replaces a renamed copy when that copy is picked again, keeping its listed name',
      [a, stored('w2 (1).pdf', { originalName: 'w2.pdf', size: 101 })],
      stored('w2.pdf', { size: 101, data: 'new' }),
      ['w2.pdf', 'w2 (1).pdf'],
      'replaced',
    ],
    [
      'counts past names already taken',
      [a, stored('w2 (1).pdf', { originalName: 'w2.pdf', size: 101 })],
      stored('w2.pdf', { size: 102 }),
      ['w2.pdf', 'w2 (1).pdf', 'w2 (2).pdf'],
      'renamed',
    ],
  ])('%s', (_name, files, file, names, outcome) => {
    const result = addStoredFile(files, { ...file, originalName: undefined });
    expect(result.files.map((f) => f.name)).toEqual(names);
    expect(result.outcome).toBe(outcome);
    expect(result.files).toContain(result.stored);
    expect(result.stored.originalName).toBe(file.name);
    if (outcome === 'replaced') expect(result.stored.data).toBe('new');
  });

  it('does not change the list it was given', () => {
    const files = [a];
    addStoredFile(files, stored('w2.pdf', { size: 1 }));
    expect(files).toEqual([a]);
  });
});

describe('removeStoredFile', () => {
  it('removes by listed name only', () => {
    const files = [stored('w2.pdf'), stored('w2 (1).pdf', { originalName: 'w2.pdf' })];
    expect(removeStoredFile(files, 'w2.pdf').map((f) => f.name)).toEqual(['w2 (1).pdf']);
  });
});

describe('uploadTypeOf and uploadProblem', () => {
  it.each([
    [{ name: 'w2.pdf', type: 'application/pdf', size: 1 }, 'application/pdf', null],
    [{ name: 'w2.PNG', type: '', size: 1 }, 'image/png', null],
    [{ name: 'w2.jpeg', type: '', size: 1 }, 'image/jpeg', null],
    [{ name: 'w2.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 }, 'image/jpeg', null],
    [{ name: 'w2.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, 'image/jpeg', 'tooLarge'],
    [{ name: 'w2.pdf', type: 'application/pdf', size: 0 }, 'application/pdf', 'empty'],
    [{ name: 'w2.txt', type: 'text/plain', size: 1 }, null, 'wrongType'],
    [{ name: 'w2.pdf', type: 'text/plain', size: 1 }, null, 'wrongType'],
    [{ name: 'w2.gif', type: '', size: 1 }, null, 'wrongType'],
  ])('%j → %s, %s', (file, type, problem) => {
    expect(uploadTypeOf(file)).toBe(type);
    expect(uploadProblem(file)).toBe(problem);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 bytes'],
    [2048, '2 KB'],
    [1536 * 1024, '1.5 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('session storage', () => {
  it('keeps each list under citytax.files.<scope> and reads it back', () => {
    const storage = memoryStorage();
    const files = [stored('w2.pdf')];
    expect(writeStoredFiles('annual-return-2025', files, storage)).toBe(true);
    expect(storage.getItem('citytax.files.annual-return-2025')).toBe(JSON.stringify(files));
    expect(storedFilesKey('x')).toBe('citytax.files.x');
    expect(readStoredFiles('annual-return-2025', storage)).toEqual(files);
    expect(readStoredFiles('other', storage)).toEqual([]);
  });

  it('removes the key when the list is empty', () => {
    const storage = memoryStorage();
    writeStoredFiles('s', [stored('w2.pdf')], storage);
    writeStoredFiles('s', [], storage);
    expect(storage.length).toBe(0);
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('citytax.files.bad', '{not json');
    storage.setItem('citytax.files.mixed', JSON.stringify([stored('ok.pdf'), { name: 'half' }]));
    expect(readStoredFiles('bad', storage)).toEqual([]);
    expect(readStoredFiles('mixed', storage).map((f) => f.name)).toEqual(['ok.pdf']);
  });

  it('says false when storage is full', () => {
    expect(writeStoredFiles('s', [stored('w2.pdf')], memoryStorage(10))).toBe(false);
  });

  it('clearStoredFiles removes every list and nothing else', () => {
    const storage = memoryStorage();
    writeStoredFiles('a', [stored('w2.pdf')], storage);
    writeStoredFiles('b', [stored('w2.pdf')], storage);
    storage.setItem('auth_user', '{}');
    clearStoredFiles(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('auth_user')).toBe('{}');
  });

  it('clearStoredFiles uses session storage by default', () => {
    sessionStorage.setItem('citytax.files.x', '[]');
    clearStoredFiles();
    expect(sessionStorage.getItem('citytax.files.x')).toBeNull();
  });
});
