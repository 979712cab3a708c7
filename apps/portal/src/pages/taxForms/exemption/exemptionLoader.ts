import { priorTaxYear, type ExemptionCertificate } from '@citytax/api';
import { getEndpoints } from '../../../state/endpoints';

/** Whether the certificate may be filed (spec §4); a failed read is a status of its own. */
export type ExemptionStatus =
  | { status: 'form' }
  | { status: 'blocked'; reason: 'certificateFiled'; certificate: ExemptionCertificate }
  | { status: 'blocked'; reason: 'annualReturnFiled' }
  | { status: 'loadError' };

async function readStatus(taxYear: number): Promise<ExemptionStatus> {
  try {
    const endpoints = await getEndpoints();
    const [{ exemptionCertificate }, { isAnnualReturnFiled }] = await Promise.all([
      endpoints.exemptionCertificate(taxYear),
      endpoints.enteredForms(taxYear),
    ]);
    if (exemptionCertificate)
      return { status: 'blocked', reason: 'certificateFiled', certificate: exemptionCertificate };
    if (isAnnualReturnFiled) return { status: 'blocked', reason: 'annualReturnFiled' };
    return { status: 'form' };
  } catch {
    return { status: 'loadError' };
  }
}

/**
 * The /exemption route's loader: the prior tax year and, not awaited, whether its certificate may
 * be filed, so the page shows its heading and spinner while the status loads (spec §4). Kept apart
 * from the page so the route's loader can be imported without the form.
 */
export function exemptionLoader() {
  const taxYear = priorTaxYear();
  return { taxYear, status: readStatus(taxYear) };
}
