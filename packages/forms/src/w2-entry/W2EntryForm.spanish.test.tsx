import type { City } from '@citytax/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { W2EntryForm, type W2EntryValues } from './W2EntryForm';

const cities: City[] = [
  { code: 'CLE', name: 'Cleveland', member: true, rate: 0.025, creditFactor: 1, creditLimit: 0.025 },
  { code: 'COL', name: 'Columbus', member: false, rate: 0.025, creditFactor: null, creditLimit: null },
];

const filled: W2EntryValues = {
  employerName: 'Lakeside Hospital',
  employerEin: '341111111',
  workCity: 'CLE',
  medicareWages: 52000,
  localWages: 52000,
  localTaxWithheld: 1300,
  locality: 'CLE',
};

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const city = (name: string) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Guardar Formulario W-2' });

describe('W2EntryForm in Spanish', () => {
  inSpanish();

  it('labels every box and says in Spanish what each empty one needs', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<W2EntryForm cities={cities} onSubmit={onSubmit} />);
    await userEvent.click(save());
    expect(textbox(/^Nombre del empleador/)).toHaveAccessibleDescription(
      'Como aparece en la casilla c de su W-2. Nombre del empleador es un dato obligatorio',
    );
    expect(textbox(/^EIN del empleador/)).toHaveAccessibleDescription(
      /EIN del empleador es un dato obligatorio$/,
    );
    expect(city('Ciudad de trabajo')).toHaveAccessibleDescription(
      'La ciudad donde hizo el trabajo. Ciudad de trabajo es un dato obligatorio',
    );
    expect(textbox(/^Salarios locales \(casilla 18\)/)).toHaveAccessibleDescription(
      'Salarios locales (casilla 18) es un dato obligatorio',
    );
    expect(city('Localidad (casilla 20)')).toHaveAccessibleDescription(
      /Localidad \(casilla 20\) es un dato obligatorio$/,
    );
    expect(screen.getAllByRole('option', { name: 'Seleccione una ciudad' })).toHaveLength(2);
    expect(textbox(/^Nombre del empleador/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('says in Spanish why an EIN, a name or an amount is refused', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <W2EntryForm
        cities={cities}
        onSubmit={onSubmit}
        defaultValues={{ ...filled, employerName: 'A'.repeat(101), employerEin: '34-111111' }}
      />,
    );
    const box18 = textbox(/^Salarios locales \(casilla 18\)/);
    await userEvent.clear(box18);
    await userEvent.type(box18, 'abc');
    const box19 = textbox(/^Impuesto local sobre el ingreso retenido/);
    await userEvent.clear(box19);
    await userEvent.type(box19, '-5');
    await userEvent.click(save());
    expect(textbox(/^Nombre del empleador/)).toHaveAccessibleDescription(
      /Nombre del empleador debe tener como máximo 100 caracteres$/,
    );
    expect(textbox(/^EIN del empleador/)).toHaveAccessibleDescription(
      /EIN del empleador debe ser un número de nueve dígitos sin guiones$/,
    );
    expect(box18).toHaveAccessibleDescription('Escriba un número, como 1,234.56');
    expect(box19).toHaveAccessibleDescription('Escriba una cantidad de $0.00 o más');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('warns in Spanish when box 18 is more than box 5', async () => {
    render(<W2EntryForm cities={cities} onSubmit={vi.fn()} defaultValues={filled} />);
    const box18 = textbox(/^Salarios locales \(casilla 18\)/);
    await userEvent.clear(box18);
    await userEvent.type(box18, '52500');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Los salarios locales (casilla 18) son mayores que los salarios y propinas sujetos al impuesto de Medicare (casilla 5). Revise su W-2. La declaración usa la casilla 5.',
    );
  });

  it('shows a filed W-2 with Spanish labels and its amounts as money', () => {
    const { container } = render(
      <W2EntryForm cities={cities} onSubmit={vi.fn()} defaultValues={filled} readOnly onCancel={vi.fn()} />,
    );
    expect(screen.getByText('Este formulario ya se presentó y no se puede cambiar.')).toBeInTheDocument();
    expect(screen.getByText('Salarios locales (casilla 18)').nextElementSibling).toHaveTextContent(
      '$52,000.00',
    );
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });
});
