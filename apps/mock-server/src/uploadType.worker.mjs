// @ts-check
/*
 * The upload type check's worker thread (ADR 0047): opens a W-2 attachment as what its first bytes
 * say it is, off the server's event loop, and answers with its type or why it is refused.
 *
 * Plain JavaScript beside the sources, so the server runs the same file from src/ (tests, tsx)
 * and from dist/main.js (which finds it from the package folder); src/uploadType.ts starts it.
 *
 * A message in: { id, bytes: Uint8Array }. A message out: { id, verdict }, the verdict being
 * { type } or { refused: 'type' | 'mixed' | 'locked', reason } (reason is for the log only).
 */
import { parentPort } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Images larger than this are refused before decoding (a small file can claim a huge picture). */
const MAX_PIXELS = 50_000_000;
/** What jpeg-js may allocate while decoding. */
const MAX_DECODE_MB = 512;
/** A ZIP reader looks for the archive's end record in the last 22 + 65535 (comment) bytes. */
const ZIP_TAIL = 22 + 0xffff;

const PDF_HEADER = /^%PDF-[12]\.\d/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** @param {'type' | 'mixed' | 'locked'} refused @param {string} reason */
const refuse = (refused, reason) => ({ refused, reason });

/** @param {Buffer} bytes */
function sniff(bytes) {
  if (PDF_HEADER.test(bytes.toString('latin1', 0, 8))) return 'application/pdf';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * Another format that a program would find in these bytes, besides the one they start with: a ZIP
 * (read from its end record, near the end of the file), a TAR (its magic at offset 257) or, in
 * an image, a PDF (readers look for its header anywhere in the first kilobyte, some further).
 * @param {Buffer} bytes @param {string} type
 */
function otherFormat(bytes, type) {
  const tail = Math.max(0, bytes.length - ZIP_TAIL);
  const zipEnd = bytes.lastIndexOf('PK\x05\x06', bytes.length, 'latin1');
  if (zipEnd >= tail && zipEnd + 22 <= bytes.length) return 'a ZIP end record';
  if (bytes.length >= 262 && bytes.toString('latin1', 257, 262) === 'ustar') return 'a TAR header';
  if (type !== 'application/pdf' && bytes.includes('%PDF-', 0, 'latin1')) return 'a PDF header';
  return null;
}

/**
 * A PNG: chunk by chunk from IHDR to IEND, which must end the file, then decoded with every
 * chunk's CRC checked.
 * @param {Buffer} bytes
 */
function checkPng(bytes) {
  let pos = PNG_SIGNATURE.length;
  let pixels = 0;
  for (;;) {
    if (pos + 12 > bytes.length) return refuse('type', 'PNG ends before IEND');
    const length = bytes.readUInt32BE(pos);
    const chunk = bytes.toString('latin1', pos + 4, pos + 8);
    if (length > 0x7fffffff || pos + 12 + length > bytes.length)
      return refuse('type', `PNG chunk ${chunk} runs past the end`);
    if (pos === PNG_SIGNATURE.length) {
      if (chunk !== 'IHDR' || length !== 13) return refuse('type', 'PNG does not start with IHDR');
      pixels = bytes.readUInt32BE(pos + 8) * bytes.readUInt32BE(pos + 12);
    }
    pos += 12 + length;
    if (chunk === 'IEND') break;
  }
  if (pos !== bytes.length) return refuse('mixed', `${bytes.length - pos} bytes after IEND`);
  if (pixels === 0 || pixels > MAX_PIXELS) return refuse('type', `PNG of ${pixels} pixels`);
  try {
    PNG.sync.read(bytes, { checkCRC: true });
  } catch (err) {
    return refuse('type', `PNG does not decode: ${messageOf(err)}`);
  }
  return { type: 'image/png' };
}

/** Markers that stand alone, without a length: TEM and RST0-7. @param {number} m */
const standalone = (m) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);
/** Start-of-frame markers (not DHT C4, JPG C8 or DAC CC), which hold the picture's size. @param {number} m */
const startOfFrame = (m) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * A JPEG: segment by segment, through each scan's entropy-coded data, to the end marker (EOI),
 * which must end the file; then decoded, strictly.
 * @param {Buffer} bytes
 */
