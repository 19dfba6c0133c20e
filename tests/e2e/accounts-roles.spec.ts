import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  accountNavigation,
  DEMO_ADMIN,
  DEMO_GUEST,
  logInThroughForm,
  newGuest,
  signUpThroughApi,
} from './support/accounts.ts';

// Axe measures colours once entrance animations are done, as a visitor finally sees them.
test.use({ reducedMotion: 'reduce' });

/** Signs in through the API (for tests about what comes after). */
async function signInThroughApi(
  page: Page,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('roles', () => {
  test('a guest sees no staff items, and staff pages say they are for staff', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // six staff pages, then an accessibility scan
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    await signInThroughApi(page, baseURL, DEMO_GUEST);
    await page.goto('/dashboard');
    const side = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(side.getByRole('link')).toHaveText([
      'Back Home',
      'Booking List',
      'Profile',
      'Review',
    ]);
    // The demo guest's stay already had (the one they can review) is in their list.
    await expect(
      page
        .locator('tr, article')
        .filter({ visible: true })
        .filter({ hasText: /SB-[0-9A-Z]+/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByText('You have no bookings yet')).toHaveCount(0);
    await side.getByRole('link', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a Review');
    await expect(page.getByText('Sign in to write a review')).toHaveCount(0);

    for (const { path, heading } of [
      { path: '/dashboard/addSuites', heading: 'Add Suites' },
      { path: '/dashboard/manageSuites', heading: 'Manage Suites' },
      {
        path: '/dashboard/editSuite?id=00000000-0000-4000-8000-000000000000',
        heading: 'Edit Suite',
      },
      { path: '/dashboard/admin', heading: 'Make Admin' },
      { path: '/dashboard/promoCodes', heading: 'Promo Codes' },
      { path: '/dashboard/extras', heading: 'Extras' },
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText('This page is for hotel staff')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
    await expectAccessible(page);
    expect(adminCalls).toEqual([]);
  });

  test('an admin makes a new guest an admin, who then sees Make Admin and can step down', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.slow(); // a long flow, several pages and accessibility checks
    const guest = newGuest('Rafiq');
    await signUpThroughApi(page, baseURL, guest);
    await page.context().clearCookies();

    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fadmin$/);
    await logInThroughForm(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make Admin');
    await expect(page.getByRole('row').filter({ hasText: DEMO_ADMIN.email })).toContainText('You');
    await expectAccessible(page);

    const search = page.getByLabel('Search users by name or email');
    await search.fill(guest.email);
    const row = page.getByRole('row').filter({ hasText: guest.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('Guest');
    await expect(row).not.toContainText('You');

    // Cancel leaves everything as it was.
    await row.getByRole('button', { name: /Make Admin/ }).click();
    const grant = page.getByRole('dialog', { name: /^Make Rafiq an admin\?$/ });
    await expect(grant).toBeVisible();
    await expectAccessible(page);
    await grant.getByRole('button', { name: 'Cancel' }).click();
    await expect(grant).toBeHidden();
    await expect(row.getByRole('button', { name: /Make Admin/ })).toBeFocused();
    await expect(row).toContainText('Guest');

    await row.getByRole('button', { name: /Make Admin/ }).click();
    await grant.getByRole('button', { name: 'Yes, Make Admin' }).click();
    await expect(grant).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'admin' })).toHaveText(
      `${guest.name} is now an admin.`,
    );
    await expect(row.getByText('Admin', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Revoke Admin/ })).toBeVisible();

    // The new admin signs in and finds the staff pages.
    const nav = await accountNavigation(page, isMobile);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, guest);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    const side = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(side.getByRole('link', { name: 'Make Admin' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Add Suites' })).toBeVisible();
    // By keyboard: the menu works without a pointer too.
    await side.getByRole('link', { name: 'Make Admin' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/admin$/);

    // …and can hand the role back: the staff pages close at once.
    await page.getByLabel('Search users by name or email').fill(guest.email);
    const own = page.getByRole('row').filter({ hasText: guest.email });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(own).toContainText('You');
    await own.getByRole('button', { name: /Revoke Admin/ }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke your own admin rights?' });
    await revoke.getByRole('button', { name: 'Yes, Revoke Admin' }).click();
    await expect(page.getByText('This page is for hotel staff')).toBeVisible();
    await expect(side.getByRole('link', { name: 'Make Admin' })).toHaveCount(0);
  });

  test.describe('when the server refuses', () => {
    test.use({ allowHttpErrors: ['/role'] });

    test('the last-admin refusal is shown in the dialog', async ({ page, baseURL }) => {
      await signInThroughApi(page, baseURL, DEMO_ADMIN);
      // The shared demo database has other admins by now: stand in for the server's answer.
      await page.route('**/api/admin/users/*/role', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'CONFLICT',
              message: 'This is the last admin: make someone else an admin first.',
            },
          }),
        }),
      );
      await page.goto('/dashboard/admin');
      await page.getByLabel('Search users by name or email').fill(DEMO_ADMIN.email);
      const own = page.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
      await own.getByRole('button', { name: /Revoke Admin/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke your own admin rights?' });
      await dialog.getByRole('button', { name: 'Yes, Revoke Admin' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'This is the last admin: make someone else an admin first.',
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(own.getByText('Admin', { exact: true }).filter({ visible: true })).toBeVisible();
      // Opened again, it starts clean.
      await own.getByRole('button', { name: /Revoke Admin/ }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    });
  });
});
