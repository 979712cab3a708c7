import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/*
 * Files for upload tests: real PDFs, PNGs and JPEGs that open in a viewer (the server parses every
 * upload, ADR 0047), fakes and polyglots made from them, and the multipart body a browser sends.
 * Every file holds random bytes, so two calls never give the same content (the PGlite store names
 * files by their hash).
 */

/** A multipart/form-data part. */
export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser sends it; `close: false` leaves the closing boundary out. */
export function multipart(parts: Part[], { close = true } = {}): { payload: Buffer; contentType: string } {
  const boundary = `----citytax${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One file in the field `file`, as the W-2 attachment screen sends it. */
export const multipartFile = (
  filename: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
) => multipart([{ name: 'file', filename, contentType, content }]);

/** A small real PDF in a multipart body (field `file`, name w2.pdf). */
export const pdfUpload = () => multipartFile('w2.pdf', pdfFile(), 'application/pdf');

// ---------------------------------------------------------------------------
// PDF

interface PdfOptions {
  /** The whole file's length in bytes (the page's content stream is padded to it). */
  size?: number;
  /** A file attached to the document (its EmbeddedFiles name tree). */
  attachment?: Buffer;
}

/**
 * A one-page PDF, written object by object with a correct cross-reference table, so that it
 * opens in any reader without repair.
 */
export function pdfFile({ size, attachment }: PdfOptions = {}): Buffer {
  const build = (padding: number) => {
    const text = `BT /F1 12 Tf 72 720 Td (W-2 ${randomBytes(8).toString('hex')}) Tj ET\n`;
    const content = Buffer.concat([Buffer.from(text, 'latin1'), Buffer.alloc(padding, 0x20)]);
    const objects: Buffer[] = [
      Buffer.from(
        attachment
          ? '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(data.zip) 6 0 R] >> >> >>'
          : '<< /Type /Catalog /Pages 2 0 R >>',
      ),
      Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
      Buffer.from(
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      ),
      stream('', content),
      Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    ];
    if (attachment) {
      objects.push(Buffer.from('<< /Type /Filespec /F (data.zip) /EF << /F 7 0 R >> >>'));
      objects.push(stream('/Type /EmbeddedFile', attachment));
    }
    const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = chunks[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
      offsets.push(offset);
      chunks.push(object);
      offset += object.length;
    });
    const xref = [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f \r',
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \r`),
      'trailer',
      `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    chunks.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(chunks);
  };
  if (size === undefined) return build(0);
  // The padding's length changes the digits of /Length and startxref: a few rounds settle it.
  let padding = 0;
  for (let round = 0; round < 5; round++) {
    const file = build(padding);
    if (file.length === size) return file;
    padding += size - file.length;
    if (padding < 0) throw new Error(`a PDF cannot be as small as ${size} bytes`);
  }
  throw new Error(`no PDF of exactly ${size} bytes`);
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

// ---------------------------------------------------------------------------
// PNG and JPEG

/** Random pixels, so the content is new each time and compresses little. */
function noise(width: number, height: number): Buffer {
  const data = randomBytes(width * height * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return data;
}

/** A PNG of random pixels; `size` pads it to that many bytes with a text chunk before IEND. */
export function pngFile({
  width = 8,
  height = 8,
  size,
}: { width?: number; height?: number; size?: number } = {}) {
  const image = new PNG({ width, height });
  noise(width, height).copy(image.data);
  const png = PNG.sync.write(image);
  if (size === undefined) return png;
  const iend = png.length - 12;
  const room = size - png.length - 12; // a chunk is 12 bytes around its data
  const keyword = Buffer.from('Comment\0', 'latin1');
  if (room < keyword.length) throw new Error(`a ${width}x${height} PNG cannot be ${size} bytes`);
  const padding = pngChunk('tEXt', Buffer.concat([keyword, Buffer.alloc(room - keyword.length, 0x20)]));
  return Buffer.concat([png.subarray(0, iend), padding, png.subarray(iend)]);
}

/** A PNG chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A baseline JPEG; random pixels unless `smooth` (a gradient, as a photo or a scan compresses). */
export function jpegFile({
  width = 8,
  height = 8,
  quality = 90,
  smooth = false,
}: { width?: number; height?: number; quality?: number; smooth?: boolean } = {}): Buffer {
  let data = noise(width, height);
  if (smooth) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        data[i] = (x * 255) / width + (data[i]! & 15);
        data[i + 1] = (y * 255) / height + (data[i + 1]! & 15);
        data[i + 2] = ((x + y) * 255) / (width + height);
      }
    }
  }
  data = Buffer.from(data);
  return Buffer.from(jpeg.encode({ data, width, height }, quality).data);
}

/** A JPEG segment: marker FF xx, then its length (which counts itself) and data. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

// ---------------------------------------------------------------------------
// Fakes and polyglots (issue 30, finding 8)

/** A ZIP archive of one stored file: local header, central directory and end record. */
export function zipFile(
  name = 'payload.txt',
  data: Buffer = Buffer.from('hello from the archive\n'),
): Buffer {
  const fileName = Buffer.from(name, 'latin1');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, data]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

/**
 * A JPEG that is also a PDF: the PDF header in a comment segment right after SOI (a reader looks
 * for it in the first 1024 bytes) and the PDF's objects after the JPEG's end marker. An image
 * viewer shows the picture; a PDF reader opens the document.
 */
export function jpegPdfPolyglot(): Buffer {
  const image = jpegFile();
  const pdf = pdfFile();
  const header = pdf.subarray(0, pdf.indexOf('\n') + 1);
  return Buffer.concat([
    image.subarray(0, 2),
    jpegSegment(0xfe, header),
    image.subarray(2),
    pdf.subarray(header.length),
  ]);
}

/** The fakes and polyglots of issue 30 (finding 8) and their kin, each with why it is refused. */
export function disguisedFiles(): {
  what: string;
  name: string;
  content: Buffer;
  refusal: 'type' | 'mixed';
}[] {
  const html = '<html><body><script>alert(document.cookie)</script></body></html>\n';
  const png = pngFile();
  const jpg = jpegFile();
  return [
    {
      what: '%PDF- followed by HTML',
      name: 'w2.pdf',
      content: Buffer.from(`%PDF-1.7\n${html}`),
      refusal: 'type',
    },
    {
      what: '%PDF- then HTML, ending as a PDF ends',
      name: 'w2.pdf',
      content: Buffer.from(`%PDF-1.7\n${html}%%EOF\n`),
      refusal: 'type',
    },
    {
      what: 'a zip prefixed with %PDF-',
      name: 'w2.pdf',
      content: Buffer.concat([Buffer.from('%PDF-'), zipFile()]),
      refusal: 'type',
    },
    {
      what: 'a zip prefixed with a PDF header line and ending as a PDF ends',
      name: 'w2.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.7\n'), zipFile(), Buffer.from('\n%%EOF\n')]),
      refusal: 'mixed',
    },
    { what: 'a JPEG/PDF polyglot', name: 'w2.jpg', content: jpegPdfPolyglot(), refusal: 'mixed' },
    {
      what: 'a PDF with a zip after its end',
      name: 'w2.pdf',
      content: Buffer.concat([pdfFile(), zipFile()]),
      refusal: 'mixed',
    },
    {
      what: 'a PDF with HTML after its end',
      name: 'w2.pdf',
      content: Buffer.concat([pdfFile(), Buffer.from(html)]),
      refusal: 'mixed',
    },
    {
      what: 'a PDF carrying an attached file',
      name: 'w2.pdf',
      content: pdfFile({ attachment: zipFile() }),
      refusal: 'mixed',
    },
    {
      what: 'a JPEG with data after its end marker',
      name: 'w2.jpg',
      content: Buffer.concat([jpg, Buffer.from(html)]),
      refusal: 'mixed',
    },
    {
      what: 'a JPEG with a zip after its end marker',
      name: 'w2.jpg',
      content: Buffer.concat([jpegFile(), zipFile()]),
      refusal: 'mixed',
    },
    {
      what: 'a PNG with data after IEND',
      name: 'w2.png',
      content: Buffer.concat([png, Buffer.from(html)]),
      refusal: 'mixed',
    },
    {
      what: 'a PNG holding a PDF in a text chunk',
      name: 'w2.png',
      content: Buffer.concat([
        png.subarray(0, 33),
        pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), pdfFile()])),
        png.subarray(33),
      ]),
      refusal: 'mixed',
    },
    {
      what: 'a JPEG header and nothing that decodes',
      name: 'w2.jpg',
      content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake image data')]),
      refusal: 'type',
    },
    {
      what: 'a PNG signature and nothing that decodes',
      name: 'w2.png',
      content: Buffer.concat([png.subarray(0, 8), Buffer.from('....IHDR fake image data')]),
      refusal: 'type',
    },
    {
      what: 'a PNG whose pixels were changed (bad CRC)',
      name: 'w2.png',
      content: flipLastDataByte(png),
      refusal: 'type',
    },
    {
      what: 'a JPEG cut short',
      name: 'w2.jpg',
      content: jpegFile({ width: 64, height: 64 }).subarray(0, 300),
      refusal: 'type',
    },
  ];
}

/** The PNG with one byte of its IDAT data changed, so the chunk's CRC no longer matches. */
function flipLastDataByte(png: Buffer): Buffer {
  const copy = Buffer.from(png);
  const idat = copy.indexOf('IDAT', 8, 'latin1');
  copy[idat + 4] = copy[idat + 4]! ^ 0xff;
  return copy;
}
