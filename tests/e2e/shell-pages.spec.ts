import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';
import { pages, signInAsAdmin } from './support/shell.ts';

test.describe('every page', () => {
  // Entrance animations finish at once, so axe measures colours as the visitor finally sees them.
  test.use({ reducedMotion: 'reduce' });

  for (const { path, heading } of pages) {
    test(`${path} shows its heading, fits the screen and is accessible`, async ({
      page,
      baseURL,
    }) => {
      if (path.toLowerCase().startsWith('/dashboard')) {
        // A sign-in first, and axe over staff lists that other tests fill as they run.
        test.slow();
        await signInAsAdmin(page, baseURL);
      }
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/Chandrabati Heritage Resort/);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  }
});

test('a signed-out visitor to a dashboard page is asked to log in, and returned after', async ({
  page,
}) => {
  for (const path of ['/dashBoard', '/dashboard/review', '/dashboard/manageSuites']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
  }
  await page.getByLabel('Email').fill('admin@demo.suitebook.dev');
  await page.getByLabel('Password', { exact: true }).fill(demoAccount('admin').password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageSuites$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Suites');
});

test('/booking without a chosen suite goes to the suites', async ({ page }) => {
  await page.goto('/booking');
  await expect(page).toHaveURL(/\/allSuites$/);
  await expect(page.getByRole('heading', { name: /Available Suites/ })).toBeVisible();
});

test.describe('unknown path', () => {
  // The server answers an unknown page with the app and status 404, as it should.
  test.use({ allowHttpErrors: ['/no-such-page'] });

  test('shows the 404 page and Go Home returns home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('That page can not be found.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[0]!.heading);
  });
});

test('all suites lists every suite with its details', async ({ page }) => {
  await page.goto('/allSuites');
  await expect(page.getByRole('heading', { name: 'Available Suites (12)' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('img', { name: /Rated \d out of 5/ })).toBeVisible();
  await expect(first).toContainText(/\d Guest/);
  await expect(first).toContainText(/\d+ sqr/);
  await expect(first).toContainText(/[\d,]+ BDT/);
  await expect(page.getByLabel('Adult').locator('option')).toHaveText([
    '1 Adults',
    '2 Adults',
    '3 Adults',
    '4 Adults',
  ]);
  await expect(page.getByLabel('Children').locator('option')).toHaveText([
    '0 Children',
    '1 Children',
    '2 Children',
    '3 Children',
  ]);
});
