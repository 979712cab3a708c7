import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

const options = [
  { value: 'CLE', label: 'Cleveland' },
  { value: 'GTN', label: 'Germantown' },
];

describe('NativeSelect', () => {
  it('reports the chosen value, and null for the placeholder', async () => {
    const onChange = vi.fn();
    render(
      <NativeSelect label="Residence city" name="residenceCity" options={options} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Residence city' });
    await userEvent.selectOptions(select, 'Germantown');
    expect(onChange).toHaveBeenLastCalledWith('GTN');
    await userEvent.selectOptions(select, 'Select an option');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is controlled by value', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('CLE');
      return <NativeSelect label="City" name="city" options={options} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveValue('CLE');
    await userEvent.selectOptions(select, 'GTN');
    expect(select).toHaveValue('GTN');
  });

  it('links hint and error and marks itself invalid', () => {
    render(
      <NativeSelect label="City" name="city" options={options} hint="Box 20" error="City is required" />,
    );
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveAccessibleDescription('Box 20 City is required');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
