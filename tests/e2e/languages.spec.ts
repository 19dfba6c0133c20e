import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The site in two languages (issue 36, decision 049): English at its paths, Bengali under /bn,
 * each page saying its language, its address and its address in the other language; a switch
 * that keeps the reader where they were; the other language offered once, never imposed.
 */

test('a Bengali page says its language and where each language of it is', async ({
  page,
  baseURL,
}) => {
  await page.goto('/bn/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/bn/about`,
  );
  for (const [language, href] of [
    ['en', `${baseURL}/about`],
    ['bn', `${baseURL}/bn/about`],
    ['x-default', `${baseURL}/about`],
  ]) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
      'href',
      href ?? '',
    );
  }
  await expect(
    page
      .getByRole('navigation', { name: 'প্রধান' })
      .or(page.getByRole('button', { name: 'মেনু খুলুন' })),
  ).toBeVisible();
  await expectAccessible(page);

  // The English page is unchanged, and points at its Bengali twin.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(head.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute(
    'href',
    `${baseURL}/bn/about`,
  );
  await expect(page).toHaveTitle('About · Chandrabati Heritage Resort');
});

test('the sitemap lists every page in both languages', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/allSuites', '/about', '/faq']) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/bn${path}</loc>`);
  }
  expect(sitemap).toContain(`<loc>${baseURL}/bn</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /bn/dashboard');
});

test('the language switch opens the same page, query and place in the other language', async ({
  page,
}) => {
  await page.goto('/faq?from=switch');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
  // On a phone the switch is beside the menu button; on a wide screen, in the navigation. Taken
  // by keyboard: a pointer click would first scroll the (sticky) header's link to the top.
  const toBengali = page.getByRole('banner').getByRole('link', { name: 'বাংলা' });
  await toBengali.filter({ visible: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bn\/faq\?from=switch$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);

  await page
    .getByRole('banner')
    .getByRole('link', { name: 'English' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/faq\?from=switch$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).filter({ visible: true }),
  ).toBeVisible();
});

test.describe('a reader whose browser prefers Bengali', () => {
  test.use({ locale: 'bn-BD' });

  test('is offered the Bengali page once, and not sent there', async ({ page }) => {
    await page.goto('/about');
    // Not redirected: a shared link stays the page it was.
    await expect(page).toHaveURL(/\/about$/);
    const offer = page.getByRole('complementary', { name: 'This page is also in' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn/about');
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toBeHidden();
    // Once: the next page does not offer it again.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});

test.describe('a reader whose browser prefers English', () => {
  test.use({ locale: 'en-GB' });

  test('is offered the English page of a Bengali one, and follows it', async ({ page }) => {
    await page.goto('/bn/faq');
    const offer = page.getByRole('complementary', { name: 'এই পাতাটি অন্য ভাষাতেও আছে:' });
    await offer.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
