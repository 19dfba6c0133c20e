import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Booking } from '#shared/booking.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import type { Suite } from '#shared/suite.ts';
import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';
import { signUpGuest } from './support/booking.ts';

/**
 * The front desk as staff use it: a guest arriving today is checked in, their stay found on the
 * occupancy calendar with the keyboard, and the month's figures read and downloaded.
 */

const ADMIN = demoAccount('admin');

test.use({ reducedMotion: 'reduce' });

/** `3 Dec`, as the calendar's bars name their dates. */
const dayAndMonth = (date: string) => formatStayDate(date, 'short').replace(/ \d{4}$/, '');

async function openFromMenu(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Nothing on the page is wider than a phone's screen but what scrolls inside its own frame. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Charts redraw to the new width a moment after the resize: wait for the settled layout.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a guest arriving today is checked in, found on the calendar, and counted in the report', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const today = hotelToday();
  const checkOut = addDays(today, 2);

  // A new guest books a stay that begins today.
  const guest = await signUpGuest(request, origin);
  const search = await request.get(
    `/api/suites/availability?checkIn=${today}&checkOut=${checkOut}&adults=1&children=0`,
  );
  const { suites } = (await search.json()) as { suites: { suite: Suite }[] };
  const suite = suites[0]?.suite;
  if (!suite) throw new Error('no suite free tonight');
  const created = await request.post('/api/bookings', {
    data: { suiteId: suite.id, checkIn: today, checkOut, adults: 1, children: 0 },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as Booking;

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  // The front desk: today's arrival, checked in.
  await page.goto('/dashboard');
  await openFromMenu(page, 'Front Desk');
  const todayDesk = page.getByRole('region', { name: /^Today/ });
  const arrival = todayDesk
    .getByRole('list', { name: 'Arrivals' })
    .getByRole('article', { name: guest.name });
  await expect(arrival).toContainText(reference);
  await expect(arrival).toContainText(suite.name);
  await expect(arrival).toContainText('Upcoming');
  await expect(arrival.getByRole('link', { name: guest.phone })).toHaveAttribute(
    'href',
    `tel:${guest.phone.replace(/[^\d+]/g, '')}`,
  );
  await expectAccessible(page);
  await arrival.getByRole('button', { name: `Check in: ${reference}, ${guest.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
    `${guest.name} is marked checked in`,
  );
  await expect(arrival).toContainText('Checked in');
  await expect(arrival.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
  await expect(page.getByText(/In the house tonight/)).not.toContainText('…');
  await expectNoSidewaysScroll(page);

  // The booking list follows.
  await page.goto(`/dashboard?status=checked_in`);
  await expect(
    page.locator('tr').filter({ hasText: reference }).filter({ visible: true }),
  ).toContainText('Checked in');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/admin/bookings.csv?status=checked_in',
  );

  // The occupancy calendar: the stay's bar, opened with the keyboard.
  await openFromMenu(page, 'Occupancy');
  const bar = page.getByRole('button', {
    name: `${reference}, ${guest.name}, ${dayAndMonth(today)} to ${dayAndMonth(checkOut)}, checked in`,
  });
  await bar.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(details).toContainText(guest.name);
  await expect(details).toContainText(guest.email);
  await expect(details).toContainText('Checked in');
  await expect(
    details.getByRole('button', { name: `Check out: ${reference}, ${guest.name}` }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(bar).toBeFocused();
  await expectNoSidewaysScroll(page);

  // Reports: this month's figures, and the CSV.
  await openFromMenu(page, 'Reports');
  const figures = page.getByRole('definition');
  await expect(figures.first()).toHaveText(/^\d+(\.\d)?%$/);
  await expect(page.getByRole('term').filter({ hasText: 'RevPAR' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Revenue by suite' })).toContainText(suite.name);
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-01-to-\d{4}-\d{2}-01\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'month,nights_on_sale,nights_sold,occupancy_percent,revenue_bdt,adr_bdt,revpar_bdt',
  );
  await expectNoSidewaysScroll(page);
});
