import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { AnnualReturnSummary } from './AnnualReturnSummary';
import { balanceDueSummary, noPaymentSummary, summaryCities, summaryEntryNames } from './fixtures';

const amountOf = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return header.parentElement?.querySelector('td')?.textContent;
};

describe('AnnualReturnSummary in Spanish', () => {
  inSpanish();

  it('shows every line in Spanish, money as $1,234.56 and rates as %', () => {
    const { container } = render(
      <AnnualReturnSummary
        summary={balanceDueSummary}
        cities={summaryCities}
        entryNames={summaryEntryNames}
      />,
    );
    expect(screen.getByRole('table', { name: 'Resumen de la declaración anual' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Línea', 'Cantidad']);
    const lines = screen
      .getAllByRole('rowheader')
      .map((th) => [th.textContent, amountOf(th.textContent ?? '')]);
    expect(lines).toEqual([
      ['Salarios sujetos al impuesto (casilla 5 de sus Formularios W-2)', '$70,000.00'],
      ['Ingresos del Formulario 1099', '$2,400.00'],
      ['Ingreso sujeto a impuestos', '$72,400.00'],
      ['Tasa de impuesto de su ciudad de residencia', '2.5%'],
      ['Impuesto', '$1,810.00'],
      ['Impuesto pagado a Columbus que se puede acreditar (Columbus Data Services)', '$450.00'],
      ['Factor del crédito de su ciudad de residencia', '100%'],
      ['Límite del crédito de su ciudad de residencia', '2.50%'],
      [expect.stringMatching(/^Crédito por impuestos pagados a otras ciudades/), '$450.00'],
      ['Impuesto retenido para su ciudad de residencia', '$1,300.00'],
      ['Pagos de impuesto estimado', '$0.00'],
      ['Crédito del año anterior', '$0.00'],
      ['Saldo adeudado', '$60.00'],
    ]);
    expect(
      screen.getByRole('rowheader', { name: /^Crédito por impuestos pagados a otras ciudades/ }),
    ).toHaveTextContent(
      'Por cada Formulario W-2 de otra ciudad, el crédito es la cantidad menor entre el 100% del impuesto pagado a esa ciudad y el 2.50% de los salarios sujetos a impuestos allí.',
    );
    expect(screen.getByText('Tiene un saldo adeudado. Lo paga al presentar.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Columbus Data Services: los salarios locales (casilla 18) son mayores que los salarios y propinas de Medicare (casilla 5). La declaración usa la casilla 5.',
      ),
    ).toBeInTheDocument();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('says in Spanish that a balance within $10 is not billed', () => {
    const { container } = render(<AnnualReturnSummary summary={noPaymentSummary} cities={summaryCities} />);
    expect(amountOf('Saldo ($10 o menos: no se cobra ni se reembolsa nada)')).toBe('$5.00');
    expect(
      screen.getByText(
        'Su saldo, a pagar o a favor, es de $10 o menos, así que no se cobra ni se reembolsa nada. Usted presenta sin pago.',
      ),
    ).toBeInTheDocument();
    // A warning without the employer's name names the W-2 in Spanish.
    expect(container).toHaveTextContent(/Uno de sus Formularios W-2: los salarios locales/);
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });
});
