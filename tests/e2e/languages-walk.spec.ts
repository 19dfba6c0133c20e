import type { Page } from '@playwright/test';
import { type PageEntry, pages } from '#shared/pages.ts';
import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';
import { latinWords } from './support/bengali.ts';
import { signInAsAdmin } from './support/shell.ts';

/**
 * Every page of the route manifest, in Bengali (issue 36), at the project's width (a phone's and
 * a desktop's): no English word a reader did not choose, and axe clean. Words in Latin letters
 * are reported unless they are the brand, an address (e-mail, web, a booking's reference), a
 * person's name, or data the page shows as it was written (a suite's name and description, an
 * extra's name, a guest's review).
 */

interface SuiteData {
  id: string;
  name: string;
  description: string;
}

/** A person's name, the first name a greeting uses, and the initials an avatar shows. */
const nameAndInitials = (name: string) => [
  name,
  name.trim().split(/\s+/)[0] ?? '',
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase(),
];

/**
 * What the pages show as it was written, none of it the site's words: the suites' names and
 * descriptions and the extras' names as the hotel wrote them in Bengali (in English where it
 * gave none: a suite another test added), guests' reviews, people's names. Asked for after each
 * page is drawn, so anything another test adds meanwhile is known too.
 */
async function dataTexts(page: Page, access: PageEntry['access']): Promise<string[]> {
  // As a Bengali page asks: the data in Bengali where the hotel wrote it so, else as written.
  const get = async <T>(path: string): Promise<T | undefined> => {
    const answer = await page.request.get(path, { headers: { 'accept-language': 'bn' } });
    return answer.ok() ? ((await answer.json()) as T) : undefined;
  };
  const suites = (await get<SuiteData[]>('/api/suites')) ?? [];
  const reviews =
    (await get<{ name: string; address: string; comment: string }[]>('/api/reviews')) ?? [];
  const extras = (await get<{ name: string }[]>('/api/extras')) ?? [];
  const texts = [
    ...suites.flatMap((suite) => [suite.name, suite.description]),
    ...reviews.flatMap((review) => [
      review.comment,
      review.address,
      ...nameAndInitials(review.name),
    ]),
    ...extras.map((extra) => extra.name),
  ];
  if (access !== 'public') {
    const me = await get<{ name: string }>('/api/me');
    if (me) texts.push(...nameAndInitials(me.name));
    // The guest's own reviews, in their words.
    const mine = await get<{ reviews: { comment: string; address: string }[] }>(
      '/api/reviews/mine',
    );
    for (const review of mine?.reviews ?? []) texts.push(review.comment, review.address);
    const bookings = await get<{
      bookings: { guest: { name: string }; specialRequests: string | null }[];
    }>('/api/bookings?limit=500');
    for (const booking of bookings?.bookings ?? []) {
      texts.push(...nameAndInitials(booking.guest.name));
      // What the guest asked for, in their words.
      if (booking.specialRequests) texts.push(booking.specialRequests);
    }
  }
  if (access === 'admin') {
    const users = await get<{ users: { name: string }[] }>('/api/admin/users');
    for (const user of users?.users ?? []) texts.push(...nameAndInitials(user.name));
    // Every review, hidden ones too, as staff see them: a guest's own words.
    const all = await get<{ reviews: { name: string; address: string; comment: string }[] }>(
      '/api/admin/reviews?limit=100',
    );
    for (const review of all?.reviews ?? []) {
      texts.push(review.comment, review.address, ...nameAndInitials(review.name));
    }
    // Messages sent through the contact form: the sender's words and name.
    const inbox = await get<{ messages: { name: string; message: string }[] }>(
      '/api/admin/inbox?filter=all&offset=0&limit=100',
    );
    for (const message of inbox?.messages ?? []) {
      texts.push(message.message, ...nameAndInitials(message.name));
    }
    // Every user's name and initials, however many pages the list has.
    const everyone = await get<{ users: { name: string }[] }>('/api/admin/users?limit=100');
    for (const user of everyone?.users ?? []) texts.push(...nameAndInitials(user.name));
    // What staff wrote of every suite and extra, archived and switched off ones too (another
    // test may have added them meanwhile), and their blocks' reasons.
    const allSuites =
      await get<{ id: string; name: string; nameBn: string | null; description: string }[]>(
        '/api/admin/suites',
      );
    for (const suite of allSuites ?? [])
      texts.push(suite.name, suite.nameBn ?? '', suite.description);
    const allExtras = await get<{ extras: { name: string; nameBn: string | null }[] }>(
      '/api/admin/extras',
    );
    for (const extra of allExtras?.extras ?? []) texts.push(extra.name, extra.nameBn ?? '');
    for (const suite of allSuites ?? []) {
      const blocks = await get<{ blocks: { reason?: string | null }[] }>(
        `/api/suites/${suite.id}/blocks`,
      );
      for (const block of blocks?.blocks ?? []) texts.push(block.reason ?? '');
    }
    // Promo codes are what staff typed: a code is a code in every language.
    const codes = await get<{ promoCodes: { code: string }[] }>('/api/admin/promo-codes');
    for (const promo of codes?.promoCodes ?? []) texts.push(promo.code);
  }
  // Longest first: a name inside a longer text is taken out with it.
  return texts.filter(Boolean).sort((a, b) => b.length - a.length);
}

