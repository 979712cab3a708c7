import type { City } from '@citytax/api';
import { useCallback, useEffect, useState } from 'react';
import { getEndpoints } from '../state/endpoints';

export type EstimateLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; cities: City[]; paidByYear: Map<number, number> };

/**
 * What an estimate page needs from the server for a tax year: the city table, and the completed
 * estimated payments per tax year. `retry` loads again after an error.
 */
export function useEstimateLoad(taxYear: number): { load: EstimateLoad; retry: () => void } {
  const [load, setLoad] = useState<EstimateLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    (async () => {
      const endpoints = await getEndpoints();
      const [{ cities }, credits] = await Promise.all([
        endpoints.cities(taxYear),
        endpoints.estimateCredits(),
      ]);
      if (!current) return;
      setLoad({
        status: 'loaded',
        cities,
        paidByYear: new Map(credits.map((row) => [row.taxYear, row.amountPaid])),
      });
    })().catch(() => {
      if (current) setLoad({ status: 'error' });
    });
    return () => {
      current = false;
    };
  }, [taxYear, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
