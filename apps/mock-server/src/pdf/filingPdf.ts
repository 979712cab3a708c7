import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { TaxpayerType, type Locale } from '@citytax/api';
import type { Config } from '../config';
import {
  completedPayments,
  type ConfirmationFacts,
  type ConfirmationPaymentFacts,
} from '../confirmationFacts';
import type { Tx } from '../db/index';
import { taxpayers, type TaxFormRow } from '../db/schema';
import { formSections } from './forms/index';
import { PDF_LANGUAGES, type PdfLanguage } from './language';
import { embedFonts, Layout, type Column } from './layout';
import type { PdfSection } from './sections';

/**
 * The PDF copy of a filed form (issue 15), made with pdf-lib on the request (no browser): the
 * agency header, the taxpayer with the SSN or FEIN masked to its last four digits, every line of
 * the form with how it is computed, the payments, and the confirmation. Its text is real (the
 * Standard 14 Helvetica, whose WinAnsi encoding has every letter of Spanish: á é í ó ú ñ ü ¿ ¡),
 * drawn in reading order; its title and language are set. It is made in the language of the
 * request that downloads it (ADR 0039): nothing of it is stored, so any filed form has a copy in
 * either language.
 */

/** The taxpayer as the copy prints it: the federal id already masked. */
export interface TaxpayerBlock {
  taxpayerId: string;
  isBusiness: boolean;
  name: string;
  /** `***-**-1234` for an SSN, `**-***1234` for a FEIN; null when none is on record. */
  federalId: string | null;
  spouse: { name: string; federalId: string | null } | null;
  address: string[];
}

const last4 = (id: string | null) => {
  const digits = (id ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};
/** An SSN as the copy prints it: the last four digits only. */
export const maskSsn = (ssn: string | null) => (last4(ssn) ? `***-**-${last4(ssn)}` : null);
/** A FEIN as the copy prints it: the last four digits only. */
export const maskFein = (fein: string | null) => (last4(fein) ? `**-***${last4(fein)}` : null);

const joinName = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(' ');
/** A ZIP+4 as 44114-1234 (spec §5 "Zip display"). */
const formatZip = (zip: string | null) =>
  zip && /^\d{9}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;

export async function loadTaxpayerBlock(tx: Tx, taxpayerId: string): Promise<TaxpayerBlock> {
  const [t] = await tx.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId));
  if (!t) throw new Error(`taxpayer ${taxpayerId} of a filed form is missing`);
  const isBusiness = t.type === TaxpayerType.Business;
  const cityLine = joinName(t.city ? `${t.city},` : null, t.state, formatZip(t.zip));
  return {
    taxpayerId: t.id,
    isBusiness,
    // A business's name is its business name alone (name2 is its alternate name).
    name: isBusiness ? (t.name1 ?? '') : joinName(t.name1, t.middleInitial, t.name2),
    federalId: isBusiness ? maskFein(t.federalId) : maskSsn(t.federalId),
    spouse:
      t.type === TaxpayerType.Joint
        ? {
            name: joinName(t.spouseName1, t.spouseMiddleInitial, t.spouseName2),
            federalId: maskSsn(t.spouseFederalId),
          }
        : null,
    address: [t.street, cityLine].filter((l): l is string => Boolean(l && l.trim())),
  };
}

export interface FilingPdfInput {
  facts: ConfirmationFacts;
  taxpayer: TaxpayerBlock;
  sections: PdfSection[];
  payments: ConfirmationPaymentFacts[];
  support: { email: string; phone: string };
  /** When the copy is made (its creation date). */
  now: Date;
}

const PAYMENT_COLUMNS: Column[] = [
  { width: 0.34 },
  { width: 0.26 },
  { width: 0.2 },
  { width: 0.2, align: 'right' },
];

