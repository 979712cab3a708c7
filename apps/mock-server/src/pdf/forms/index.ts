import { formatCents } from '../../filingWords.en';
import type { TaxFormRow, Tx } from '../../forms';
import { pdfMessages, type PdfMessages } from '../messages.en';
import { line, note, type PdfSection } from '../sections';
import { annualReturnSections } from './annualReturn';
import { billingStatementSections } from './billingStatement';
import { estimateSections } from './estimate';
import { exemptionSections } from './exemption';
import { returnOfIncomeSections } from './returnOfIncome';

/**
 * Every line of a filed form as its screen shows its work, one module per form. A row whose data
 * is not of its form's shape (a form stored before the shape existed) shows the amount it was
 * filed with, and says that its lines are not on record.
 */
export async function formSections(
  tx: Tx,
  form: TaxFormRow,
  m: PdfMessages = pdfMessages,
): Promise<PdfSection[]> {
  const sections = await (async () => {
    switch (form.type) {
      case 'CityTaxForm':
        return annualReturnSections(tx, form, m);
      case 'IndividualEstimate':
      case 'NetProfitEstimate':
        return estimateSections(tx, form, m);
      case 'ReturnOfIncome':
        return returnOfIncomeSections(form, m);
      case 'BillingStatement':
        return billingStatementSections(form, m);
      case 'ExemptionCertificate':
        return exemptionSections(form, m);
      case 'FormW2':
      case 'Form1099':
        // An entry is printed with its return (the routes answer 404 for one alone).
        return null;
    }
  })();
  return (
    sections ?? [
      {
        heading: m.form.heading,
        rows: [note(m.form.notOnRecord), line(m.form.amountFiled, formatCents(form.amountDueCents))],
      },
    ]
  );
}
