import { EstimateCreditsTable } from '@citytax/forms';
import { DisplayMode } from '@citytax/ui';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { TaxFormPage } from '../../taxForm';
import { useSettled } from '../../taxForm/useSettled';
import { estimatesEn } from '../../messages/estimates.en';
import { routesOf } from '../../navigation';
import { useBusinesses } from '../../state/businesses';
import { useUser } from '../../state/session';
import type { estimateCreditsLoader } from './estimates-and-credits/estimateCreditsLoader';

const t = estimatesEn.credits;

/**
 * /estimates-and-credits (spec §2, §9): estimated payments and prior-year credits of the current
 * and the previous tax year, for the filing-as taxpayer. The route's loader
 * (`estimateCreditsLoader`) reads them.
 */
export function EstimatesAndCreditsPage() {
  const user = useUser();
  const { credits } = useLoaderData<typeof estimateCreditsLoader>();
  const { revalidate, state: revalidating } = useRevalidator();
  const settled = useSettled(credits);
  const load = settled && revalidating !== 'loading' ? settled : { status: 'loading' as const };

  // A business user's rows are the filing-as business's: read them again when that changes.
  const { filingAs } = useBusinesses();
  const readFor = useRef(filingAs);
  useEffect(() => {
    if (readFor.current === filingAs) return;
    readFor.current = filingAs;
    void revalidate();
  }, [filingAs, revalidate]);

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
