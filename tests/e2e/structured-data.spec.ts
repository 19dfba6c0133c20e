import type { APIRequestContext, Page } from '@playwright/test';
import { hotel } from '#shared/hotel.ts';
import { localizedPath } from '#shared/locale.ts';
import { formatBdt } from '#shared/money.ts';
import { type PageEntry, type PageName, pages } from '#shared/pages.ts';
import type { Suite } from '#shared/suite.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { bn } from '#tests/e2e/support/bengali.ts';
import { carouselIn } from '#tests/e2e/support/public-pages.ts';

/**
 * What search engines read of the public pages (issue 37): schema.org JSON-LD, in the server's
 * HTML, describing only what the page shows, in the page's language.
 */

type Node = Record<string, unknown>;
type Language = 'en' | 'bn';

/** The pages that describe the hotel, and the one that describes a suite. */
const HOTEL_PAGES = ['home', 'about', 'contact'] as const;
const SUITE_PAGE: PageName = 'suite';

const BLOCK = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** Every JSON-LD block of the server's HTML, parsed: a block that is no JSON fails here. */
function blocksInHtml(html: string): unknown[] {
  return [...html.matchAll(BLOCK)].map((match) => JSON.parse(match[1] ?? ''));
}

/** Every JSON-LD block of the page as the browser has it. */
async function blocksOnPage(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/** Every typed node of the blocks, nested ones too. */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== 'object') return [];
  const node = value as Node;
  const nested = Object.values(node).flatMap(nodesOf);
  return '@type' in node ? [node, ...nested] : nested;
}

function isOfType(node: Node, type: string): boolean {
  const types = node['@type'];
  return Array.isArray(types) ? types.includes(type) : types === type;
}

function nodesOfType(blocks: unknown[], type: string): Node[] {
  return nodesOf(blocks).filter((node) => isOfType(node, type));
}

/** The one node of `type` in the blocks. */
function onlyNode(blocks: unknown[], type: string): Node {
  const found = nodesOfType(blocks, type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0] as Node;
}

/** `value` as a node of `type`. */
function nodeOf(value: unknown, type: string): Node {
  expect(value, type).toEqual(expect.objectContaining({ '@type': type }));
  return value as Node;
}

/** Each page of the manifest that anyone may open, at an address a visitor would open. */
function publicAddresses(suiteId: string): { name: PageName; path: string }[] {
  return (Object.entries(pages) as [PageName, PageEntry][]).flatMap(([name, entry]) =>
    entry.path === null || entry.access !== 'public'
      ? []
      : [{ name, path: entry.path.replace(':id', suiteId) }],
  );
}

async function firstSuite(request: APIRequestContext): Promise<Suite> {
  const [suite] = (await (await request.get('/api/suites')).json()) as Suite[];
  if (!suite) throw new Error('no suite to show');
  return suite;
}

/** The lowest and highest nightly price of the suites on sale. */
async function nightlyPrices(request: APIRequestContext) {
  const suites = (await (await request.get('/api/suites')).json()) as Suite[];
  const prices = suites.map((suite) => suite.pricePerNight);
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}

/** Records the page's CSP violations, from before its first script. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** An absolute URL on this site, whose file or page is there. */
async function expectSiteUrl(request: APIRequestContext, url: unknown, baseURL: string) {
  expect(typeof url).toBe('string');
  expect(new URL(url as string).origin).toBe(new URL(baseURL).origin);
  const answer = await request.get(url as string);
  expect(answer.status(), url as string).toBe(200);
}

/** The hotel's schema.org properties, checked against what the site says of it. */
async function expectHotel(
  request: APIRequestContext,
  node: Node,
  language: Language,
  baseURL: string,
) {
  const words = (message: { id: string; defaultMessage: string }) =>
    language === 'bn' ? bn(message.id) : message.defaultMessage;
  expect(node.name).toBe(hotel.name);
  expect(node.description).toBe(words(hotel.tagline));
  expect(node.url).toBe(new URL(localizedPath(language, '/'), baseURL).href);
  const address = nodeOf(node.address, 'PostalAddress');
  expect(address).toMatchObject({
    streetAddress: words(hotel.address.street),
    addressLocality: words(hotel.address.locality),
    addressRegion: words(hotel.address.region),
    postalCode: hotel.postalCode,
    addressCountry: 'BD',
  });
  const geo = nodeOf(node.geo, 'GeoCoordinates');
  expect(typeof geo.latitude).toBe('number');
  expect(typeof geo.longitude).toBe('number');
  expect(node.telephone).toBe(hotel.phone.e164);
  expect(node.checkinTime).toBe(hotel.checkIn.from);
  expect(node.checkoutTime).toBe(hotel.checkOut.until);
  const { lowest, highest } = await nightlyPrices(request);
  expect(node.priceRange).toBe(`${formatBdt(lowest, language)} – ${formatBdt(highest, language)}`);
  for (const feature of (node.amenityFeature as unknown[] | undefined) ?? []) {
    const amenity = nodeOf(feature, 'LocationFeatureSpecification');
    expect(typeof amenity.name).toBe('string');
    expect(amenity.value).toBe(true);
  }
}

