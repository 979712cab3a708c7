import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { EmployersReturnForm, type EmployersReturnFormProps } from './EmployersReturnForm';

const TODAY = '2026-11-22';

function setup(props: Partial<EmployersReturnFormProps> = {}) {
  const onSubmit = vi.fn<EmployersReturnFormProps['onSubmit']>(async () => {});
  const user = userEvent.setup();
  const { container } = render(
    <EmployersReturnForm today={TODAY} priorLateFiling onSubmit={onSubmit} {...props} />,
  );
  return { user, onSubmit, container };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const preview = () => screen.getByRole('region', { name: 'Su declaración' });
const summaryItems = () =>
  within(screen.getByText('Corrija los siguientes errores:').parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('EmployersReturnForm in Spanish', () => {
  inSpanish();

  it('lists every missing answer in Spanish under the button', async () => {
    const { user, onSubmit, container } = setup();
    await user.click(screen.getByRole('button', { name: 'Presentar declaración' }));
    expect(summaryItems()).toEqual([
      'Frecuencia de presentación es un dato obligatorio',
      'Año tributario es un dato obligatorio',
      'Número de empleados es un dato obligatorio',
      'Total de salarios pagados es un dato obligatorio',
      'Impuesto municipal sobre el ingreso retenido es un dato obligatorio',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('says in Spanish why a count or an amount is refused, and that a period has not ended', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('radio', { name: 'Mensual' }));
    await user.selectOptions(select('Año tributario'), '2026');
    await user.selectOptions(select('Mes'), 'noviembre');
    await user.type(textbox('Número de empleados'), '2.5');
    await user.type(textbox('Total de salarios pagados'), '-5');
    await user.type(textbox('Impuesto municipal sobre el ingreso retenido'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Presentar declaración' }));
    expect(summaryItems()).toEqual([
      'El período de noviembre de 2026 aún no ha terminado. Puede presentar esta declaración después del 30 de noviembre de 2026.',
      'Número de empleados debe ser un número entero',
      'Total de salarios pagados: Escriba una cantidad de $0.00 o más',
      'Impuesto municipal sobre el ingreso retenido: Escriba un número, como 1,234.56',
    ]);
    expect(textbox('Impuesto municipal sobre el ingreso retenido')).toHaveAccessibleDescription(
      /Escriba un número, como 1,234\.56$/,
    );
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('previews a late quarter in Spanish, dates and money included', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('radio', { name: 'Trimestral' }));
    await user.selectOptions(select('Año tributario'), '2025');
    await user.selectOptions(select('Trimestre'), 'T1 (enero – marzo)');
    await user.type(textbox('Número de empleados'), '6');
    await user.type(textbox('Total de salarios pagados'), '48000');
    await user.type(textbox('Impuesto municipal sobre el ingreso retenido'), '1200');
    const region = preview();
    expect(
      within(region)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['T1 2025 (enero – marzo)', '30 de abril de 2025', '22 de noviembre de 2026']);
    const table = within(region).getByRole('table', { name: 'Cómo se calcula la cantidad adeudada' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows[0]).toEqual(['Impuesto municipal sobre el ingreso retenido', '$1,200.00']);
    expect(rows[3]).toEqual(['Multa por pago tardío: 50% del impuesto adeudado', '$600.00']);
    expect(rows.at(-1)).toEqual(['Cantidad adeudada', '$2,005.00']);
    expect(within(region).getByText('Usted pagará $2,005.00 en el siguiente paso.')).toBeInTheDocument();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });
});
