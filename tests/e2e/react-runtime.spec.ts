import { expect, test } from './fixtures.ts';

test.describe('the site runs on React', () => {
  test('React hydrates the page: its elements carry React fibers and the root its container', async ({
    page,
  }) => {
    await page.goto('/');
    const marks = await page.evaluate(() => {
      const root = document.getElementById('root');
      const heading = document.querySelector('h1');
      const keys = (node: Element | null) => (node ? Object.keys(node) : []);
      return {
        root: keys(root).filter((key) => key.startsWith('__reactContainer$')),
        heading: keys(heading).filter((key) => key.startsWith('__reactFiber$')),
      };
    });
    expect(marks.root).toHaveLength(1);
    expect(marks.heading).toHaveLength(1);
  });

  test('a page whose code arrives late is hydrated in place: the server HTML is kept, not drawn again', async ({
    page,
  }) => {
    // The page's own chunk is held back until the server's HTML is marked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route(/\/assets\/about-[\w-]+\.js$/, async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    const response = page.goto('/about', { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('#root *')) {
        (element as Element & { serverDrawn?: boolean }).serverDrawn = true;
      }
    });
    release();
    await response;
    expect(asked).toBe(1);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const redrawn = await page.evaluate(
      () =>
        [...document.querySelectorAll('#root main *')].filter(
          (element) => !(element as Element & { serverDrawn?: boolean }).serverDrawn,
        ).length,
    );
    expect(redrawn).toBe(0);
  });
});
