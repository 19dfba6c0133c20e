import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { flatNights, type Quote, quoteStay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import { logInThroughForm } from '#tests/e2e/support/accounts.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  bookingEntry,
  bookThroughApi,
  chooseFirstResult,
  randomStay,
  searchPath,
  signUpGuest,
} from './support/booking.ts';

/**
 * The booking engine as a guest and an admin use it. Desktop and phone run these against one
 * server and database, so every test books its own random dates far ahead: no two tests (or
 * projects) compete for the same suite and nights.
 */

async function suiteByName(request: APIRequestContext, name: string): Promise<Suite> {
  const suites = (await (await request.get('/api/suites')).json()) as Suite[];
  const suite = suites.find((candidate) => candidate.name === name);
  if (!suite) throw new Error(`no suite named ${name}`);
  return suite;
}

/** The reservation summary's lines, each equal to the server's quote. */
async function expectPriceLines(page: Page, quote: Quote) {
  const summary = page.getByRole('region', { name: 'Price of your stay' });
  const lines: [string, number][] = [
    ['Subtotal', quote.subtotal],
    ['Discount (0%)', quote.discount],
    ['Services Charge (10%)', quote.serviceCharge],
    ['VAT(10%)', quote.vat],
    ['TAX(5%)', quote.tax],
    ['Total (BDT)', quote.total],
  ];
  for (const [label, amount] of lines) {
    await expect(
      summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd'),
      label,
    ).toHaveText(formatBdt(amount));
  }
}

function resultCard(page: Page, suiteName: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: suiteName, exact: true }) });
}

