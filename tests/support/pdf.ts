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
