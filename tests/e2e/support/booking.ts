import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, hotelToday } from '#shared/stay.ts';
import { expect } from '#tests/e2e/fixtures.ts';

export interface StayDates {
  checkIn: string;
  checkOut: string;
  nights: number;
}

export function randomStay(): StayDates {
  const nights = 2 + Math.floor(Math.random() * 3);
  // Within the booking horizon (500 days), spread wide so tests rarely want the same nights.
  const checkIn = addDays(hotelToday(), 30 + Math.floor(Math.random() * 460));
  return { checkIn, checkOut: addDays(checkIn, nights), nights };
}

export function searchPath({ checkIn, checkOut }: StayDates, adults: number, children = 0) {
  return `/allSuites?checkIn=${checkIn}&checkOut=${checkOut}&adults=${adults}&children=${children}`;
}

let accounts = 0;
/** A new guest account, made through the API; returns what the log-in form needs. */
export async function signUpGuest(request: APIRequestContext, baseURL: string) {
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

/**
 * Books `stay` of a suite for one adult as whoever `request` is signed in as. Without a `stay`,
 * a random one: other tests book the same suites at random dates too, so a random stay someone
 * else just took is tried again at other dates.
 */
export async function bookThroughApi(
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

/** A booking in the list: a table row on desktop, a card on a phone. */
export function bookingEntry(page: Page, reference: string): Locator {
  return page.locator('tr, article').filter({ hasText: reference }).filter({ visible: true });
}

/**
 * Opens the search for `stay`, takes its first result to the reservation summary; its name.
 * Other tests book the same suites meanwhile: when the summary says another booking took the
 * suite between the search and the summary, the search is run again (it no longer offers it).
 */
export async function chooseFirstResult(page: Page, stay: StayDates): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(searchPath(stay, 1));
    const first = page.getByRole('article').first();
    const suiteName = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await first.getByRole('button', { name: 'Confirm Booking' }).click();
    const reserve = page.getByRole('button', { name: 'Reserve Now' });
    const taken = page.getByText('is no longer free for these dates');
    await expect(reserve.or(taken)).toBeVisible();
    if (attempt < 3 && (await taken.isVisible())) continue;
    await expect(reserve).toBeVisible();
    return suiteName;
  }
}
