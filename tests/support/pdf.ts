import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, read by a real PDF reader (pdf.js), and its pages apart. */
export async function readPdf(
  data: Buffer | Uint8Array,
): Promise<{ text: string; pages: string[] }> {
  const loading = getDocument({ data: new Uint8Array(data), verbosity: 0 });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await loading.destroy();
  return { text: pages.join(' '), pages };
}

/**
 * The text of a PDF as poppler's pdftotext lays it out: Bengali comes back as written (its
 * conjuncts whole), which pdf.js does not always give.
 */
export function pdfLayoutText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), 'receipt.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
