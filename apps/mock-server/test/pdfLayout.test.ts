import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedFonts, encodable, Layout, wrap, type Fonts } from '../src/pdf/layout';
import { readPdf } from './pdfText';

/*
 * The PDF copies' layout helper (issue 15): text any filer may type is encodable in Helvetica's
 * WinAnsi, long text wraps to its column, a full page continues on the next, and the text reads
 * back in the order it was laid out.
 */

let doc: PDFDocument;
let fonts: Fonts;
beforeAll(async () => {
  doc = await PDFDocument.create();
  fonts = await embedFonts(doc);
});

describe('encodable', () => {
  it.each([
    ['plain ASCII', 'Acme Co. #1 (Cleveland)', 'Acme Co. #1 (Cleveland)'],
    ['WinAnsi punctuation stays', 'O’Brien’s “Deli” – Café × 2', 'O’Brien’s “Deli” – Café × 2'],
    [
      'a minus sign and narrow spaces become look-alikes',
      '$5.00 − $1.00 at 7:05\u202fAM',
      '$5.00 - $1.00 at 7:05 AM',
    ],
    ['another script and an emoji become ?', 'Ünïcödé 株式会社 🚀', 'Ünïcödé ???? ?'],
    ['control characters and line breaks', 'a\u0000b\nc\td', 'a?b c d'],
    ['combining accents are composed first', 'Jose\u0301', 'José'],
  ])('%s', (_name, input, expected) => {
    expect(encodable(fonts.regular, input)).toBe(expected);
    // What it returns, the font encodes.
    expect(() => fonts.regular.encodeText(expected)).not.toThrow();
  });
});

describe('wrap', () => {
  const width = 200;
  const fits = (line: string) => fonts.regular.widthOfTextAtSize(line, 10) <= width;

  it('keeps a short text on one line', () => {
    expect(wrap(fonts.regular, 10, 'Taxable income', width)).toEqual(['Taxable income']);
  });

  it('breaks between words, every line within the width, no word lost', () => {
    const text =
      'Simple interest on the unpaid tax for each month or part of a month from May 1, 2025 to March 10, 2026';
    const lines = wrap(fonts.regular, 10, text, width);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(fits(line), line).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });

  it('cuts a word longer than the line', () => {
    const word = 'W'.repeat(80);
    const lines = wrap(fonts.regular, 10, `Employer ${word} Inc`, width);
    for (const line of lines) expect(fits(line), line).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe(`Employer${word}Inc`);
  });
});

describe('Layout', () => {
  it('continues on new pages when one is full, in reading order, with a footer per page', async () => {
    const pdf = await PDFDocument.create();
    const page = new Layout(pdf, await embedFonts(pdf));
    page.heading('Long form', 1);
    for (let n = 1; n <= 120; n++) {
      page.line(`Line ${n} of the form`, `$${n}.00`, { formula: `Formula of line ${n}` });
    }
    page.footers((n, of) => `Page ${n} of ${of}`);
    const reading = await readPdf(await pdf.save());
    expect(reading.pages.length).toBeGreaterThanOrEqual(4);
    const text = reading.text.replace(/\n/g, ' ');
    let at = -1;
    for (let n = 1; n <= 120; n++) {
      const found = text.indexOf(`Line ${n} of the form $${n}.00 Formula of line ${n}`, at + 1);
      expect(found, `line ${n}`).toBeGreaterThan(at);
      at = found;
    }
    reading.pages.forEach((p, i) =>
      expect(p.endsWith(`Page ${i + 1} of ${reading.pages.length}`)).toBe(true),
    );
    // A line, its amount and its formula are never split across two pages.
    for (const p of reading.pages.slice(1)) expect(p).toMatch(/^Line \d+ of the form/);
  });
});
