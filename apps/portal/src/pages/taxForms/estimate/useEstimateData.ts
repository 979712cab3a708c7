import { useCallback } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { City } from '@citytax/api';
import { useSettled } from '../../../taxForm/useSettled';
import type { individualEstimateLoader } from './estimateLoader';

export type EstimateLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; cities: City[]; paidByYear: Map<number, number> };

/**
 * An estimate page's data for the chosen tax year, from its route's loader (which read every year
 * the filer may choose). `retry` revalidates the loader after an error.
 */
export function useEstimateData(taxYear: number): { load: EstimateLoad; retry: () => void } {
  const { data } = useLoaderData<typeof individualEstimateLoader>();
  const { revalidate, state } = useRevalidator();
  const settled = useSettled(data);
  const retry = useCallback(() => void revalidate(), [revalidate]);

  // Reading again (retry) shows the spinner at once, as the first read does.
  if (!settled || state === 'loading') return { load: { status: 'loading' }, retry };
  if (settled.status === 'error') return { load: settled, retry };
  const cities = settled.citiesByYear.get(taxYear);
  // A year the loader did not read (the date moved on between the page and a retry) cannot be shown.
  if (!cities) return { load: { status: 'error' }, retry };
  return { load: { status: 'loaded', cities, paidByYear: settled.paidByYear }, retry };
}
