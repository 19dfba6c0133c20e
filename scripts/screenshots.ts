/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at every screen:
 * `tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /about …` (default: every page);
 * `WIDTHS=360,768,1920` picks other widths (default 390 and 1280); `SIGN_IN=email:password`
 * signs that account in first (for the dashboard's pages).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { paths } from '#shared/paths.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/support/chromium.ts';

const [baseUrl = 'http://127.0.0.1:3000', outDir = 'screenshots', ...requested] =
  process.argv.slice(2);
const pages =
  requested.length > 0 ? requested : [...new Set(Object.values(paths)), '/no-such-page'];
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const signIn = process.env.SIGN_IN;

/** Scrolls to the bottom a screen at a time, so sections that load near the viewport are drawn. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let top = 0; top < height; top += step / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(60);
  }
  // Pictures still waiting for the viewport (a carousel's later slides) load now, for the shot.
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) {
      (image as HTMLImageElement).loading = 'eager';
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    if (signIn) {
      const [email, ...password] = signIn.split(':');
      const response = await context.request.post(
        new URL('/api/auth/sign-in/email', baseUrl).toString(),
        {
          data: { email, password: password.join(':') },
          headers: { origin: new URL(baseUrl).origin },
        },
      );
      if (!response.ok())
        throw new Error(`sign-in as ${email}: ${response.status()} ${await response.text()}`);
    }
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.warn(`[${width}] console error: ${message.text()}`);
    });
    for (const pagePath of pages) {
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
      await scrollThrough(page);
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
