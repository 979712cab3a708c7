import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './Fieldset';

describe('Fieldset', () => {
  it('is a group named by its legend', () => {
    render(
      <Fieldset legend="Address">
        <label>
          Street <input name="street" />
        </label>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Address' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeVisible();
  });

  it('links its hint and error to the group, the hint first, as on screen', () => {
    render(
      <Fieldset
        legend="Which taxes do you withhold?"
        hint="Select all that apply."
        error="Select at least one tax"
        aria-describedby="page-note"
      />,
    );
    const group = screen.getByRole('group', { name: 'Which taxes do you withhold?' });
    expect(group.getAttribute('aria-describedby')?.split(' ')[0]).toBe('page-note');
    expect(group).toHaveAccessibleDescription('Select all that apply. Select at least one tax');
    expect(group).toHaveAttribute('data-invalid', 'true');
  });

  it.each(['sm', 'md', 'lg', 'xl'] as const)('takes legend size %s', (size) => {
    render(<Fieldset legend="Your details" legendSize={size} />);
    expect(screen.getByText('Your details').tagName).toBe('LEGEND');
  });

  it('uses the id it is given for the hint and error ids, and forwards its ref', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(<Fieldset ref={ref} id="spouse" legend="Spouse" hint="As on the return" />);
    expect(ref.current).toBe(screen.getByRole('group', { name: 'Spouse' }));
    expect(ref.current).toHaveAttribute('aria-describedby', 'spouse-hint');
  });
});