/** Lays the copy out; every text it prints comes from `lang`, the facts and the form's sections. */
export async function renderFilingPdf(
  input: FilingPdfInput,
  lang: PdfLanguage = PDF_LANGUAGES.en,
): Promise<Uint8Array> {
  const { facts, taxpayer } = input;
  const { m } = lang;
  const { amountPaidText, formatCents, formatDate, formatDateTime, formName, paymentMethodText, periodText } =
    lang.w;
  const doc = await PDFDocument.create();
  const title = m.title(formName(facts.taxFormType), facts.taxYear);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage(lang.tag);
  doc.setAuthor(m.author);
  doc.setCreator(m.producer);
  doc.setProducer(m.producer);
  doc.setSubject(m.subject(title, facts.confirmationNumber));
  doc.setKeywords([...m.keywords]);
  doc.setCreationDate(input.now);
  doc.setModificationDate(input.now);

  const page = new Layout(doc, await embedFonts(doc));
  page.paragraph(m.header.portal, { size: 11, bold: true });
  page.paragraph(m.header.agency, { size: 10 });
  page.paragraph(`${m.header.copy}. ${m.header.contact(input.support.email, input.support.phone)}`, {
    size: 9,
    muted: true,
  });
  page.rule();
  page.heading(title, 1);
  if (facts.period) page.paragraph(periodText(facts.period, facts.taxYear));

  const t = m.taxpayer;
  page.heading(t.heading);
  page.field(t.taxpayerId, taxpayer.taxpayerId);
  page.field(taxpayer.isBusiness ? t.businessName : t.name, taxpayer.name);
  if (taxpayer.federalId) page.field(taxpayer.isBusiness ? t.fein : t.ssn, taxpayer.federalId);
  if (taxpayer.spouse) {
    page.field(t.spouseName, taxpayer.spouse.name);
    if (taxpayer.spouse.federalId) page.field(t.spouseSsn, taxpayer.spouse.federalId);
  }
  if (taxpayer.address.length > 0) page.field(t.address, taxpayer.address.join(', '));

  for (const section of input.sections) {
    page.heading(section.heading);
    for (const row of section.rows) {
      switch (row.kind) {
        case 'line':
          page.line(row.label, row.value, {
            ...(row.formula ? { formula: row.formula } : {}),
            ...(row.emphasis ? { emphasis: true } : {}),
          });
          break;
        case 'field':
          page.field(row.label, row.value);
          break;
        case 'note':
          page.paragraph(row.text, { size: 9, muted: true });
          page.space(3);
          break;
        case 'table':
          page.row(
            row.columns.map((c) => c.label),
            row.columns,
            { bold: true },
          );
          for (const cells of row.rows) page.row(cells, row.columns);
          page.space(3);
          break;
      }
    }
  }

  const p = m.payments;
  page.heading(p.heading);
  if (input.payments.length === 0) {
    page.paragraph(p.none);
  } else {
    page.row([p.columns.date, p.columns.method, p.columns.card, p.columns.amount], PAYMENT_COLUMNS, {
      bold: true,
    });
    for (const payment of input.payments) {
      page.row(
        [
          formatDate(payment.paidAt),
          paymentMethodText({ paymentType: payment.paymentType, cardLast4: null }),
          payment.cardLast4 ? p.cardEnding(payment.cardLast4) : p.noCard,
          formatCents(payment.amountCents),
        ],
        PAYMENT_COLUMNS,
      );
    }
    page.line(p.total, formatCents(facts.amountPaidCents), { emphasis: true });
  }

  const c = m.confirmation;
  page.heading(c.heading);
  page.field(c.number, facts.confirmationNumber);
  page.field(c.filed, formatDateTime(facts.filedAt));
  page.field(c.amountPaid, amountPaidText(facts));
  page.space(6);
  page.paragraph(c.keep, { size: 9, muted: true });

  page.footers((n, of) => m.footer(facts.confirmationNumber, n, of));
  return doc.save();
}

/**
 * The copy of a filed form in `locale`, read in one transaction: its facts, taxpayer, lines and
 * payments.
 */
export async function filingPdf(
  tx: Tx,
  form: TaxFormRow,
  facts: ConfirmationFacts,
  config: Config,
  now: Date,
  locale: Locale,
): Promise<Uint8Array> {
  const lang = PDF_LANGUAGES[locale];
  return renderFilingPdf(
    {
      facts,
      taxpayer: await loadTaxpayerBlock(tx, form.taxpayerId),
      sections: await formSections(tx, form, lang),
      payments: await completedPayments(tx, form.id),
      support: config.support,
      now,
    },
    lang,
  );
}
