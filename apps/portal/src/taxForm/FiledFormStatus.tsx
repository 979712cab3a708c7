import type { Confirmation } from '@citytax/api';
import { FiledStatus } from '@citytax/forms';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmationEn } from '../messages/confirmation.en';
import { getEndpoints } from '../state/endpoints';
import { DownloadPdfButton } from './DownloadPdfButton';
import { confirmationPath } from './formPaths';

export interface FiledFormStatusProps {
  /** The filed form. */
  formId: number;
  /** What the page knows was paid, dollars (0: nothing was due), until the confirmation says. */
  amountPaid: number;
  /** When the page knows it was filed (ISO timestamp), until the confirmation says. */
  filedAt?: string | null | undefined;
  /** When the page knows it was paid (ISO timestamp), until the confirmation says. */
  paidAt?: string | null | undefined;
}

/**
 * A filed form's status on its own page (issue 15): what the page knows at once (paid or not,
 * when), then the facts of its confirmation — the amount paid and when, the confirmation number —
 * with a link to the confirmation and its PDF copy. A confirmation that cannot be read leaves what
 * the page knew, without a number.
 */
export function FiledFormStatus({ formId, amountPaid, filedAt, paidAt }: FiledFormStatusProps) {
  // undefined: being read; null: could not be read.
  const [confirmation, setConfirmation] = useState<Confirmation | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setConfirmation(undefined);
    getEndpoints()
      .then((endpoints) => endpoints.confirmation(formId))
      .then(
        (read) => current && setConfirmation(read),
        () => current && setConfirmation(null),
      );
    return () => {
      current = false;
    };
  }, [formId]);

  return (
    <FiledStatus
      amountPaid={confirmation?.amountPaid ?? amountPaid}
      paidAt={confirmation ? (confirmation.payment?.paidAt ?? null) : paidAt}
      filedAt={confirmation?.filedAt ?? filedAt}
      confirmationNumber={confirmation?.confirmationNumber ?? null}
      confirmationPending={confirmation === undefined}
      actions={
        <>
          <Link to={confirmationPath(formId)}>{confirmationEn.viewConfirmation}</Link>
          <DownloadPdfButton
            formId={formId}
            {...(confirmation ? { fileName: confirmation.pdfFileName } : {})}
          />
        </>
      }
    />
  );
}
