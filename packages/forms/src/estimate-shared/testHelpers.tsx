import type { City } from '@citytax/api';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

/** Tests only: what both estimate forms' unit tests share. */

/** Member cities with rates, a city that is not a member, and a member city without a rate. */
export const estimateTestCities: City[] = [
  { code: 'BRT', name: 'Burton', member: true, rate: 0.01, creditFactor: 0.5, creditLimit: 0.005 },
  { code: 'CLE', name: 'Cleveland', member: true, rate: 0.025, creditFactor: 1, creditLimit: 0.025 },
  { code: 'COL', name: 'Columbus', member: false, rate: 0.025, creditFactor: null, creditLimit: null },
  { code: 'GTN', name: 'Germantown', member: true, rate: 0.015, creditFactor: 0.6, creditLimit: 0.009 },
  { code: 'NOR', name: 'Norwood', member: true, rate: null, creditFactor: null, creditLimit: null },
];

interface EstimateFormBaseProps {
  cities: readonly City[];
  taxYear: number;
  paidSoFar: number;
  today: string;
  onSubmit: (values: never) => Promise<void> | void;
  onValuesChange?: (values: never, dirty: boolean) => void;
}

/** Renders an estimate form for 2026 with $100.00 paid so far on May 1, and spies on its callbacks. */
export function renderEstimateForm<P extends EstimateFormBaseProps>(
  Form: ComponentType<P>,
  props: Partial<P> = {},
) {
  const onSubmit = vi.fn<P['onSubmit']>(async () => {});
  const onValuesChange = vi.fn();
  const user = userEvent.setup();
  const defaults: EstimateFormBaseProps = {
    cities: estimateTestCities,
    taxYear: 2026,
    paidSoFar: 100,
    today: '2026-05-01',
    onSubmit,
    onValuesChange,
  };
  // The form's own props (its draft values, actions…) on top of what every estimate form takes.
  render(<Form {...({ ...defaults, ...props } as P)} />);
  return { user, onSubmit, onValuesChange };
}
