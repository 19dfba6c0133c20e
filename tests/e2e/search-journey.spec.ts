import type { Locator, Page } from '@playwright/test';
import type { Availability } from '#shared/availability.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { logInThroughForm } from '#tests/e2e/support/accounts.ts';
import { randomStay, type StayDates, searchPath, signUpGuest } from '#tests/e2e/support/booking.ts';

/**
 * The search as a guest feels it: what it does while it works, how it fails, how it orders its
 * results, and how a suite chosen on the home page travels to the reservation and through log-in.
 */

test.use({ reducedMotion: 'reduce' });

const AVAILABILITY = '/api/suites/availability';
const isAvailability = (url: URL) => url.pathname === AVAILABILITY;

/** Answers every availability search with this error; returns how many searches were asked. */
async function failSearches(page: Page, status: number, error: { code: string; message: string }) {
  let requests = 0;
  await page.route(isAvailability, (route) => {
    requests++;
    return route.fulfill({ status, json: { error } });
  });
  return () => requests;
}

/** Runs a search from the form, as a guest does (the page then asks the API from the browser). */
async function searchFromForm(page: Page, stay: StayDates) {
  const form = page.getByRole('form', { name: 'Search suites' });
  await form.getByLabel('Check In').fill(stay.checkIn);
  await form.getByLabel('Check Out').fill(stay.checkOut);
  await form.getByRole('button', { name: 'Search' }).click();
}

/** The Confirm Booking buttons a guest can use now: not inside an inert part of the page. */
function liveConfirmButtons(page: Page): Promise<number> {
  return page
    .locator('article')
    .getByRole('button', { name: 'Confirm Booking', includeHidden: true })
    .evaluateAll(
      (buttons) =>
        buttons.filter(
          (button) => button.closest('[inert]') === null && !(button as HTMLButtonElement).disabled,
        ).length,
    );
}

async function suiteNames(page: Page): Promise<string[]> {
  return (await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map(
    (name) => name.trim(),
  );
}

async function expectedOrder(
  page: Page,
  stay: StayDates,
  direction: 'asc' | 'desc',
): Promise<string[]> {
  const response = await page.request.get(
    `${AVAILABILITY}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=1&children=0`,
  );
  const { suites } = (await response.json()) as Availability;
  const sign = direction === 'asc' ? 1 : -1;
  return [...suites]
    .sort((a, b) => sign * (a.quote.total - b.quote.total))
    .map(({ suite }) => suite.name);
}

test.describe('a search in progress', () => {
  test('leaves the previous results on screen but out of reach until the answer comes', async ({
    page,
  }) => {
    const first = randomStay();
    const second = randomStay();
    await page.goto(searchPath(first, 1));
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    const shown = await page.getByRole('article').count();
    expect(shown).toBeGreaterThan(1);
    // Live once the page has come alive (buttons wait for hydration).
    await expect.poll(() => liveConfirmButtons(page)).toBe(shown);

    // The answer to the new search waits until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => isAvailability(url) && url.searchParams.get('checkIn') === second.checkIn,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await searchFromForm(page, second);

    const status = page.getByRole('status').filter({ hasText: /^Searching / });
    await expect(status).toBeVisible();
    await expect(status).toContainText(formatStayDate(second.checkIn));
    // Still shown (dimmed), in the busy part of the page, but none can be pressed.
    await expect(page.locator('[aria-busy="true"] article').first()).toBeVisible();
    await expect(page.locator('article')).toHaveCount(shown);
    expect(await liveConfirmButtons(page)).toBe(0);
    // Nor can the keyboard reach them.
    await page
      .getByRole('form', { name: 'Search suites' })
      .getByRole('button', { name: 'Search' })
      .focus();
    const reached: string[] = [];
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(reached.join(' | ')).not.toContain('Confirm Booking');

    release();
    await expect(status).toBeHidden();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const count = await page.getByRole('article').count();
    await expect.poll(() => liveConfirmButtons(page)).toBe(count);

    // Booking now takes the new dates.
    await page.getByRole('button', { name: 'Confirm Booking' }).first().click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('main')).toContainText(formatStayDate(second.checkIn));
  });
});

test.describe('a failing search', () => {
  test.use({ allowHttpErrors: [AVAILABILITY] });

  test('shows its error and Retry within 2 s of a server error, after one quick retry', async ({
    page,
  }) => {
    const requests = await failSearches(page, 500, {
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
    });
    await page.goto('/allSuites');
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await searchFromForm(page, randomStay());
    await expect(page.getByText('We could not check availability')).toBeVisible({
      timeout: 2_000,
    });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(requests()).toBe(2);

    // Retry asks again, once more with its one quick retry.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(requests).toBe(4);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('does not ask again after a 4xx: the answer would be the same', async ({ page }) => {
    const requests = await failSearches(page, 400, {
      code: 'VALIDATION_ERROR',
      message: 'This search cannot be run.',
    });
    await page.goto('/allSuites');
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await searchFromForm(page, randomStay());
    await expect(page.getByText('We could not check availability')).toBeVisible();
    await expect(page.getByText('This search cannot be run.')).toBeVisible();
    // Longer than a retry's delay: nothing more is asked.
    await page.waitForTimeout(1_000);
    expect(requests()).toBe(1);
  });
});

