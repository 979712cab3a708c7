import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A small top-to-bottom text layout over pdf-lib for the filed forms' PDF copies (issue 15):
 * headings, paragraphs, label/amount lines with their formula, key/value lines and table rows,
 * wrapped to the column and continued on a new page when the page is full. Text is drawn in
 * reading order, so what a reader selects or a screen reader reads follows the page.
 */

/** US Letter in points, with a 0.75 in margin. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept free at the bottom of every page for its footer. */
const FOOTER_SPACE = 24;

const BLACK = rgb(0, 0, 0);
/** #4d4d4d: the formulas and notes, 8.5:1 against white. */
const MUTED = rgb(0.3, 0.3, 0.3);
const RULE = rgb(0.6, 0.6, 0.6);

/** What a Standard 14 font's WinAnsi encoding lacks, spelled with what it has. */
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

/**
 * The text as the font can encode it: WinAnsi for Helvetica. Characters it has (curly quotes, en
 * dash, ×) stay; a few others get a look-alike; anything else (another script, an emoji, a control
 * character) becomes '?', so text a filer typed can never make the copy fail.
 */
export function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (supported.has(code) && code >= 0x20) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (ch === '\n' || ch === '\r') out += ' ';
    else out += '?';
  }
  return out;
}

/** Splits `text` into lines of at most `width` points (a word longer than a line is cut). */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

/** A column of a table row: its share of the content width and how its text aligns. */
export interface Column {
  width: number;
  align?: 'left' | 'right';
}

export class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  private ensure(height: number): void {
    if (this.y - height < PAGE.margin + FOOTER_SPACE) this.newPage();
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  private draw(text: string, x: number, baseline: number, style: TextStyle): void {
    this.page.drawText(text, {
      x,
      y: baseline,
      size: style.size ?? 10,
      font: this.font(style),
      color: style.muted ? MUTED : BLACK,
    });
  }

  /** The text of `cell` wrapped to `width` (encoded for the font first). */
  private lines(text: string, width: number, style: TextStyle): string[] {
    const font = this.font(style);
    return wrap(font, style.size ?? 10, encodable(font, text), width);
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A heading: 16 pt for the title, 12 pt for a section, kept with at least two lines after it. */
  heading(text: string, level: 1 | 2 = 2): void {
    const size = level === 1 ? 16 : 12;
    this.space(level === 1 ? 4 : 10);
    this.ensure(size * 1.3 + 30);
    this.paragraph(text, { size, bold: true });
    this.space(2);
  }

  /** Wrapped text over the full width. */
  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const leading = size * 1.3;
    for (const line of this.lines(text, CONTENT_WIDTH, style)) {
      this.ensure(leading);
      this.y -= leading;
      this.draw(line, PAGE.margin, this.y + size * 0.25, style);
    }
  }

  /**
   * One row of cells side by side, each wrapped to its column; the row moves to the next page
   * whole. Widths are shares of the content width (they add up to 1).
   */
  row(cells: string[], columns: readonly Column[], style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const leading = size * 1.3;
    const gap = 8;
    const widths = columns.map((c) => c.width * CONTENT_WIDTH);
    const wrapped = cells.map((cell, i) => this.lines(cell, widths[i]! - gap, style));
    const height = Math.max(...wrapped.map((l) => l.length)) * leading;
    this.ensure(height);
    let x = PAGE.margin;
    const font = this.font(style);
    wrapped.forEach((lines, i) => {
      const width = widths[i]!;
      lines.forEach((line, n) => {
        const baseline = this.y - (n + 1) * leading + size * 0.25;
        const left = columns[i]!.align === 'right' ? x + width - gap - font.widthOfTextAtSize(line, size) : x;
        this.draw(line, left, baseline, style);
      });
      x += width;
    });
    this.y -= height;
  }

  /** A label on the left and its value (an amount) on the right, and the formula under the label. */
  line(label: string, value: string, options: { formula?: string; emphasis?: boolean } = {}): void {
    const columns: Column[] = [{ width: 0.72 }, { width: 0.28, align: 'right' }];
    const style = { bold: options.emphasis ?? false };
    const formula = { size: 9, muted: true };
    const labelWidth = columns[0]!.width * CONTENT_WIDTH - 8;
    const labelLines = this.lines(label, labelWidth, style);
    const formulaLines = options.formula ? this.lines(options.formula, labelWidth - 10, formula) : [];
    // The label, its value and its formula stay on one page.
    this.ensure(labelLines.length * 13 + formulaLines.length * formula.size * 1.3);
    this.row([label, value], columns, style);
    for (const text of formulaLines) {
      this.y -= formula.size * 1.3;
      this.draw(text, PAGE.margin + 10, this.y + formula.size * 0.25, formula);
    }
    this.space(3);
  }

  /** A key and its value, the key bold: "Confirmation number   CT-2025-7K4P-9QXM". */
  field(key: string, value: string): void {
    const columns: Column[] = [{ width: 0.34 }, { width: 0.66 }];
    const size = 10;
    const leading = size * 1.3;
    const keyLines = this.lines(key, columns[0]!.width * CONTENT_WIDTH - 8, { bold: true });
    const valueLines = this.lines(value, columns[1]!.width * CONTENT_WIDTH, {});
    const height = Math.max(keyLines.length, valueLines.length) * leading;
    this.ensure(height);
    keyLines.forEach((text, n) =>
      this.draw(text, PAGE.margin, this.y - (n + 1) * leading + size * 0.25, { bold: true }),
    );
    valueLines.forEach((text, n) =>
      this.draw(
        text,
        PAGE.margin + columns[0]!.width * CONTENT_WIDTH,
        this.y - (n + 1) * leading + size * 0.25,
        {},
      ),
    );
    this.y -= height + 2;
  }

  /** A thin line across the page. */
  rule(): void {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 4;
  }

  /** Draws each page's footer last, so it reads after the page's content: "… Page 1 of 2". */
  footers(text: (page: number, of: number) => string): void {
    const size = 8;
    this.pages.forEach((page, i) => {
      const line = encodable(this.fonts.regular, text(i + 1, this.pages.length));
      page.drawText(line, {
        x: PAGE.margin,
        y: PAGE.margin / 2,
        size,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}
