import type { EstimateCreditRow } from '@citytax/api';
import { EstimateCreditsTable } from '@citytax/forms';
import { DisplayMode } from '@citytax/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TaxFormPage } from '../../forms';
import { estimatesEn } from '../../messages/estimates.en';
import { routesOf } from '../../navigation';
import { useBusinesses } from '../../state/businesses';
import { getEndpoints } from '../../state/endpoints';
import { useUser } from '../../state/session';

const t = estimatesEn.credits;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; rows: EstimateCreditRow[] };

/**
 * /estimates-and-credits (spec §2, §9): estimated payments and prior-year credits of the current
 * and the previous tax year, for the filing-as taxpayer.
 */
export function EstimatesAndCreditsPage() {
  const user = useUser();
  // A business user's rows are the filing-as business's: reload when that changes.
  const { filingAs } = useBusinesses();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    getEndpoints()
      .then((endpoints) => endpoints.estimateCredits())
      .then((rows) => {
        if (current) setLoad({ status: 'loaded', rows });
      })
      .catch(() => {
        if (current) setLoad({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [filingAs]);

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.EstimatesAndCredits}>
      <EstimateCreditsTable
        status={load.status}
        rows={load.status === 'loaded' ? load.rows : undefined}
        errorMessage={t.loadFailed}
      />
      {user && !user.isBusinessUser ? (
        <p>
          <Link to={routesOf.individualEstimate}>{t.makeEstimate}</Link>
        </p>
      ) : null}
    </TaxFormPage>
  );
}
