import { annualReturnSummaryWordsEs, type Translation } from '@citytax/api';
import type { annualReturnSummaryMessages } from './messages.en';

const { title: caption, ...lines } = annualReturnSummaryWordsEs;

/**
 * Spanish texts of the annual return summary, line by line (same keys as messages.en.ts; terms
 * from docs/i18n/glossary-es.md). The line labels are those the filed copy prints too
 * (packages/api/src/words).
 */
export const annualReturnSummaryMessagesEs: Translation<typeof annualReturnSummaryMessages> = {
  caption,
  lineHeader: 'Línea',
  amountHeader: 'Cantidad',
  ...lines,
  balanceDue: 'Saldo adeudado',
  outcome: {
    balanceDue: 'Tiene un saldo adeudado. Lo paga al presentar.',
    noPayment:
      'Su saldo, a pagar o a favor, es de $10 o menos, así que no se cobra ni se reembolsa nada. Usted presenta sin pago.',
  },
};
