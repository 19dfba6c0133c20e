import { expect, test } from './fixtures.ts';
import { pages, signInAsAdmin } from './support/shell.ts';

test.describe('top navigation on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone uses the mobile menu');

  test('links go to their pages and mark the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets = [
      { name: 'Suites', url: /\/allSuites$/, heading: 'Our Suites' },
      { name: 'About', url: /\/about$/, heading: 'About Chandrabati' },
      { name: 'Contact', url: /\/contact$/, heading: 'Contact Us' },
      { name: 'Log In', url: /\/login$/, heading: 'Log In' },
      { name: 'Home', url: /\/$/, heading: pages[0]!.heading },
    ];
    for (const target of targets) {
      await nav.getByRole('link', { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
      await expect(nav.getByRole('link', { name: target.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(
      page.getByRole('link', { name: /Chandrabati Heritage Resort, home/ }),
    ).toHaveAttribute('href', '/');
    // The dashboard needs sign-in: a visitor is asked to log in first.
    await nav.getByRole('link', { name: 'DashBoard', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FdashBoard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
  });

  test('the More menu works with the keyboard', async ({ page }) => {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const teams = nav.getByRole('link', { name: 'Our Teams' });
    await expect(teams).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Feature', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(teams).toBeHidden();
    await expect(more).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(teams).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Teams');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('the More menu closes on a click outside', async ({ page }) => {
    await page.goto('/about');
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Our Teams' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu on the phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'desktop shows the links directly');

  test('lists the links except Home and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'Suites',
      'About',
      'DashBoard',
      'Contact',
      'Our Teams',
      'Feature',
      'FAQ',
      'Log In',
    ]);
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'DashBoard' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FdashBoard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
  });
});

test('footer links work and the scroll-to-top button scrolls up', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Reception open 24 hours');
  for (const target of [
    { name: 'Contact', url: /\/contact$/ },
    { name: 'All Suites', url: /\/allSuites$/ },
    { name: 'About', url: /\/about$/ },
  ]) {
    await footer.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(target.url);
  }
  await footer.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the dashboard side menu has the spec’s seven items, then the staff tools, at /dashBoard and /dashboard for an admin', async ({
  page,
  baseURL,
}) => {
  // Signs in, then loads three dashboard pages: a busy CI machine took past 30 s on the phone.
  test.slow();
  await signInAsAdmin(page, baseURL);
  // The spec's seven, in its order; then the staff tools added since (the Inbox with its count).
  const items = [
    'Back Home',
    'Booking List',
    'Profile',
    'Review',
    'Add Suites',
    'Manage Suites',
    'Make Admin',
    'Manage Reviews',
    /^Inbox/,
    'Newsletter',
    'Activity',
    'Front Desk',
    'Occupancy',
    'Reports',
    'Promo Codes',
    'Extras',
  ];
  for (const path of ['/dashBoard', '/dashboard']) {
    await page.goto(path);
    const side = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(side.getByRole('link')).toHaveText(items);
    await expect(side.getByRole('link', { name: 'Booking List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking List');
  }
  const side = page.getByRole('navigation', { name: 'Dashboard' });
  await side.getByRole('link', { name: 'Manage Suites' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageSuites$/);
  // The twelve demo suites and the header (tests running beside this one may add their own).
  await expect(
    page.getByRole('row').filter({ hasText: 'Chandrabati Presidential Suite' }),
  ).toBeVisible();
  expect(await page.getByRole('row').count()).toBeGreaterThanOrEqual(13);
  await side.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('the dashboard menu on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'on a desktop the menu is a column, every item in view');

  test('shows the page you are on, keeps still when tapped, and fades where it hides items', async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page, baseURL);
    // Reports is the fourteenth item of sixteen: far past the phone's edge.
    await page.goto('/dashboard/reports');
    const side = page.getByRole('navigation', { name: 'Dashboard' });
    const bar = side.getByRole('list');
    const reports = side.getByRole('link', { name: 'Reports' });
    await expect(reports).toHaveAttribute('aria-current', 'page');
    await expect(reports).toBeInViewport({ ratio: 1 });
    await expect(side.getByRole('link', { name: 'Back Home' })).not.toBeInViewport();
    await expect(bar).toHaveAttribute('data-hidden-ends', 'both');

    // The next item, under the fade at the bar's end, is reached with the keyboard: it moves
    // clear of the fade, ring and all.
    await reports.focus();
    await page.keyboard.press('Tab');
    const promoCodes = side.getByRole('link', { name: 'Promo Codes' });
    await expect(promoCodes).toBeFocused();
    await expect(async () => {
      const [item, frame] = [await promoCodes.boundingBox(), await bar.boundingBox()];
      expect((item?.x ?? 0) + (item?.width ?? 0)).toBeLessThanOrEqual(
        (frame?.x ?? 0) + (frame?.width ?? 0) - 40,
      );
    }).toPass({ timeout: 2_000 });
    await reports.focus();
    await reports.evaluate((link) => link.scrollIntoView({ block: 'nearest', inline: 'center' }));

    // An item already in view is tapped: the bar stays where it is.
    const occupancy = side.getByRole('link', { name: 'Occupancy' });
    await expect(occupancy).toBeInViewport({ ratio: 1 });
    const scrolled = await bar.evaluate((list) => list.scrollLeft);
    // A tap where the item is drawn (a locator's click would scroll it into view first).
    const box = await occupancy.boundingBox();
    if (!box) throw new Error('Occupancy is not drawn');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Occupancy');
    await expect(occupancy).toHaveAttribute('aria-current', 'page');
    expect(await bar.evaluate((list) => list.scrollLeft)).toBe(scrolled);

    // Scrolled back to its start, the bar fades only at its end.
    await bar.evaluate((list) => {
      list.scrollLeft = 0;
    });
    await expect(bar).toHaveAttribute('data-hidden-ends', 'end');
    await expect(side.getByRole('link', { name: 'Back Home' })).toBeInViewport({ ratio: 1 });
  });
});

test('the first Tab reaches the skip link, which moves focus to the page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
