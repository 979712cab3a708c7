import type { TaxFormRow } from '../../forms';
import { storedCertificateSchema } from '../../routes/exemption';
import { PDF_LANGUAGES, type PdfLanguage } from '../language';
import { field, note, type PdfSection } from '../sections';

/** The exemption certificate (TAX-RULES.md §6): the reason, in the words the filer chose it by. */
export function exemptionSections(
  form: TaxFormRow,
  lang: PdfLanguage = PDF_LANGUAGES.en,
): PdfSection[] | null {
  const parsed = storedCertificateSchema.safeParse(form.data);
  if (!parsed.success) return null;
  const t = lang.m.exemption;
  const { formatIsoDate } = lang.w;
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
