import { expect, test } from '#tests/e2e/fixtures.ts';
import { randomStay } from '#tests/e2e/support/booking.ts';

/**
 * Google Hotels' free booking links send a guest to the site's search with the stay they chose:
 * `PUBLIC_URL/allSuites?checkIn=…&checkOut=…&adults=2` (no children given).
 */

test.use({ reducedMotion: 'reduce' });

test('a Google Hotels link opens the search for its stay, with its results', async ({ page }) => {
  const stay = randomStay();
  await page.goto(`/allSuites?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`);

  const form = page.getByRole('form', { name: 'Search suites' });
  await expect(form.getByLabel('Check In')).toHaveValue(stay.checkIn);
  await expect(form.getByLabel('Check Out')).toHaveValue(stay.checkOut);
  await expect(form.getByLabel('Adult')).toHaveValue('2');
  await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(`Total for ${stay.nights} nights, 2 adults`);
  await expect(first.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
});
