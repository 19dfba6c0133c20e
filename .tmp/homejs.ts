import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const url = process.argv[2] ?? 'http://127.0.0.1:3900/';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const scripts: string[] = [];
page.on('request', (r) => {
  if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
let total = 0;
for (const s of scripts) {
  const b = gzipSync(readFileSync('dist/web' + s), { level: 9 }).length;
  total += b;
  console.log((b / 1024).toFixed(1).padStart(7), s);
}
console.log((total / 1024).toFixed(1).padStart(7), 'total');
await browser.close();
