import type { Page } from '@playwright/test';
import type { Booking } from '#shared/booking.ts';
import type { Suite } from '#shared/suite.ts';
import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';
import { bookingEntry, randomStay, signUpGuest } from './support/booking.ts';

/**
 * The booking engine as a guest and an admin use it. Desktop and phone run these against one
 * server and database, so every test books its own random dates far ahead: no two tests (or
 * projects) compete for the same suite and nights.
 */

const ADMIN = demoAccount('admin');

async function signInThroughApi(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('the booking list for an admin', () => {
  test.use({ reducedMotion: 'reduce' });

  test("shows every guest's bookings with who booked, filters by status, and cancels", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const stay = randomStay();
    const guest = await signUpGuest(request, baseURL ?? '');
    const search = await request.get(
      `/api/suites/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=1&children=0`,
    );
    const { suites } = (await search.json()) as { suites: { suite: Suite }[] };
    const suite = suites[0]?.suite;
    if (!suite) throw new Error('no suite free');
    const created = await request.post('/api/bookings', {
      data: {
        suiteId: suite.id,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: 1,
        children: 0,
      },
      headers: { origin: baseURL ?? '' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { reference } = (await created.json()) as Booking;

    await signInThroughApi(page, baseURL ?? '', ADMIN.email, ADMIN.password);
    await page.goto('/dashboard');
    const entry = bookingEntry(page, reference);
    await expect(entry).toContainText(guest.name);
    await expect(entry).toContainText(guest.email);
    await expect(entry).toContainText('Upcoming');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('radio', { name: 'Cancelled' }).check();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(entry).toHaveCount(0);
    await page.getByRole('radio', { name: 'Confirmed' }).check();
    await expect(entry).toContainText(guest.email);

    await entry.getByRole('button', { name: `Delete booking ${reference}` }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, Delete it!' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
      'is cancelled',
    );
    await expect(entry).toHaveCount(0);
    await page.getByRole('radio', { name: 'Cancelled' }).check();
    await expect(entry).toContainText('Cancelled');
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(entry).toContainText(guest.name);
  });
});
