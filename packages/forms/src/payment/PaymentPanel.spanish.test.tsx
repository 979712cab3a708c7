import type { PaymentInfo } from '@citytax/api';
import { mockPaymentAttempt } from '@citytax/api/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { PaymentPanel, type PaymentPanelProps } from './PaymentPanel';

const due: PaymentInfo = {
  taxFormType: 'BillingStatement',
  amount: 1244.17,
  paymentStatus: 'Unpaid',
  formStatus: 'AwaitingPayment',
  paymentHistory: [mockPaymentAttempt('Failed', 1244.17, '0002', '2026-11-20T15:04:00.000Z')],
};

function panel(props: Partial<PaymentPanelProps> = {}) {
  return render(
    <PaymentPanel
      info={due}
      loading={false}
      onPay={vi.fn()}
      onNoPayment={vi.fn()}
      onWithdraw={vi.fn()}
      {...props}
    />,
  );
}

const table = () => screen.getByRole('table', { name: 'Historial de pagos' });
const cells = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('PaymentPanel in Spanish', () => {
  inSpanish();

  it('shows what is due, a failed attempt and the withdraw in Spanish, dates in Spanish', () => {
    const { container } = panel();
    expect(screen.getByText('Estado de cuenta de impuestos, multas e intereses')).toBeInTheDocument();
    expect(screen.getByText('Cantidad adeudada').nextElementSibling).toHaveTextContent('$1,244.17');
    expect(screen.getByText('Pendiente de pago')).toBeInTheDocument();
    expect(screen.getByText('Su último pago no se completó')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Retirar' })).toHaveAccessibleDescription(
      'Retirar devuelve este formulario a borrador para que pueda cambiarlo. Se cancela el pago que inició.',
    );
    // The server names the date column in English: the panel shows the catalog's Spanish.
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Fecha de pago', 'Tipo de pago', 'Tarjeta o cuenta que termina en', 'Cantidad', 'Estado']);
    expect(cells()).toEqual([
      ['20 nov 2026, 10:04 a.m.', 'Tarjeta de crédito o débito', '0002', '$1,244.17', 'Fallido'],
    ]);
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('says in Spanish when and how much was paid', () => {
    const { container } = panel({
      info: {
        taxFormType: 'CityTaxForm',
        amount: 125.5,
        paymentStatus: 'Completed',
        formStatus: 'Filed',
        paymentHistory: [mockPaymentAttempt('Succeeded', 125.5, '4242', '2026-11-20T15:06:00.000Z')],
      },
    });
    expect(screen.getByText('Este formulario ya se pagó. Gracias.')).toBeInTheDocument();
    expect(screen.getByText('Pagó $125.50 el 20 de noviembre de 2026, saldo $0.00')).toBeInTheDocument();
    expect(screen.getByText('Cantidad aplicada').nextElementSibling).toHaveTextContent('$125.50');
    expect(screen.getByText('Declaración anual individual')).toBeInTheDocument();
    expect(cells()).toEqual([
      ['20 nov 2026, 10:06 a.m.', 'Tarjeta de crédito o débito', '4242', '$125.50', 'Aprobado'],
    ]);
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('offers filing without payment in Spanish when nothing is owed', () => {
    const { container } = panel({
      info: { ...due, amount: 0, formStatus: 'Draft', paymentHistory: [] },
      noPaymentError: 'No se pudo presentar.',
    });
    expect(
      screen.getByText('No se debe nada en este formulario. Puede presentarlo sin pago.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Presentar sin pago' })).toBeInTheDocument();
    expect(screen.getByText('Cantidad adeudada').nextElementSibling).toHaveTextContent('$0.00');
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });
});
