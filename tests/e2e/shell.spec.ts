import type { Page } from '@playwright/test';
import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';

/** Signs the demo admin in through the API: the dashboard needs sign-in, its staff pages admin. */
async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: demoAccount('admin'),
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
}

/** Every page of the shell and the h1 a visitor sees on it (dashboard pages: signed in as admin). */
const pages = [
  { path: '/', heading: 'Luxury suites for the elite passionate about luxury & comfort.' },
  { path: '/allSuites', heading: 'Our Suites' },
  { path: '/about', heading: 'About Chandrabati' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/teams', heading: 'Our Teams' },
  { path: '/feature', heading: 'Features of Our Resort' },
  { path: '/login', heading: 'Log In' },
  { path: '/signUp', heading: 'Sign Up' },
  { path: '/forgot-password', heading: 'Forgot Password' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/dashboard', heading: 'Booking List' },
  { path: '/dashBoard', heading: 'Booking List' },
  { path: '/dashboard/profile', heading: 'Profile' },
  { path: '/dashboard/review', heading: 'Add a Review' },
  { path: '/dashboard/addSuites', heading: 'Add Suites' },
  { path: '/dashboard/manageSuites', heading: 'Manage Suites' },
  { path: '/dashboard/admin', heading: 'Make Admin' },
];

/** A calendar date `days` from today, as a date input writes it. */
function isoDateFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

test.describe('every page', () => {
  // Entrance animations finish at once, so axe measures colours as the visitor finally sees them.
  test.use({ reducedMotion: 'reduce' });

  for (const { path, heading } of pages) {
    test(`${path} shows its heading, fits the screen and is accessible`, async ({
      page,
      baseURL,
    }) => {
      if (path.toLowerCase().startsWith('/dashboard')) await signInAsAdmin(page, baseURL);
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

test('the dashboard side menu has its seven items at /dashBoard and /dashboard for an admin', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL);
  const items = [
    'Back Home',
    'Booking List',
    'Profile',
    'Review',
    'Add Suites',
    'Manage Suites',
    'Make Admin',
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
  await expect(page.getByRole('row')).toHaveCount(13);
  await side.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the availability card checks the dates and opens the search', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Check Availability' });
  await expect(card.getByLabel('Person')).toHaveValue('1');
  await card.getByRole('button', { name: 'Check Available' }).click();
  await expect(card.getByText('Choose a check-in date.')).toBeVisible();
  await expect(card.getByText('Choose a check-out date.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const checkIn = isoDateFromToday(3);
  const checkOut = isoDateFromToday(5);
  await card.getByLabel('Check In').fill(checkOut);
  await card.getByLabel('Check Out').fill(checkIn);
  await card.getByRole('button', { name: 'Check Available' }).click();
  await expect(card.getByText('Check-out must be after check-in.')).toBeVisible();

  await card.getByLabel('Check In').fill(checkIn);
  await card.getByLabel('Check Out').fill(checkOut);
  await card.getByLabel('Person').selectOption('3');
  await card.getByRole('button', { name: 'Check Available' }).click();
  await expect(page).toHaveURL(
    `/allSuites?checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=0`,
  );
  await expect(page.getByLabel('Check In')).toHaveValue(checkIn);
  await expect(page.getByLabel('Adult')).toHaveValue('3');
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

test('log in and sign up show each required message under its field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('! Email is required')).toBeVisible();
  await expect(page.getByText('! Password is required')).toBeVisible();

  await page.goto('/signUp');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of [
    '! Name is required',
    '! Email is required',
    '! Password is required',
    '! Number is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
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
