/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at every screen:
 * `tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /about …` (default: every page).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { paths } from '../src/shared/paths.ts';

const [baseUrl = 'http://127.0.0.1:3000', outDir = 'screenshots', ...requested] =
  process.argv.slice(2);
const pages =
  requested.length > 0 ? requested : [...new Set(Object.values(paths)), '/no-such-page'];
const widths = [390, 1280];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.warn(`[${width}] console error: ${message.text()}`);
    });
    for (const pagePath of pages) {
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
      const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replaceAll('/', '_');
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
