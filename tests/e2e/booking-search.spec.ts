import { hotelToday } from '#shared/stay.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { randomStay, searchPath } from './support/booking.ts';

/**
 * The booking engine as a guest and an admin use it. Desktop and phone run these against one
 * server and database, so every test books its own random dates far ahead: no two tests (or
 * projects) compete for the same suite and nights.
 */

test.describe('the search page', () => {
  test.use({ reducedMotion: 'reduce' });

  test('checks the dates under each field and keeps the search in the URL', async ({ page }) => {
    test.slow(); // a long flow, then an accessibility scan
    const stay = randomStay();
    await page.goto('/allSuites');
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Search suites' });

    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText('! Check In is required')).toBeVisible();
    await expect(form.getByText('! Check Out is required')).toBeVisible();
    await expect(form.getByLabel('Check In')).toBeFocused();

    // Check-out before check-in.
    await form.getByLabel('Check In').fill(stay.checkOut);
    await form.getByLabel('Check Out').fill(stay.checkIn);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText('Check-out must be after check-in')).toBeVisible();
    await expect(form.getByLabel('Check Out')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/allSuites$/);

    // Past dates cannot be picked.
    await expect(form.getByLabel('Check In')).toHaveAttribute('min', hotelToday());

    await form.getByLabel('Check In').fill(stay.checkIn);
    await form.getByLabel('Check Out').fill(stay.checkOut);
    await form.getByLabel('Adult').selectOption({ label: '2 Adults' });
    await form.getByLabel('Children').selectOption({ label: '1 Children' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(searchPath(stay, 2, 1));
    const heading = page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ });
    await expect(heading).toBeVisible();
    const count = Number(((await heading.textContent()) ?? '').match(/\((\d+)\)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('article')).toHaveCount(count);
    await expect(page.getByRole('article').first()).toContainText('1 Children');

    // A reload (or a shared link) runs the same search.
    await page.reload();
    await expect(page.getByLabel('Check In')).toHaveValue(stay.checkIn);
    await expect(page.getByLabel('Check Out')).toHaveValue(stay.checkOut);
    await expect(page.getByLabel('Adult')).toHaveValue('2');
    await expect(page.getByLabel('Children')).toHaveValue('1');
    await expect(page.getByRole('heading', { name: `Available Suites (${count})` })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a link whose dates have passed shows why, under the field', async ({ page }) => {
    await page.goto('/allSuites?checkIn=2020-01-10&checkOut=2020-01-12&adults=2&children=0');
    await expect(page.getByText('Check-in must be today or later')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a party no suite can hold gets an explanation', async ({ page }) => {
    await page.goto(searchPath(randomStay(), 4, 3));
    await expect(page.getByRole('heading', { name: 'Available Suites (0)' })).toBeVisible();
    await expect(page.getByText('No suite sleeps 7 guests')).toBeVisible();
  });

  test('Confirm Booking before any search asks for dates first', async ({ page }) => {
    await page.goto('/allSuites');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Confirm Booking' })
      .click();
    await expect(page.getByText('Choose your dates first')).toBeVisible();
    await expect(page.getByLabel('Check In')).toBeFocused();
    await expect(page).toHaveURL(/\/allSuites$/);
  });

  test('/booking without a chosen suite goes back to the search', async ({ page }) => {
    await page.goto('/booking');
    await expect(page).toHaveURL(/\/allSuites$/);
  });
});
