import { isApiError, type FileUploadResponse } from '@citytax/api';
import { Button, FileInput, VisuallyHidden } from '@citytax/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { w2AttachmentsMessages, type W2AttachmentsMessages } from './messages.en';
import {
  addStoredFile,
  formatFileSize,
  readAsDataUrl,
  readStoredFiles,
  removeStoredFile,
  uploadProblem,
  uploadTypeOf,
  writeStoredFiles,
  type StoredFile,
} from './storedFiles';
import styles from './W2Attachments.module.css';

/** What the file input accepts (the server checks the content again). */
export const W2_ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg';

export interface W2AttachmentsProps {
  /** Which list this is (default 'w2'): its session storage key is 'citytax.files.' + scope. */
  scope?: string;
  /**
   * Sends one file (POST /api/file-upload) under the name it is listed with. A rejection shows an
   * error; an ApiError's problem detail is added to it.
   */
  onUpload: (file: File, name: string) => Promise<FileUploadResponse | void>;
  /** Called with the whole list after each change. */
  onChange?: (files: StoredFile[]) => void;
  /** The return is filed: list the files, with nothing to add or remove. */
  readOnly?: boolean;
  /** Where the list is kept; session storage by default. */
  storage?: Storage;
  id?: string;
  messages?: W2AttachmentsMessages;
}

function detailOf(error: unknown): string | undefined {
  return isApiError(error) ? error.problem?.detail : undefined;
}

/**
 * Attach copies of W-2s: the ui FileInput (a native file input), client-side type and size checks,
 * an upload per file, and the list of attached files kept in session storage.
 */
export function W2Attachments({
  scope = 'w2',
  onUpload,
  onChange,
  readOnly = false,
  storage,
  id,
  messages = w2AttachmentsMessages,
}: W2AttachmentsProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listHeadingId = `${inputId}-list-heading`;
  const [files, setFiles] = useState<StoredFile[]>(() => readStoredFiles(scope, storage));
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const commit = (next: StoredFile[]): boolean => {
    setFiles(next);
    onChange?.(next);
    return writeStoredFiles(scope, next, storage);
  };

  const attach = async (picked: readonly File[]) => {
    setBusy(true);
    setErrors([]);
    const found: string[] = [];
    const said: string[] = [];
    let current = files;
    for (const file of picked) {
      const problem = uploadProblem(file);
      if (problem) {
        found.push(messages.errors[problem](file.name));
        continue;
      }
      let data: string;
      try {
        data = await readAsDataUrl(file);
      } catch {
        found.push(messages.errors.unreadable(file.name));
        continue;
      }
      const added = addStoredFile(current, {
        name: file.name,
        size: file.size,
        type: uploadTypeOf(file) as string,
        data,
        lastModified: file.lastModified,
      });
      setStatus(messages.status.uploading(added.stored.name));
      let response: FileUploadResponse | void;
      try {
        response = await onUpload(file, added.stored.name);
      } catch (error) {
        found.push(messages.errors.uploadFailed(added.stored.name, detailOf(error)));
        continue;
      }
      const stored = response ? { ...added.stored, uploadId: response.id } : added.stored;
      current = added.files.map((f) => (f === added.stored ? stored : f));
      const kept = commit(current);
      said.push(
        added.outcome === 'renamed'
          ? messages.status.renamed(file.name, stored.name)
          : added.outcome === 'replaced'
            ? messages.status.replaced(stored.name)
            : messages.status.added(stored.name),
      );
      if (!kept) said.push(messages.status.notKept(stored.name));
    }
    setErrors(found);
    setStatus(said.join(' '));
    setBusy(false);
  };

  const onPick = (picked: File[], event: ChangeEvent<HTMLInputElement>) => {
    // Cleared so that picking the same file again fires change again.
    event.currentTarget.value = '';
    if (picked.length > 0) void attach(picked);
  };

  const remove = (name: string, index: number) => {
    commit(removeStoredFile(files, name));
    setErrors([]);
    setStatus(messages.status.removed(name));
    // Focus the next file's Remove button (or the previous one, or the input) so it is not lost.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? inputRef.current)?.focus();
    });
  };

  return (
    <div className={styles.attachments} data-busy={busy || undefined}>
      {readOnly ? null : (
        // The list below is of the files attached (uploaded), so the input's own list is left off.
        <FileInput
          ref={inputRef}
          id={inputId}
          className={styles.fileInput}
          label={messages.label}
          hint={messages.hint}
          name="file"
          accept={W2_ATTACHMENT_ACCEPT}
          multiple
          showChosenFiles={false}
          aria-busy={busy || undefined}
          error={
            errors.length === 0 ? undefined : errors.length === 1 ? (
              errors[0]
            ) : (
              <ul className={styles.errorList}>
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            )
          }
          onChange={onPick}
        />
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <p id={listHeadingId} className={styles.listHeading}>
        {messages.listHeading}
      </p>
      {files.length === 0 ? (
        <p className={styles.none}>{messages.none}</p>
      ) : (
        <ul ref={listRef} aria-labelledby={listHeadingId} className={styles.list}>
          {files.map((file, index) => (
            <li key={file.name} className={styles.item}>
              <span className={styles.name}>
                {file.name} <span className={styles.size}>({formatFileSize(file.size)})</span>
              </span>
              {readOnly ? null : (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => remove(file.name, index)}
                >
                  {messages.remove} <VisuallyHidden>{file.name}</VisuallyHidden>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
