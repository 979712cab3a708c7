import { formatIsoDate } from '../../filingWords.en';
import type { TaxFormRow } from '../../forms';
import { storedCertificateSchema } from '../../routes/exemption';
import { pdfMessages, type PdfMessages } from '../messages.en';
import { field, note, type PdfSection } from '../sections';

/** The exemption certificate (TAX-RULES.md §6): the reason, in the words the filer chose it by. */
export function exemptionSections(form: TaxFormRow, m: PdfMessages = pdfMessages): PdfSection[] | null {
  const parsed = storedCertificateSchema.safeParse(form.data);
  if (!parsed.success) return null;
  const t = m.exemption;
  const { exemptionSelection, businessSoldDate } = parsed.data;
  return [
    {
      heading: t.heading,
      rows: [
        field(t.reason, t.reasons[exemptionSelection](form.taxYear)),
        ...(businessSoldDate ? [field(t.soldDate, formatIsoDate(businessSoldDate))] : []),
        note(t.owesNothing),
      ],
    },
  ];
}
