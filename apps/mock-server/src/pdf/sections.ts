import type { Column } from './layout';

/**
 * What a form's PDF copy shows of its lines, as data: the form modules (pdf/forms/) say what, the
 * writer (filingPdf.ts) lays it out. Amounts are already formatted for the page.
 */
export type PdfRow =
  /** A line of the computation: its label, its amount, and how it is computed. */
  | { kind: 'line'; label: string; value: string; formula?: string; emphasis?: boolean }
  /** A fact of the form: "Residence city   Cleveland". */
  | { kind: 'field'; label: string; value: string }
  | { kind: 'note'; text: string }
  | { kind: 'table'; columns: (Column & { label: string })[]; rows: string[][] };

export interface PdfSection {
  heading: string;
  rows: PdfRow[];
}

export const line = (
  label: string,
  value: string,
  options: { formula?: string | undefined; emphasis?: boolean } = {},
): PdfRow => ({
  kind: 'line',
  label,
  value,
  ...(options.formula ? { formula: options.formula } : {}),
  ...(options.emphasis ? { emphasis: true } : {}),
});
export const field = (label: string, value: string): PdfRow => ({ kind: 'field', label, value });
export const note = (text: string): PdfRow => ({ kind: 'note', text });