test.describe('sorting the results', () => {
  test('orders by price both ways, and the URL keeps the order across a reload', async ({
    page,
  }) => {
    const stay = randomStay();
    await page.goto(searchPath(stay, 1));
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    const sortBy = page.getByLabel('Sort by');
    await expect(sortBy).toHaveValue('recommended');

    await sortBy.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    const ascending = await expectedOrder(page, stay, 'asc');
    await expect.poll(() => suiteNames(page)).toEqual(ascending);

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    expect(await suiteNames(page)).toEqual(ascending);
    // The search itself is untouched.
    await expect(page.getByLabel('Check In')).toHaveValue(stay.checkIn);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
    await expect.poll(() => suiteNames(page)).toEqual(await expectedOrder(page, stay, 'desc'));
  });

  test('an order it does not know is the usual order', async ({ page }) => {
    const stay = randomStay();
    await page.goto(searchPath(stay, 1));
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    const usual = await suiteNames(page);
    await page.goto(`${searchPath(stay, 1)}&sort=cheapest-first`);
    await expect(page.getByLabel('Sort by')).toHaveValue('recommended');
    expect(await suiteNames(page)).toEqual(usual);
  });
});

test.describe('results on a phone', () => {
  test('two cards fit on one screen; the description is a tap (or a key) away', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone screen');
    await page.goto(searchPath(randomStay(), 1));
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(1);

    // Scroll the first card to just under the sticky header, as far as a guest can see it.
    const headerHeight = (await page.locator('header').first().boundingBox())?.height ?? 0;
    await cards.first().evaluate((card, offset) => {
      window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - offset);
    }, headerHeight);
    const viewport = page.viewportSize();
    const second = await cards.nth(1).boundingBox();
    expect(second).not.toBeNull();
    expect((second?.y ?? 0) + (second?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);

    const card = cards.first();
    const description = card.locator('details p');
    await expect(description).toBeHidden();
    await card.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(description).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(description).toBeHidden();
  });
});

/** The gallery's Booking link of one suite; its suite's name. */
async function galleryBookingLink(page: Page): Promise<{ link: Locator; name: string }> {
  const gallery = page.getByRole('region', {
    name: 'STEP INTO A ROOM THAT BLURS THE LINES BETWEEN DREAMS AND REALITY',
  });
  await gallery.scrollIntoViewIfNeeded();
  // The last of the six: never the search's first result by chance.
  const link = gallery.getByRole('link', { name: /^Booking/ }).last();
  await expect(link).toBeVisible();
  const name = ((await link.getAttribute('aria-label')) ?? '').replace(/^Booking: /, '');
  return { link, name };
}

test.describe('the suite chosen on the home page', () => {
  test('is marked and offered first, and kept through the search, the summary and log-in', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // the whole journey, with a log-in
    const guest = await signUpGuest(request, baseURL ?? '');
    await page.goto('/');
    const { link, name } = await galleryBookingLink(page);
    await link.click();

    await expect(page).toHaveURL(/\/allSuites\?suite=[0-9a-f-]{36}$/);
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(first.getByText('Your choice')).toBeVisible();
    await expect(page.getByText('Your choice')).toHaveCount(1);

    const stay = randomStay();
    await searchFromForm(page, stay);
    await expect(page).toHaveURL(/[?&]suite=[0-9a-f-]{36}(&|$)/);
    await expect(page).toHaveURL(new RegExp(`checkIn=${stay.checkIn}`));
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(first.getByText('Your choice')).toBeVisible();

    await first.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(formatStayDate(stay.checkIn));
    // Changing the dates goes back to the search with the suite still chosen.
    await expect(page.getByRole('link', { name: 'Change dates or suite' })).toHaveAttribute(
      'href',
      /[?&]suite=[0-9a-f-]{36}(&|$)/,
    );

    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbooking$/);
    await logInThroughForm(page, guest);

    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(formatStayDate(stay.checkIn));
    await expect(page.getByRole('main')).toContainText(formatStayDate(stay.checkOut));
    await expect(page.getByRole('button', { name: 'Reserve Now' })).toBeEnabled();
  });

  test('an unknown suite in the URL is ignored', async ({ page }) => {
    await page.goto('/allSuites?suite=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText('Your choice')).toHaveCount(0);
    await page.goto(`${searchPath(randomStay(), 1)}&suite=not-a-suite`);
    await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText('Your choice')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm Booking' }).first()).toBeEnabled();
  });
});