/** The photos the hotel's or suite's node names: absolute, there, and on the page. */
async function expectShownPhotos(
  page: Page,
  request: APIRequestContext,
  images: unknown,
  baseURL: string,
) {
  expect(Array.isArray(images)).toBe(true);
  for (const image of images as unknown[]) {
    await expectSiteUrl(request, image, baseURL);
    const path = new URL(image as string).pathname;
    await expect(page.locator(`img[src="${path}"]`).first(), path).toBeAttached();
  }
}

test.describe('structured data for search engines', () => {
  test.use({ reducedMotion: 'reduce' });
  // An unsubscribe link opened without its token says so.
  test.use({ allowHttpErrors: ['/api/newsletter/unsubscribe'] });

  for (const language of ['en', 'bn'] as const) {
    test(`every public page's JSON-LD parses, in the server's HTML too (${language})`, async ({
      page,
      request,
    }) => {
      test.slow(); // every public page, twice
      await watchCsp(page);
      const suite = await firstSuite(request);
      for (const { name, path } of publicAddresses(suite.id)) {
        const address = localizedPath(language, path);
        const html = await (await request.get(address)).text();
        const served = blocksInHtml(html);
        await page.goto(address);
        const shown = await blocksOnPage(page);
        expect(await cspViolations(page), `${address}: CSP`).toEqual([]);

        const hotels = (HOTEL_PAGES as readonly PageName[]).includes(name) ? 1 : 0;
        const rooms = name === SUITE_PAGE ? 1 : 0;
        for (const [where, blocks] of [
          ['server', served],
          ['browser', shown],
        ] as const) {
          expect(nodesOfType(blocks, 'Hotel'), `${address} (${where}): Hotel`).toHaveLength(hotels);
          expect(nodesOfType(blocks, 'HotelRoom'), `${address} (${where}): HotelRoom`).toHaveLength(
            rooms,
          );
          for (const block of blocks) {
            expect(block, `${address} (${where})`).toMatchObject({
              '@context': 'https://schema.org',
              '@type': 'WebPage',
              inLanguage: language,
            });
          }
        }
      }
    });

    test(`home, about and contact describe the hotel as they show it (${language})`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow(); // three pages, each photo fetched
      const site = baseURL ?? '';
      for (const name of HOTEL_PAGES) {
        const address = localizedPath(language, pages[name].path);
        // Read again if the suites' prices changed between the page and the test's own look.
        await expect(async () => {
          await page.goto(address);
          const blocks = await blocksOnPage(page);
          expect(blocks[0]).toMatchObject({ url: new URL(address, site).href });
          const node = onlyNode(blocks, 'Hotel');
          await expectHotel(request, node, language, site);
          if (node.image !== undefined) await expectShownPhotos(page, request, node.image, site);
          // Reviews are on the home page only: the others rate nothing.
          if (name !== 'home') expect(node).not.toHaveProperty('aggregateRating');
        }).toPass({ timeout: 20_000 });
      }
    });
  }

  test("the hotel's rating is that of the reviews the home page shows", async ({ page }) => {
    await page.goto('/');
    const carousel = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    // The carousel and the data block read the same reviews; if they are fetched again
    // meanwhile (another visitor wrote one), both follow.
    await expect(async () => {
      const labels = await carousel
        .locator('[role="img"][aria-label^="Rated "]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
      const ratings = labels.map((label) => Number(/^Rated (\d)/.exec(label ?? '')?.[1]));
      expect(ratings.length).toBeGreaterThan(0);
      const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;

      const node = onlyNode(await blocksOnPage(page), 'Hotel');
      const rating = nodeOf(node.aggregateRating, 'AggregateRating');
      expect(rating).toMatchObject({
        ratingValue: Math.round(mean * 10) / 10,
        reviewCount: ratings.length,
        bestRating: 5,
      });
    }).toPass();
  });

  for (const language of ['en', 'bn'] as const) {
    test(`a suite's page offers the suite at the price it shows, in BDT (${language})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const site = baseURL ?? '';
      const suite = await firstSuite(request);
      const address = localizedPath(language, `/suites/${suite.id}`);
      const html = await (await request.get(address)).text();
      // In the server's HTML, not added once the page runs.
      onlyNode(blocksInHtml(html), 'HotelRoom');

      await watchCsp(page);
      await page.goto(address);
      const room = onlyNode(await blocksOnPage(page), 'HotelRoom');
      expect(room['@type']).toEqual(['HotelRoom', 'Product']);
      expect(room.url).toBe(new URL(address, site).href);
      // Its name and description as the page writes them, in the page's language.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.name as string);
      await expect(
        page.getByText(room.description as string, { exact: true }).first(),
      ).toBeVisible();

      const bed = nodeOf(room.bed, 'BedDetails');
      expect(typeof bed.typeOfBed).toBe('string');
      expect(bed.numberOfBeds).toBe(Number(suite.bed.split(' ')[0]));
      expect(nodeOf(room.occupancy, 'QuantitativeValue').maxValue).toBe(suite.capacity);
      expect(nodeOf(room.floorSize, 'QuantitativeValue')).toMatchObject({
        value: suite.sizeSqft,
        unitCode: 'FTK',
      });
      await expectShownPhotos(page, request, room.image, site);

      const offer = nodeOf(room.offers, 'Offer');
      expect(offer).toMatchObject({
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: room.url,
      });
      // The price the page shows, "From … per night".
      await expect(
        page.getByText(formatBdt(offer.price as number, language), { exact: true }).first(),
      ).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
    });
  }
});
