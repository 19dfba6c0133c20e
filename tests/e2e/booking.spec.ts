import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { addDays, hotelToday, type Quote, quoteStay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import { demoAccount, expect, expectAccessible, mailedLink, test } from './fixtures.ts';

/**
 * The booking engine as a guest and an admin use it. Desktop and phone run these against one
 * server and database, so every test books its own random dates far ahead: no two tests (or
 * projects) compete for the same suite and nights.
 */

const ADMIN = demoAccount('admin');

interface StayDates {
  checkIn: string;
  checkOut: string;
  nights: number;
}

function randomStay(): StayDates {
  const nights = 2 + Math.floor(Math.random() * 3);
  // Within the booking horizon (500 days), spread wide so tests rarely want the same nights.
  const checkIn = addDays(hotelToday(), 30 + Math.floor(Math.random() * 460));
  return { checkIn, checkOut: addDays(checkIn, nights), nights };
}

function searchPath({ checkIn, checkOut }: StayDates, adults: number, children = 0) {
  return `/allSuites?checkIn=${checkIn}&checkOut=${checkOut}&adults=${adults}&children=${children}`;
}

let accounts = 0;
/** A new guest account, made through the API; returns what the log-in form needs. */
async function signUpGuest(request: APIRequestContext, baseURL: string) {
  accounts++;
  const guest = {
    name: `Nadia Karim ${accounts}`,
    email: `booker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'tea garden mornings',
    phone: '+880 1711 245880',
  };
  const response = await request.post('/api/auth/sign-up/email', {
    data: guest,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return guest;
}

async function signInThroughApi(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Books `stay` of a suite for one adult as whoever `request` is signed in as. Without a `stay`,
 * a random one: other tests book the same suites at random dates too, so a random stay someone
 * else just took is tried again at other dates.
 */
async function bookThroughApi(
  request: APIRequestContext,
  baseURL: string,
  suiteId: string,
  chosen?: StayDates,
): Promise<StayDates> {
  for (let attempt = 1; ; attempt++) {
    const stay = chosen ?? randomStay();
    const booked = await request.post('/api/bookings', {
      data: { suiteId, checkIn: stay.checkIn, checkOut: stay.checkOut, adults: 1, children: 0 },
      headers: { origin: baseURL },
    });
    if (!chosen && booked.status() === 409 && attempt < 5) continue;
    expect(booked.status(), await booked.text()).toBe(201);
    return stay;
  }
}

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

/** A booking in the list: a table row on desktop, a card on a phone. */
function bookingEntry(page: Page, reference: string): Locator {
  return page.locator('tr, article').filter({ hasText: reference }).filter({ visible: true });
}

/** Opens the search for `stay`, takes its first result to the reservation summary; its name. */
async function chooseFirstResult(page: Page, stay: StayDates): Promise<string> {
  await page.goto(searchPath(stay, 1));
  const first = page.getByRole('article').first();
  const suiteName = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await first.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('button', { name: 'Reserve Now' })).toBeVisible();
  return suiteName;
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
    const quote = quoteStay(suite.pricePerNight, stay.nights);
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
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password', { exact: true }).fill(guest.password);
    await page.getByRole('button', { name: 'Log In' }).click();
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
      subtotal: stored.subtotal,
      discount: stored.discount,
      serviceCharge: stored.serviceCharge,
      vat: stored.vat,
      tax: stored.tax,
      total: stored.total,
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
    await expect(entry).toContainText('Confirmed');
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
    await expect(entry).toContainText('Confirmed');

    await entry.getByRole('button', { name: `Delete booking ${reference}` }).click();
    await confirm.getByRole('button', { name: 'Yes, Delete it!' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
      'is cancelled',
    );
    await expect(entry).toContainText('Cancelled');
    await expect(entry.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

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
    await page.getByRole('link', { name: 'Back to the search' }).click();
    await expect(page).toHaveURL(searchPath(stay, 1));
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await expect(resultCard(page, suiteName)).toHaveCount(0);
  });
});

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
    await expect(entry).toContainText('Confirmed');
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

test.describe('an email not yet confirmed', () => {
  // The booking past the cap is refused (403) before the guest confirms.
  test.use({ reducedMotion: 'reduce', allowHttpErrors: ['/api/bookings'] });

  test('a guest who has not confirmed their email is told why at the cap, and confirms from there', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const guest = await signUpGuest(page.request, baseURL ?? '');
    const suites = (await (await page.request.get('/api/suites')).json()) as Suite[];
    // Three upcoming stays: as many as an unconfirmed account may hold.
    for (const suite of suites.slice(0, 3)) {
      await bookThroughApi(page.request, baseURL ?? '', suite.id);
    }

    const stay = randomStay();
    await chooseFirstResult(page, stay);
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'You can hold 3 upcoming stays until you confirm your email address',
    );
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(alert).toContainText(`Sent to ${guest.email}`);

    const link = mailedLink(guest.email, '/api/auth/verify-email');
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

    // Confirmed, the same stay books.
    await chooseFirstResult(page, stay);
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/booking\?confirmed=/);
  });
});