function checkJpeg(bytes) {
  let pos = 2;
  let pixels = 0;
  for (;;) {
    if (pos >= bytes.length || bytes[pos] !== 0xff) return refuse('type', 'JPEG ends before its end marker');
    while (bytes[pos] === 0xff) pos++; // fill bytes
    if (pos >= bytes.length) return refuse('type', 'JPEG ends in fill bytes');
    const marker = /** @type {number} */ (bytes[pos++]);
    if (marker === 0xd9) break; // EOI
    if (marker === 0xd8 || marker === 0x00) return refuse('type', 'JPEG marker out of place');
    if (standalone(marker)) continue;
    if (pos + 2 > bytes.length) return refuse('type', 'JPEG segment cut short');
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) return refuse('type', 'JPEG segment runs past the end');
    if (startOfFrame(marker) && length >= 7)
      pixels = bytes.readUInt16BE(pos + 3) * bytes.readUInt16BE(pos + 5);
    pos += length;
    if (marker === 0xda) {
      // Entropy-coded data: FF is followed by 00 (a stuffed byte) or RSTn inside it; any other
      // marker ends it.
      for (;;) {
        const ff = bytes.indexOf(0xff, pos);
        if (ff < 0) return refuse('type', 'JPEG scan runs to the end');
        let next = ff + 1;
        while (bytes[next] === 0xff) next++;
        if (next >= bytes.length) return refuse('type', 'JPEG scan runs to the end');
        const after = /** @type {number} */ (bytes[next]);
        if (after === 0x00 || (after >= 0xd0 && after <= 0xd7)) {
          pos = next + 1;
          continue;
        }
        pos = ff;
        break;
      }
    }
  }
  if (pos !== bytes.length) return refuse('mixed', `${bytes.length - pos} bytes after the end marker`);
  if (pixels === 0 || pixels > MAX_PIXELS) return refuse('type', `JPEG of ${pixels} pixels`);
  try {
    jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: MAX_DECODE_MB,
    });
  } catch (err) {
    return refuse('type', `JPEG does not decode: ${messageOf(err)}`);
  }
  return { type: 'image/jpeg' };
}

/** @type {Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null} */
let pdfjs = null;

/**
 * A PDF: nothing but line ends after its last %%EOF, then opened with PDF.js (Firefox's reader):
 * every page must load, and no page or name tree may carry an attached file.
 * @param {Buffer} bytes
 */
async function checkPdf(bytes) {
  const eof = bytes.lastIndexOf('%%EOF', bytes.length, 'latin1');
  if (eof < 0) return refuse('type', 'PDF without %%EOF');
  for (let i = eof + 5; i < bytes.length; i++) {
    // End of line, space, tab, form feed or NUL: what writers leave after the marker.
    if (![0x0a, 0x0d, 0x20, 0x09, 0x0c, 0x00].includes(/** @type {number} */ (bytes[i])))
      return refuse('mixed', `${bytes.length - eof - 5} bytes after %%EOF`);
  }
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument, AnnotationType } = await pdfjs;
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (err) {
      if (err instanceof Error && err.name === 'PasswordException')
        return refuse('locked', 'PDF needs a password');
      return refuse('type', `PDF does not open: ${nameOf(err)}`);
    }
    if (doc.numPages < 1) return refuse('type', 'PDF without pages');
    for (let n = 1; n <= doc.numPages; n++) {
      let annotations;
      try {
        annotations = await (await doc.getPage(n)).getAnnotations();
      } catch (err) {
        return refuse('type', `PDF page ${n} does not load: ${nameOf(err)}`);
      }
      if (annotations.some((a) => a.annotationType === AnnotationType.FILEATTACHMENT))
        return refuse('mixed', `PDF page ${n} has an attached file`);
    }
    const attachments = await doc.getAttachments();
    if (attachments && Object.keys(attachments).length > 0) return refuse('mixed', 'PDF has attached files');
    return { type: 'application/pdf' };
  } finally {
    await task.destroy();
  }
}

/**
 * An error's message for the log: the image decoders' are fixed texts and numbers. PDF.js's can
 * quote names from the file, so only its error's name is logged (nameOf); the file's content is
 * never logged.
 * @param {unknown} err
 */
const messageOf = (err) => (err instanceof Error ? err.message : String(err)).slice(0, 200);
/** @param {unknown} err */
const nameOf = (err) => (err instanceof Error ? err.name : typeof err);

/** @param {Buffer} bytes */
async function judge(bytes) {
  const type = sniff(bytes);
  if (!type) return refuse('type', 'no PDF, PNG or JPEG signature');
  const other = otherFormat(bytes, type);
  if (other) return refuse('mixed', `${type} that also holds ${other}`);
  if (type === 'image/png') return checkPng(bytes);
  if (type === 'image/jpeg') return checkJpeg(bytes);
  return checkPdf(bytes);
}

const port = parentPort;
if (!port) throw new Error('uploadType.worker.mjs runs as a worker thread');
port.on('message', async (/** @type {{ id: number; bytes: Uint8Array }} */ { id, bytes }) => {
  let verdict;
  try {
    verdict = await judge(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (err) {
    verdict = refuse('type', `check failed: ${nameOf(err)}`);
  }
  port.postMessage({ id, verdict });
});
