import { Button, type ButtonProps } from '@citytax/ui';
import { useState } from 'react';
import { getEndpoints } from '../state/endpoints';
import { filingsEn } from '../messages/filings.en';
import { formErrorText } from './errorText';

/** Saves a downloaded file under its name: a temporary link to the blob, clicked once. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface DownloadPdfButtonProps extends Omit<ButtonProps, 'onClick' | 'isLoading' | 'children'> {
  /** The filed form whose PDF copy is downloaded. */
  formId: number;
  /** The button's text; "Download PDF" by default. */
  label?: string;
  /** The name to save under when the server gives none (it always does). */
  fileName?: string;
}

/**
 * Download PDF (issue 15): fetches the filed form's PDF copy with the session's bearer token (a
 * plain link would carry no token) and saves it under the server's file name. A failure is said
 * next to the button, in a live region, and the button stays where focus is.
 */
export function DownloadPdfButton({
  formId,
  label = filingsEn.downloadPdf,
  fileName,
  variant = 'secondary',
  ...rest
}: DownloadPdfButtonProps) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const onDownload = async () => {
    setState({ busy: true });
    try {
      const file = await (await getEndpoints()).filingPdf(formId);
      saveFile(file.blob, fileName && file.fileName === 'download' ? fileName : file.fileName);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: formErrorText(error, filingsEn.downloadFailed) });
    }
  };
  return (
    <>
      <Button
        {...rest}
        variant={variant}
        isLoading={state.busy}
        loadingLabel={filingsEn.downloading}
        onClick={() => void onDownload()}
      >
        {label}
      </Button>
      <span role="alert" className={state.error ? undefined : 'ct-visually-hidden'}>
        {state.error ?? ''}
      </span>
    </>
  );
}
