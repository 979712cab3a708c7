import type { City, Form1099, Form1099Request, FormW2, FormW2Request } from '@citytax/api';
import { Form1099EntryForm, W2EntryForm, type Form1099EntryValues, type W2EntryValues } from '@citytax/forms';
import { Alert } from '@citytax/ui';
import { useState, type ReactNode } from 'react';
import { useServerDraft } from '../../../taxForm/useServerDraft';
import { annualReturnEn } from '../../../messages/annualReturn.en';

const t = annualReturnEn.editor;

export type EntryKind = 'FormW2' | 'Form1099';
export type EntryValues = W2EntryValues | Form1099EntryValues;

export interface EntryEditorProps {
  kind: EntryKind;
  /** The saved entry when editing; null for a new one. */
  entry: FormW2 | Form1099 | null;
  cities: readonly City[];
  /** Saves; resolves false when the save failed (the values and the draft stay). */
  onSubmit: (values: FormW2Request | Form1099Request) => Promise<boolean>;
  onCancel: () => void;
  /** Every change: the values and whether they differ from the saved entry (unsaved changes, preview). */
  onValuesChange: (values: EntryValues, dirty: boolean) => void;
  submitting: boolean;
  serverError?: string | undefined;
  /** Rendered under the form (W-2 attachments). */
  children?: ReactNode;
}

/** The draft key of an entry: one per kind for a new entry, one per saved entry. */
export function entryDraftKey(kind: EntryKind, id: number | null): string {
  const prefix = kind === 'FormW2' ? 'w2' : 'form1099';
  return id === null ? `${prefix}-new` : `${prefix}-${id}`;
}

/**
 * A W-2 or 1099 being entered: its values are kept as a server draft while unsaved (a timeout or a
 * closed tab loses nothing) and offered back when the same entry is opened again.
 */
export function EntryEditor({
  kind,
  entry,
  cities,
  onSubmit,
  onCancel,
  onValuesChange,
  submitting,
  serverError,
  children,
}: EntryEditorProps) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [dirty, setDirty] = useState(false);
  const draft = useServerDraft(entryDraftKey(kind, entry?.id ?? null), values, dirty);

  if (draft.restored === undefined) return <p role="status">{t.loading}</p>;

  const handleChange = (next: EntryValues, isDirty: boolean) => {
    setValues(next as unknown as Record<string, unknown>);
    setDirty(isDirty);
    onValuesChange(next, isDirty);
  };
  const submit = async (body: FormW2Request | Form1099Request) => {
    if (!(await onSubmit(body))) return;
    setDirty(false);
    await draft.clear();
  };
  const cancel = () => {
    setDirty(false);
    void draft.clear();
    onCancel();
  };

  const common = {
    onCancel: cancel,
    submitting,
    ...(serverError ? { serverError } : {}),
  };
  return (
    <>
      {draft.restored ? <Alert variant="info">{t.draftRestored}</Alert> : null}
      {kind === 'FormW2' ? (
        <W2EntryForm
          {...common}
          cities={cities}
          {...(entry ? { defaultValues: entry as FormW2 } : {})}
          {...(draft.restored ? { draftValues: draft.restored as Partial<W2EntryValues> } : {})}
          onValuesChange={handleChange}
          onSubmit={(body) => submit(body)}
        />
      ) : (
        <Form1099EntryForm
          {...common}
          {...(entry ? { defaultValues: entry as Form1099 } : {})}
          {...(draft.restored ? { draftValues: draft.restored as Partial<Form1099EntryValues> } : {})}
          onValuesChange={handleChange}
          onSubmit={(body) => submit(body)}
        />
      )}
      {children}
    </>
  );
}

// The W-2's attachments load with its editor (laterSteps.tsx), not with the page.
export { W2Attachments } from '@citytax/forms';
