import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLocale } from '#server/i18n/request-locale.ts';
import { CONTENT_WIDTH, MARGIN, ReceiptWriter, STYLE } from './receipt-writer.ts';

/** Draws a few lines on a receipt's page and returns the PDF and the file it was written to. */
async function draw(lines: readonly string[], stamp: string | null) {
  const writer = withLocale('bn', () => new ReceiptWriter('SB-TEST01', 'test'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    writer.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    writer.doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  let y = 60;
  for (const line of lines) {
    const height = writer.write(line, STYLE.body, MARGIN, y, CONTENT_WIDTH / 2);
    expect(height).toBe(writer.measure(line, STYLE.body, CONTENT_WIDTH / 2));
    y += height;
  }
  writer.y = y;
  withLocale('bn', () => writer.finish(stamp ? { text: stamp, color: '#9b2c2c' } : null));
  writer.doc.end();
  const pdf = await done;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-writer-')), 'receipt.pdf');
  writeFileSync(file, pdf);
  return file;
}

describe('a receipt in Bengali', () => {
  it('sets Bengali in the Bengali faces and Latin in the Latin ones, in one line or wrapped', async () => {
    const long =
      'Monsoon Veranda Suite (SB-TEST01) — পরিশোধ ছাড়া হোল্ড শেষ হলে বুকিংও শেষ হবে, এবং আর কিছু পাওনা নেই। '.repeat(
        3,
      );
    const file = await draw(['থাকার খরচ: ৩ রাত × ২২,০০০৳', long], 'পরিশোধের অপেক্ষায়');
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/HindSiliguri-Regular/);
    expect(fonts).toMatch(/Jost-Regular/);
    expect(fonts).toMatch(/NotoSerifBengali-Medium/);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('থাকার খরচ');
    expect(text).toContain('Monsoon Veranda Suite (SB-TEST01)');
    expect(text).toContain('পৃষ্ঠা');
  });

  it('measures a wrapped Bengali text as tall as it is drawn', async () => {
    const writer = withLocale('bn', () => new ReceiptWriter('SB-TEST02', 'test'));
    const one = writer.measure('থাকার খরচ', STYLE.body, 200);
    const three = writer.measure('থাকার খরচ '.repeat(12).trim(), STYLE.body, 200);
    expect(three).toBeGreaterThanOrEqual(one * 3);
    writer.doc.end();
  });
});
