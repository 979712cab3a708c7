import { isApiError, priorTaxYear, problemMessage, type ExemptRequest } from '@citytax/api';
import { ExemptionCertificateForm } from '@citytax/forms';
import { Alert, DisplayMode, Spinner } from '@citytax/ui';
import { useEffect, useState } from 'react';
import { TaxFormPage, useUnsavedChanges } from '../../forms';
import { en } from '../../messages/en';
import { exemptionEn as t } from '../../messages/exemption.en';
import { getEndpoints } from '../../state/endpoints';
import { FocusedAlert } from '../account/FocusedAlert';

/** The screen's states of spec §4; saving is the form's own busy state. */
type ScreenState =
  | { status: 'loading' }
  | { status: 'loadError' }
  | { status: 'blocked'; message: string }
  | { status: 'form' }
  | { status: 'saved' };

/** What a failed save shows (spec §8): the server's problem, else the generic save message. */
export function saveErrorMessage(error: unknown): string {
  if (isApiError(error) && error.problem && error.status < 500)
    return problemMessage(error.problem, en.support);
  return t.saveFailed;
}

/**
 * /exemption: the exemption certificate of the prior tax year (spec §2, §4). It is blocked once a
 * certificate or the annual return of that year is filed; a filed certificate locks the form.
 */
export function ExemptionPage() {
  const [taxYear] = useState(() => priorTaxYear());
  // One key per visit: a double submit or a retry after a lost answer files one certificate.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [state, setState] = useState<ScreenState>({ status: 'loading' });
  const [serverError, setServerError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const unsavedChanges = useUnsavedChanges(dirty && state.status === 'form');

  useEffect(() => {
    let current = true;
    (async () => {
      const endpoints = await getEndpoints();
      const [{ exemptionCertificate }, { isAnnualReturnFiled }] = await Promise.all([
        endpoints.exemptionCertificate(taxYear),
        endpoints.enteredForms(taxYear),
      ]);
      if (!current) return;
      if (exemptionCertificate) setState({ status: 'blocked', message: t.alreadyFiled });
      else if (isAnnualReturnFiled) setState({ status: 'blocked', message: t.annualReturnFiled });
      else setState({ status: 'form' });
    })().catch(() => {
      if (current) setState({ status: 'loadError' });
    });
    return () => {
      current = false;
    };
  }, [taxYear]);

  async function onSubmit(values: ExemptRequest) {
    setServerError(undefined);
    try {
      await (await getEndpoints()).exempt(values, idempotencyKey);
      setState({ status: 'saved' });
    } catch (error) {
      setServerError(saveErrorMessage(error));
    }
  }

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.ExemptionCertificate}>
      {state.status === 'loading' ? <Spinner label={t.loading} showLabel /> : null}
      {state.status === 'loadError' ? <Alert variant="error">{t.loadFailed}</Alert> : null}
      {state.status === 'blocked' ? <Alert variant="warning">{state.message}</Alert> : null}
      {state.status === 'saved' ? <FocusedAlert variant="success">{t.saved(taxYear)}</FocusedAlert> : null}
      {state.status === 'form' || state.status === 'saved' ? (
        <ExemptionCertificateForm
          taxYear={taxYear}
          onSubmit={onSubmit}
          readOnly={state.status === 'saved'}
          serverError={serverError}
          onDirtyChange={setDirty}
        />
      ) : null}
      {unsavedChanges}
    </TaxFormPage>
  );
}
