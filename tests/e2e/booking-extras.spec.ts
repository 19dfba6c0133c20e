import type { Page } from '@playwright/test';
import type { Booking, StayQuote } from '#shared/booking.ts';
import type { ChosenExtra } from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';
import type { Quote } from '#shared/stay.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  bookingEntry,
  chooseFirstResult,
  randomStay,
  type StayDates,
  signUpGuest,
} from './support/booking.ts';

/**
 * A guest adds extra services to a stay on /booking with the keyboard: the server prices them
 * into the summary, they survive a reload, and the booking holds them.
 */

test.use({ reducedMotion: 'reduce' });

/** The server's quote of the draft as the page keeps it (suite, stay, extras). */
async function serverQuote(page: Page, stay: StayDates): Promise<StayQuote> {
  const draft = await page.evaluate(
    () =>
      JSON.parse(window.sessionStorage.getItem('suitebook.booking-draft') ?? '{}') as {
        suiteId: string;
        extras?: ChosenExtra[];
      },
  );
  const params = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: '1',
    children: '0',
    suiteId: draft.suiteId,
  });
  if (draft.extras) {
    params.set('extras', draft.extras.map((entry) => `${entry.id}:${entry.quantity}`).join(','));
  }
  const response = await page.request.get(`/api/quote?${params}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StayQuote;
}

/** The summary's Subtotal and Total (BDT), as the page shows them. */
async function expectTotals(page: Page, quote: Quote) {
  const summary = page.getByRole('region', { name: 'Price of your stay' });
  for (const [label, amount] of [
    ['Subtotal', quote.subtotal],
    ['Services Charge (10%)', quote.serviceCharge],
    ['Total (BDT)', quote.total],
  ] as const) {
    await expect(
      summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd'),
      label,
    ).toHaveText(formatBdt(amount));
  }
}

test('a guest adds two extras with the keyboard, keeps them over a reload and books them', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const stay = randomStay();
  // Signed up in the browser's own session: the guest is signed in.
  await signUpGuest(page.request, baseURL ?? '');
  await chooseFirstResult(page, stay);
  const bare = await serverQuote(page, stay);
  await expectTotals(page, bare.quote);

  const extras = page.getByRole('region', { name: 'Enhance your stay' });
  await expect(extras.getByText('70 BDT per night')).toBeVisible();

  // Breakfast in Bed, twice: Space ticks it, Tab reaches its quantity, an arrow raises it.
  const breakfast = extras.getByRole('checkbox', { name: 'Breakfast in Bed' });
  await breakfast.focus();
  await page.keyboard.press('Space');
  await expect(breakfast).toBeChecked();
  await page.keyboard.press('Tab');
  const quantity = extras.getByRole('combobox', { name: 'Quantity of Breakfast in Bed' });
  await expect(quantity).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(quantity).toHaveValue('2');
  // The next extra is one Tab on: Bicycle Hire, once.
  await page.keyboard.press('Tab');
  const bicycle = extras.getByRole('checkbox', { name: 'Bicycle Hire' });
  await expect(bicycle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bicycle).toBeChecked();

  // The subtotal and total are the server's, for the nights and the two extras.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const priced = await serverQuote(page, stay);
  expect(priced.quote.extras.map(({ name, quantity: count }) => [name, count])).toEqual([
    ['Breakfast in Bed', 2],
    ['Bicycle Hire', 1],
  ]);
  expect(priced.quote.subtotal).toBeGreaterThan(bare.quote.subtotal);
  await expectTotals(page, priced.quote);
  const breakfastLine = priced.quote.extras[0];
  await expect(
    page
      .getByRole('region', { name: 'Price of your stay' })
      .getByText(`Breakfast in Bed × 2, per night: ${formatBdt(breakfastLine?.amount ?? 0)}`),
  ).toBeVisible();
  await expectAccessible(page);

  // A reload keeps them.
  await page.reload();
  await expect(extras.getByRole('checkbox', { name: 'Breakfast in Bed' })).toBeChecked();
  await expect(extras.getByRole('combobox', { name: 'Quantity of Breakfast in Bed' })).toHaveValue(
    '2',
  );
  await expect(extras.getByRole('checkbox', { name: 'Bicycle Hire' })).toBeChecked();
  await expect(extras.getByRole('checkbox', { name: 'Spa Access' })).not.toBeChecked();
  await expectTotals(page, priced.quote);

  await page.getByRole('button', { name: 'Reserve Now' }).click();
  await expect(page).toHaveURL(/\/booking\?confirmed=/);
  const booked = page.getByRole('region', { name: 'Extra services' });
  await expect(booked).toContainText('Breakfast in Bed × 2');
  await expect(booked).toContainText('Bicycle Hire');
  await expect(page.getByRole('main')).toContainText(formatBdt(priced.quote.total));

  // The stored booking holds the extras at the prices quoted.
  const bookingId = new URL(page.url()).searchParams.get('confirmed') ?? '';
  const stored = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking;
  expect(stored.extras).toEqual(priced.quote.extras);
  expect(stored.subtotal).toBe(priced.quote.subtotal);
  expect(stored.total).toBe(priced.quote.total);

  // The booking list names them beside the stay.
  await page.goto('/dashboard');
  await expect(bookingEntry(page, stored.reference)).toContainText(
    'Breakfast in Bed × 2, Bicycle Hire',
  );
});
