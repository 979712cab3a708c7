import { afterAll, describe, expect, it } from 'vitest';
import { createUploadTypeChecker } from '../src/uploadType';
import { disguisedFiles, jpegFile, pdfFile, pngFile } from './uploadFixtures';

/* The type check of uploads (ADR 0047): a worker thread opens each file as what it says it is. */

describe('upload type checker', () => {
  const checker = createUploadTypeChecker();
  afterAll(() => checker.close());

  it.each([
    ['a PDF', pdfFile(), 'application/pdf'],
    ['a PNG', pngFile({ width: 32, height: 16 }), 'image/png'],
    ['a JPEG', jpegFile({ width: 32, height: 16 }), 'image/jpeg'],
  ])('takes %s for what it is', async (_what, content, type) => {
    expect(await checker.judge(content)).toEqual({ type });
  });

  it('judges files sent at once one after another, each with its own answer', async () => {
    const files = disguisedFiles();
    const verdicts = await Promise.all(files.map((f) => checker.judge(f.content)));
    expect(verdicts.map((v) => ('refused' in v ? v.refused : v.type))).toEqual(files.map((f) => f.refusal));
  });

  it('leaves the bytes it was given as they were', async () => {
    const content = pngFile();
    const copy = Buffer.from(content);
    await checker.judge(content);
    expect(content.equals(copy)).toBe(true);
  });

  it('refuses a picture too large to decode safely without decoding it', async () => {
    // 8000 x 8000 is 64 megapixels: a few kilobytes of PNG that would take 256 MB to decode.
    const png = pngFile({ width: 8, height: 8 });
    const huge = Buffer.from(png);
    huge.writeUInt32BE(8000, 16);
    huge.writeUInt32BE(8000, 20);
    const verdict = await checker.judge(huge);
    expect(verdict).toMatchObject({ refused: 'type', reason: 'PNG of 64000000 pixels' });
  });

  it('refuses a file it could not judge in time, and stops its worker', async () => {
    const hurried = createUploadTypeChecker({ timeoutMs: 1 });
    try {
      const verdict = await hurried.judge(jpegFile({ width: 256, height: 256 }));
      expect(verdict).toEqual({ refused: 'type', reason: 'not judged within 1 ms' });
    } finally {
      await hurried.close();
    }
  });
});