test.describe('booking a suite', () => {
  test.use({ reducedMotion: 'reduce' });

  test('from the home card to a confirmed booking, then its cancellation', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const stay = randomStay();
    const guest = await signUpGuest(request, baseURL ?? '');

    // The home page's card opens the search with its dates and Person as adults.
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Check Availability' });
    await card.getByLabel('Check In').fill(stay.checkIn);
    await card.getByLabel('Check Out').fill(stay.checkOut);
    await card.getByLabel('Person').selectOption('2');
    await card.getByRole('button', { name: 'Check Available' }).click();
    await expect(page).toHaveURL(searchPath(stay, 2));
    await expect(page.getByLabel('Check In')).toHaveValue(stay.checkIn);
    await expect(page.getByLabel('Check Out')).toHaveValue(stay.checkOut);
    await expect(page.getByLabel('Adult')).toHaveValue('2');
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);

    // Each result shows the stay's dates, party and the server's total for it.
    const first = page.getByRole('article').first();
    const suiteName = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    const suite = await suiteByName(request, suiteName);
    expect(suite.capacity).toBeGreaterThanOrEqual(2);
    const quote = quoteStay(flatNights(stay.checkIn, stay.nights, suite.pricePerNight));
    await expect(first).toContainText(formatBdt(suite.pricePerNight));
    await expect(first).toContainText(`Total for ${stay.nights} nights, 2 adults`);
    await expect(first).toContainText(formatBdt(quote.total));
    await expect(first).toContainText('2 Adults');
    await expect(first).toContainText('0 Children');

    await first.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Reservation');
    await expect(page.getByRole('heading', { name: suiteName, exact: true })).toBeVisible();
    await expect(page.getByText(`${stay.nights} nights`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment System' })).toBeVisible();
    await expect(page.getByText(/bKash/).first()).toBeVisible();
    await expectPriceLines(page, quote);

    // The draft survives a reload.
    await page.reload();
    await expectPriceLines(page, quote);
    await expectAccessible(page);

    // Signed out, Reserve Now goes to log in, and back to the same summary.
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbooking$/);
    await logInThroughForm(page, guest);
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { name: suiteName, exact: true })).toBeVisible();
    await expectPriceLines(page, quote);

    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/booking\?confirmed=/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your booking is confirmed' }),
    ).toBeVisible();
    const reference = (
      (await page
        .getByText(/^SB-[A-Z0-9]{6}$/)
        .first()
        .textContent()) ?? ''
    ).trim();
    await expect(page.getByRole('main')).toContainText(formatBdt(quote.total));
    await expect(page.getByRole('main')).toContainText(guest.email);

    // The stored booking carries exactly the price the summary showed.
    const bookingId = new URL(page.url()).searchParams.get('confirmed') ?? '';
    const stored = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking;
    expect(stored.reference).toBe(reference);
    expect({
      nights: stored.nights,
      nightlyRate: stored.nightlyRate,
      nightly: stored.nightly,
      discountPercent: stored.discountPercent,
      extras: stored.extras,
      extraGuests: stored.extraGuests,
      subtotal: stored.subtotal,
      discount: stored.discount,
      serviceCharge: stored.serviceCharge,
      vat: stored.vat,
      tax: stored.tax,
      total: stored.total,
      charges: stored.charges,
    }).toEqual(quote);

    // The confirmation survives a reload; the draft is gone.
    await page.reload();
    await expect(page.getByText(reference).first()).toBeVisible();

    // Booked: the suite is no longer offered for those nights.
    await page.goto(searchPath(stay, 2));
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await expect(resultCard(page, suiteName)).toHaveCount(0);

    // The booking list shows it, with its payment details.
    await page.goto('/dashboard');
    const entry = bookingEntry(page, reference);
    await expect(entry).toContainText(suiteName);
    await expect(entry).toContainText(suite.bed);
    await expect(entry).toContainText(formatBdt(quote.total));
    await expect(entry).toContainText('Upcoming');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);

    await entry.getByRole('button', { name: /^Payment/ }).click();
    const payment = page.getByRole('dialog', { name: 'Pay at hotel' });
    await expect(payment).toContainText(formatBdt(quote.total));
    await expect(payment).toContainText('bKash');
    await page.keyboard.press('Escape');
    await expect(payment).toBeHidden();

    // Delete asks first; Cancel keeps the booking.
    await entry.getByRole('button', { name: `Delete booking ${reference}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText("You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(entry).toContainText('Upcoming');

    await entry.getByRole('button', { name: `Delete booking ${reference}` }).click();
    await confirm.getByRole('button', { name: 'Yes, Delete it!' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
      'is cancelled',
    );
    await expect(entry).toContainText('Cancelled');
    // A cancelled stay offers neither Delete nor Payment.
    await expect(entry.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(entry.getByRole('button', { name: /^Payment/ })).toHaveCount(0);

    // Its nights are free again: the same suite is offered for the same dates.
    await page.goto(searchPath(stay, 2));
    await expect(resultCard(page, suiteName)).toHaveCount(1);
  });
});

test.describe('a race for the same nights', () => {
  // The loser's POST /api/bookings is a 409: the answer this test is about.
  test.use({ reducedMotion: 'reduce', allowHttpErrors: ['/api/bookings'] });

  test('a suite booked by someone else meanwhile: Reserve Now explains and leads back', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const stay = randomStay();
    // Two guests: the rival on `request`, this visitor in the browser (sign-up signs in).
    await signUpGuest(request, baseURL ?? '');
    await signUpGuest(page.request, baseURL ?? '');

    const suiteName = await chooseFirstResult(page, stay);
    const suite = await suiteByName(request, suiteName);

    // The rival (signed in on `request`, from sign-up) takes the suite first.
    await bookThroughApi(request, baseURL ?? '', suite.id, stay);

    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'These dates were just booked by another guest. Please choose other dates or another suite.',
    );
    await expect(page.getByRole('button', { name: 'Reserve Now' })).toHaveCount(0);
    // Back to the same search, the suite still chosen: the page says it is taken now.
    await page.getByRole('link', { name: 'Back to the search' }).click();
    await expect(page).toHaveURL(`${searchPath(stay, 1)}&suite=${suite.id}`);
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await expect(resultCard(page, suiteName)).toHaveCount(0);
    await expect(page.getByText(`${suiteName} is not free for these dates`)).toBeVisible();
  });
});
