import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { addDays, hotelToday } from '#shared/stay.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { signInAsAdmin } from './support/shell.ts';

/**
 * Staff price a suite's weekends and seasons and take nights off sale, on the suite's own page;
 * a guest's quote follows at once. The suite is made for this run (the demo suites' prices are
 * what other specs expect) and deleted at the end.
 */

test.use({ reducedMotion: 'reduce' });

/** The first date on or after `from` that falls on `weekday` (0 Sunday … 5 Friday). */
function nextWeekday(from: string, weekday: number): string {
  let date = from;
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

async function quote(request: APIRequestContext, suiteId: string, checkIn: string, nights = 1) {
  const response = await request.get(
    `/api/quote?suiteId=${suiteId}&checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=1&children=0`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    available: boolean;
    quote: { nightly: { date: string; price: number }[] };
  };
}

test('an admin sets a weekend price, a season and a block; guests’ quotes follow', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const name = `Rates Suite ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await signInAsAdmin(page, baseURL);
  const added = await page.request.post('/api/suites', {
    headers: { origin: baseURL ?? '' },
    multipart: {
      name,
      // Dearer than the eight cheapest demo suites: the home gallery (items 3 to 8 by price)
      // never shows it, so no home page another test loads asks for its photo once it is gone.
      price: '25000',
      square: '450',
      address: 'Garden Wing',
      description: 'A garden suite made by the end-to-end tests, for its rates and blocks.',
      bed: '1 Double Bed',
      guest: '2',
      rating: '4',
      photo: {
        name: 'garden.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 480, height: 320, channels: 3, background: '#35513f' },
        })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const suiteId = ((await added.json()) as { id: string }).id;

  // A Monday some weeks ahead: the season is that week, the block a night of the week after.
  const seasonStart = nextWeekday(addDays(hotelToday(), 60), 1);
  const seasonLast = addDays(seasonStart, 6);
  const outsideFriday = addDays(seasonStart, 11);
  const blocked = addDays(seasonStart, 15);
  const human = (date: string) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));

  await page.goto(`/dashboard/editSuite?id=${suiteId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Suite' })).toBeVisible();

  // The weekend price, on the suite's form.
  const details = page.getByRole('form', { name: `Edit ${name}` });
  await details.getByLabel('Weekend price').fill('29000');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Your changes are saved.')).toBeVisible();
  expect((await quote(page.request, suiteId, outsideFriday)).quote.nightly).toEqual([
    { date: outsideFriday, price: 29000 },
  ]);

  // A season: the last night typed, listed as such.
  const seasons = page.getByRole('region', { name: 'Seasons' });
  await expect(seasons.getByText('No seasons yet')).toBeVisible();
  const addSeason = seasons.getByRole('form', { name: 'Add a season' });
  await addSeason.getByLabel('First night').fill(seasonStart);
  await addSeason.getByLabel('Last night').fill(seasonLast);
  await addSeason.getByLabel('Price per night').fill('30000');
  await addSeason.getByLabel('Minimum stay').fill('2');
  await addSeason.getByRole('button', { name: 'Add Season' }).click();
  const seasonRange = `${human(seasonStart)} – ${human(seasonLast)}`;
  await expect(seasons.getByRole('status')).toContainText(`Season added: ${seasonRange}`);
  const seasonRow = seasons.getByRole('listitem').filter({ hasText: seasonRange });
  await expect(seasonRow).toContainText('7 nights');
  await expect(seasonRow).toContainText('30,000 BDT per night · minimum 2 nights');
  await expect(seasonRow).toBeFocused();

  const inSeason = await quote(page.request, suiteId, seasonStart, 2);
  expect(inSeason.quote.nightly.map((night) => night.price)).toEqual([30000, 30000]);

  // A block of one night: listed, and the night cannot be had.
  const blocks = page.getByRole('region', { name: 'Blocked nights' });
  const addBlock = blocks.getByRole('form', { name: 'Block nights' });
  await addBlock.getByLabel('First night').fill(blocked);
  await addBlock.getByLabel('Last night').fill(blocked);
  await addBlock.getByLabel('Reason').fill('Floor polishing');
  await addBlock.getByRole('button', { name: 'Block Nights' }).click();
  const blockRow = blocks.getByRole('listitem').filter({ hasText: human(blocked) });
  await expect(blockRow).toContainText('Floor polishing');
  await expect(blockRow).toContainText('1 night');
  expect((await quote(page.request, suiteId, blocked)).available).toBe(false);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  // Removing the block, once confirmed, frees the night.
  await blockRow.getByRole('button', { name: `Remove the block ${human(blocked)}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Put these nights back on sale?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes, Remove the block' }).click();
  await expect(blocks.getByRole('status')).toContainText(`${human(blocked)} is back on sale.`);
  await expect(blocks.getByText('No blocked nights')).toBeVisible();
  await expect(blocks.getByText('No blocked nights')).toBeFocused();
  expect((await quote(page.request, suiteId, blocked)).available).toBe(true);

  const removed = await page.request.delete(`/api/suites/${suiteId}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(removed.status()).toBe(204);
});
