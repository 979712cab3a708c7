import type { TaxFormRow, Tx } from '../../forms';
import { PDF_LANGUAGES, type PdfLanguage } from '../language';
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
  lang: PdfLanguage = PDF_LANGUAGES.en,
): Promise<PdfSection[]> {
  const { m, w } = lang;
  const sections = await (async () => {
    switch (form.type) {
      case 'CityTaxForm':
        return annualReturnSections(tx, form, lang);
      case 'IndividualEstimate':
      case 'NetProfitEstimate':
        return estimateSections(tx, form, lang);
      case 'ReturnOfIncome':
        return returnOfIncomeSections(form, lang);
      case 'BillingStatement':
        return billingStatementSections(form, lang);
      case 'ExemptionCertificate':
        return exemptionSections(form, lang);
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
        rows: [note(m.form.notOnRecord), line(m.form.amountFiled, w.formatCents(form.amountDueCents))],
      },
    ]
  );
}
