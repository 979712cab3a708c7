import { isApiError, problemMessage, type ExemptionCertificate, type ExemptRequest } from '@citytax/api';
import { ExemptionCertificateForm } from '@citytax/forms';
import { Alert, DisplayMode, Spinner } from '@citytax/ui';
import { Suspense, useState } from 'react';
import { Await, useLoaderData } from 'react-router';
import { TaxFormPage, useUnsavedChanges } from '../../taxForm';
import { FiledFormStatus } from '../../taxForm/FiledFormStatus';
import { en } from '../../messages/en';
import { exemptionEn as t } from '../../messages/exemption.en';
import { getEndpoints } from '../../state/endpoints';
import { useFormVisitKey, type FormVisitKey } from '../../state/formVisitKey';
import { FocusedAlert } from '../account/FocusedAlert';
import type { exemptionLoader, ExemptionStatus } from './exemption/exemptionLoader';

/** What a failed save shows (spec §8): the server's problem, else the generic save message. */
export function saveErrorMessage(error: unknown): string {
  if (isApiError(error) && error.problem && error.status < 500)
    return problemMessage(error.problem, en.support);
  return t.saveFailed;
}

/** Why the certificate cannot be filed, read when shown (in the page's language). */
const blockedMessage = (reason: 'certificateFiled' | 'annualReturnFiled') =>
  reason === 'certificateFiled' ? t.alreadyFiled : t.annualReturnFiled;

/**
 * /exemption: the exemption certificate of the prior tax year (spec §2, §4). It is blocked once a
 * certificate or the annual return of that year is filed; a filed certificate locks the form. The
 * route's loader (`exemptionLoader`) reads the status; the spinner shows until it is known.
 */
export function ExemptionPage() {
  const { taxYear, status } = useLoaderData<typeof exemptionLoader>();
  // One key per visit: a double submit or a retry after a lost answer files one certificate.
  const visitKey = useFormVisitKey();
  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.ExemptionCertificate}>
      <Suspense fallback={<Spinner label={t.loading} showLabel />}>
        <Await resolve={status}>
          {(loaded: ExemptionStatus) => <Exemption taxYear={taxYear} loaded={loaded} visitKey={visitKey} />}
        </Await>
      </Suspense>
    </TaxFormPage>
  );
}

/** The screen once the status is known: blocked, the form, or the filed certificate (read-only). */
function Exemption({
  taxYear,
  loaded,
  visitKey,
}: {
  taxYear: number;
  loaded: ExemptionStatus;
  visitKey: FormVisitKey;
}) {
  const [saved, setSaved] = useState<ExemptionCertificate | null>(null);
  const [serverError, setServerError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const unsavedChanges = useUnsavedChanges(dirty && loaded.status === 'form' && saved === null);

  async function onSubmit(values: ExemptRequest) {
    setServerError(undefined);
    try {
      setSaved(await (await getEndpoints()).exempt(values, visitKey.key()));
    } catch (error) {
      setServerError(saveErrorMessage(error));
    }
  }

  if (loaded.status === 'loadError') return <Alert variant="error">{t.loadFailed}</Alert>;
  if (loaded.status === 'blocked') {
    return (
      <>
        <Alert variant="warning">{blockedMessage(loaded.reason)}</Alert>
        {loaded.reason === 'certificateFiled' ? (
          <FiledFormStatus
            formId={loaded.certificate.id}
            amountPaid={0}
            filedAt={loaded.certificate.filedAt}
          />
        ) : null}
      </>
    );
  }
  return (
    <>
      {saved ? (
        <>
          <FocusedAlert variant="success">{t.saved(taxYear)}</FocusedAlert>
          <FiledFormStatus formId={saved.id} amountPaid={0} filedAt={saved.filedAt} />
        </>
      ) : null}
      <ExemptionCertificateForm
        taxYear={taxYear}
        onSubmit={onSubmit}
        readOnly={saved !== null}
        serverError={serverError}
        onDirtyChange={setDirty}
      />
      {unsavedChanges}
    </>
  );
}
