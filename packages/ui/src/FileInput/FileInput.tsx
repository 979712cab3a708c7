import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import field from '../fieldHelpers/Field.module.css';
import { describeField, useFieldIds } from '../fieldHelpers/fieldHelpers';
import { fileInputTextEn } from '../text/fileInput.en';
import { useUiWords } from '../text/uiTextContext';
import styles from './FileInput.module.css';

export interface FileInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> {
  label: string;
  /** Help text under the label (the types and size allowed), linked by aria-describedby. */
  hint?: ReactNode;
  /**
   * Error message (a sentence, or a list when several files have problems); when set the input is
   * invalid and the message is linked by aria-describedby.
   */
  error?: ReactNode;
  /** Called with the files just chosen (an empty array when the choice was cleared) and the event. */
  onChange?: (files: File[], event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * List the chosen files under the input (default true). Turn it off when the page lists the files
   * itself, for example once each one is uploaded.
   */
  showChosenFiles?: boolean;
  /** Heading of the list of chosen files. */
  chosenFilesLabel?: string;
  /** A file's size as the list shows it. */
  fileSizeText?: (bytes: number) => string;
}

/**
 * A labelled native file picker (`<input type="file">`) with a hint, an error and the list of the
 * files chosen. The browser's own control keeps it keyboard and screen-reader friendly everywhere;
 * `accept`, `multiple`, `name` and `required` pass through to it. The error region is always in the
 * page, so an error that appears right after a pick (a wrong type, a file too large) is announced.
 * `ref` reaches the `<input>`.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    label,
    hint,
    error,
    onChange,
    showChosenFiles = true,
    chosenFilesLabel,
    fileSizeText,
    id: idProp,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  forwardedRef,
) {
  const words = useUiWords('fileInput', fileInputTextEn);
  const ids = useFieldIds(idProp);
  const chosenHeadingId = `${ids.id}-chosen`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const [chosen, setChosen] = useState<readonly File[]>([]);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  useEffect(() => {
    // A form's reset empties the input without a change event: empty the list with it.
    const form = input.current?.form;
    if (!form) return undefined;
    const clear = () => setChosen([]);
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  return (
    <div
      className={[field.field, styles.field, className].filter(Boolean).join(' ')}
      data-invalid={hasError ? '' : undefined}
    >
      <label className={field.label} htmlFor={ids.id}>
        {label}
      </label>
      {hint ? (
        <span id={ids.hintId} className={field.hint}>
          {hint}
        </span>
      ) : null}
      <input
        {...rest}
        ref={setInput}
        id={ids.id}
        type="file"
        className={styles.input}
        {...describeField({
          id: ids.id,
          hasHint: Boolean(hint),
          hasError,
          ...(describedBy ? { describedBy } : {}),
        })}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          setChosen(files);
          onChange?.(files, event);
        }}
      />
      {/* Always rendered: a live region must be in the page before its text changes to be announced. */}
      <div id={ids.errorId} role="alert" className={styles.error}>
        {hasError ? error : null}
      </div>
      {showChosenFiles && chosen.length > 0 ? (
        <div className={styles.chosen}>
          <p id={chosenHeadingId} className={styles.chosenHeading}>
            {chosenFilesLabel ?? words.chosenFilesLabel}
          </p>
          <ul aria-labelledby={chosenHeadingId} className={styles.chosenList}>
            {chosen.map((file, index) => (
              <li key={`${index}:${file.name}`} className={styles.chosenItem}>
                {file.name}{' '}
                <span className={styles.size}>({(fileSizeText ?? words.fileSizeText)(file.size)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
});
FileInput.displayName = 'FileInput';
