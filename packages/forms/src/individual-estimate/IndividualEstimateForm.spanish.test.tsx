import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEstimateForm } from '../estimate-shared/testHelpers';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { rowsOf } from '../form-kit/testHelpers';
import { formatLongDate, formatMoney } from './format';
import { IndividualEstimateForm } from './IndividualEstimateForm';

const field = (name: string) => screen.getByRole('textbox', { name });
const preview = () => screen.getByRole('region', { name: 'Su declaración de impuesto estimado de 2026' });
const submit = () => screen.getByRole('button', { name: 'Enviar declaración de impuesto estimado' });
const summaryItems = () =>
  within(screen.getByText('Corrija los siguientes errores:').parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('format in Spanish', () => {
  inSpanish();

  it('writes dates the Spanish way and money as US dollars', () => {
    expect(formatLongDate('2027-04-15')).toBe('15 de abril de 2027');
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(-5)).toBe('-$5.00');
  });
});

describe('IndividualEstimateForm in Spanish', () => {
  inSpanish();

  it('asks for the inputs in Spanish and lists what is missing', async () => {
    const { user, onSubmit } = renderEstimateForm(IndividualEstimateForm);
    expect(
      within(preview()).getByText(
        'Elija su ciudad de residencia y escriba su ingreso estimado para ver su impuesto estimado.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Ciudad de residencia' })).toHaveAccessibleDescription(
      'La ciudad miembro donde espera vivir durante 2026.',
    );
    await user.type(field('Créditos estimados'), 'abc');
    await user.click(submit());
    expect(summaryItems()).toEqual([
      'Ciudad de residencia es un dato obligatorio',
      'Ingreso estimado es un dato obligatorio',
      'Créditos estimados: Escriba un número, como 1,234.56',
      'Cantidad del pago es un dato obligatorio',
    ]);
    expect(field('Ingreso estimado')).toHaveAccessibleDescription(
      'Todo el ingreso que espera ganar en 2026 y que la ciudad grava. Ingreso estimado es un dato obligatorio',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(englishSentencesIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('previews the estimate in Spanish with Spanish dates and US dollars', async () => {
    const { user } = renderEstimateForm(IndividualEstimateForm);
    await user.click(screen.getByRole('radio', { name: 'Cleveland' }));
    await user.type(field('Ingreso estimado'), '40000');
    await user.type(field('Créditos estimados'), '600');
    const region = preview();
    expect(
      within(region)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Impuesto estimado', 'Pagos de impuesto estimado hechos para 2026', 'Pago sugerido ahora']);
    expect(
      within(region)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['$400.00', '$100.00', '$80.00']);
    expect(
      within(region).getByText(
        'Los pagos de impuesto estimado son obligatorios porque su impuesto estimado es de $200.00 o más.',
      ),
    ).toBeInTheDocument();
    const table = within(region).getByRole('table', {
      name: 'Calendario de plazos del año tributario 2026',
    });
    expect(rowsOf(table)).toEqual([
      ['1', '15 de abril de 2026', '$90.00'],
      ['2 (próximo vencimiento)', '15 de junio de 2026', '$180.00'],
      ['3', '15 de septiembre de 2026', '$270.00'],
      ['4', '15 de enero de 2027', '$360.00'],
    ]);
    expect(
      within(region).getByText('El total adeudado para el plazo 2 es $180.00, menos $100.00 ya pagados.'),
    ).toBeInTheDocument();
    expect(englishSentencesIn(document.body.textContent ?? '')).toEqual([]);
  });
});
