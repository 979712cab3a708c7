import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReturnSteps, returnStepIndex, type ReturnProgress } from './ReturnSteps';

describe('the annual return steps', () => {
  it.each<[string, ReturnProgress, number]>([
    [
      'questions not answered, or answered not eligible',
      { eligible: false, residenceCity: 'CLE', entryCount: 2 },
      0,
    ],
    ['eligible, no city yet', { eligible: true, residenceCity: null, entryCount: 0 }, 1],
    ['a W-2 entered before the city', { eligible: true, residenceCity: undefined, entryCount: 1 }, 1],
    ['a city, no W-2 or 1099 yet', { eligible: true, residenceCity: 'CLE', entryCount: 0 }, 2],
    ['a city and an entry: check and file', { eligible: true, residenceCity: 'CLE', entryCount: 1 }, 3],
  ])('%s: step %i', (_, progress, index) => {
    expect(returnStepIndex(progress)).toBe(index);
  });

  it('names the steps as the FAQ does and marks the current one', () => {
    render(<ReturnSteps eligible residenceCity="CLE" entryCount={0} />);
    const items = within(screen.getByRole('list', { name: 'Steps to file your return' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '✓1. Check you can file online completed',
      '✓2. Your city completed',
      '3. Your W-2s and 1099s',
      '4. Check and file not completed',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 3 of 4: Your W-2s and 1099s')).toBeInTheDocument();
  });
});
