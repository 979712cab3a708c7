import { fireEvent, render, screen } from '@testing-library/react';
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

describe('NativeSelect with onConfirm (a choice made on confirm)', () => {
  const cities = [...options, { value: 'BUR', label: 'Burton' }];
  function Confirmed({ onConfirm }: { onConfirm: (value: string | null) => void }) {
    const [value, setValue] = useState<string | null>('CLE');
    return (
      <NativeSelect
        label="City"
        name="city"
        options={cities}
        value={value}
        onConfirm={(next) => {
          onConfirm(next);
          setValue(next);
        }}
      />
    );
  }
  // A closed select changes at each arrow key and fires change each time, as Chromium does.
  const arrowTo = (select: HTMLElement, value: string) => {
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value } });
  };

  it('browsed with the arrow keys, confirms on Enter only, once', () => {
    const onConfirm = vi.fn();
    render(<Confirmed onConfirm={onConfirm} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    arrowTo(select, 'GTN');
    arrowTo(select, 'BUR');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(select).toHaveValue('BUR');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('BUR');
  });

  it('confirms on leaving the field, and Escape goes back to the confirmed choice', () => {
    const onConfirm = vi.fn();
    render(<Confirmed onConfirm={onConfirm} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    arrowTo(select, 'GTN');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('CLE');
    fireEvent.blur(select);
    expect(onConfirm).not.toHaveBeenCalled();
    arrowTo(select, 'BUR');
    fireEvent.blur(select);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('BUR');
  });

  it('a pick with a pointer (or a phone’s picker) is confirmed at once', async () => {
    const onConfirm = vi.fn();
    render(<Confirmed onConfirm={onConfirm} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'GTN' } });
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('GTN');
    await userEvent.selectOptions(select, 'Burton');
    expect(onConfirm).toHaveBeenLastCalledWith('BUR');
  });
});
