import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reads a PDF back as a reader would (issue 15): pdf-lib writes, pdf.js (its legacy build, for
 * Node) extracts the text in the order it is drawn, and the document information dictionary.
 */

const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfReading {
  /** Each page's text, its lines joined with newlines, runs of spaces as one. */
  pages: string[];
  /** All pages' text. */
  text: string;
  /** The document information dictionary: Title, Author, Producer, Subject, Language, … */
  info: Record<string, unknown>;
  /** The title the viewer shows (DisplayDocTitle). */
  displaysTitle: boolean;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      // pdf.js gives the gap between a label and its amount as spaces of its own: one will do.
      pages.push(text.replace(/ {2,}/g, ' ').replace(/ +\n/g, '\n').trim());
    }
    const { info } = await pdf.getMetadata();
    const viewer = (await pdf.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
    return {
      pages,
      text: pages.join('\n'),
      info: info as Record<string, unknown>,
      displaysTitle: viewer?.DisplayDocTitle === true,
    };
  } finally {
    await pdf.destroy();
  }
}