/** Each page of the manifest with a path, at an address a visitor would open. */
function addresses(suiteId: string): { name: string; path: string; access: PageEntry['access'] }[] {
  return Object.entries(pages).flatMap(([name, entry]: [string, PageEntry]) => {
    if (entry.path === null) return [];
    let path = entry.path.replace(':id', suiteId);
    if (name === 'dashboardEditSuite') path += `?id=${suiteId}`;
    return [{ name, path, access: entry.access }];
  });
}

test.describe('every page in Bengali', () => {
  test.use({ reducedMotion: 'reduce' });
  // The booking page without a draft goes to the suites; an unsubscribe link without its token
  // says so: both are pages a visitor can meet.
  test.use({ allowHttpErrors: ['/api/newsletter/unsubscribe'] });

  for (const access of ['public', 'signed-in', 'admin'] as const) {
    test(`${access} pages speak Bengali, with no English left`, async ({ page, baseURL }) => {
      // Some twenty pages, each checked by axe and against the data it shows.
      test.setTimeout(300_000);
      const [suite] = (await (await page.request.get('/api/suites')).json()) as SuiteData[];
      if (!suite) throw new Error('no suite to show');
      if (access === 'signed-in') {
        const guest = demoAccount('guest');
        const response = await page.request.post('/api/auth/sign-in/email', {
          data: guest,
          headers: { origin: baseURL ?? '' },
        });
        expect(response.status()).toBe(200);
      }
      if (access === 'admin') await signInAsAdmin(page, baseURL);
      const english: string[] = [];
      for (const address of addresses(suite.id).filter((entry) => entry.access === access)) {
        await page.goto(`/bn${address.path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${address.path}: horizontal scroll`).toBeLessThanOrEqual(0);
        const words = await latinWords(page, await dataTexts(page, access));
        if (words.length > 0) english.push(`${address.path}: ${[...new Set(words)].join(' ')}`);
        await expectAccessible(page);
      }
      expect(english, 'English words on Bengali pages').toEqual([]);
    });
  }
});

test("the hotel's own words are in Bengali on its Bengali pages", async ({ page }) => {
  await page.goto('/bn/allSuites');
  const names = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(names.first()).toHaveText(/[\u0980-\u09ff]/);
  // And in English on its English pages.
  await page.goto('/allSuites');
  await expect(names.first()).toHaveText(/^[\x20-\x7e’]+$/);
});

test.describe('the Bengali pages on the narrowest phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

  test('fit 360 px: the longer words wrap, nothing scrolls sideways', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one width, measured once');
    const [suite] = (await (await page.request.get('/api/suites')).json()) as SuiteData[];
    if (!suite) throw new Error('no suite to show');
    for (const address of addresses(suite.id).filter((entry) => entry.access === 'public')) {
      await page.goto(`/bn${address.path}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${address.path}: horizontal scroll`).toBeLessThanOrEqual(0);
    }
  });
});
