import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotel } from '#shared/hotel.ts';
import { formatBdt } from '#shared/money.ts';
import type { Review } from '#shared/review.ts';
import type { ServerRenderer } from '#shared/server-renderer.ts';
import type { Suite } from '#shared/suite.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The real server renderer (src/web/entry-server.tsx, as the build bundles it) over the API of a
 * seeded database: the pages' JSON-LD is in the HTML the server sends, made from the data the
 * page was rendered with.
 */

const ORIGIN = 'https://chandrabati.example';
const OPTIONS = { origin: ORIGIN, timeZone: 'Asia/Dhaka' };

let t: TestApp;
let renderer: ServerRenderer;

beforeAll(async () => {
  t = await createTestApp();
  ({ renderer } = await import('#web/entry-server.tsx'));
  renderer.setApiTransport(async (url, init) => {
    const response = await t.app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: init.headers as Record<string, string> | undefined,
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  });
});
afterAll(async () => {
  await t?.close();
});

const BLOCK = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

type Node = Record<string, unknown> & { mainEntity: Record<string, unknown> };

/** The page's JSON-LD blocks, parsed. */
async function blocksOf(path: string): Promise<Node[]> {
  const page = await renderer.renderPage(path, OPTIONS);
  expect(page.status).toBe(200);
  return [...page.html.matchAll(BLOCK)].map((match) => JSON.parse(match[1] ?? '') as Node);
}

async function api<T>(url: string): Promise<T> {
  return (await t.app.inject({ url })).json() as T;
}

describe('the server-rendered JSON-LD', () => {
  it.each(['/', '/about', '/contact'])('%s describes the hotel once', async (path) => {
    const blocks = await blocksOf(path);
    expect(blocks).toHaveLength(1);
    const [page] = blocks;
    const suites = await api<Suite[]>('/api/suites');
    const prices = suites.map((suite) => suite.pricePerNight);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: new URL(path, ORIGIN).href,
      inLanguage: 'en',
      mainEntity: {
        '@type': 'Hotel',
        name: hotel.name,
        description: hotel.tagline.defaultMessage,
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', postalCode: '3210', addressCountry: 'BD' },
        geo: { '@type': 'GeoCoordinates', ...hotel.geo },
        telephone: hotel.phone.e164,
        checkinTime: '14:00',
        checkoutTime: '12:00',
        priceRange: `${formatBdt(Math.min(...prices))} – ${formatBdt(Math.max(...prices))}`,
      },
    });
  });

  it("rates the hotel by the home page's reviews, and only there", async () => {
    const reviews = (await api<Review[]>('/api/reviews')).slice(0, 8);
    expect(reviews.length).toBeGreaterThan(0);
    const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    const [home] = await blocksOf('/');
    expect(home?.mainEntity.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Math.round(mean * 10) / 10,
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
    });
    const [about] = await blocksOf('/about');
    expect(about?.mainEntity).not.toHaveProperty('aggregateRating');
  });

  it('offers a suite at the nightly price its page shows, in BDT', async () => {
    const [suite] = await api<Suite[]>('/api/suites');
    if (!suite) throw new Error('no seeded suite');
    const path = `/suites/${suite.id}`;
    const html = (await renderer.renderPage(path, OPTIONS)).html;
    expect(html).toContain(formatBdt(suite.pricePerNight));
    const [page] = await blocksOf(path);
    expect(page?.mainEntity).toMatchObject({
      '@type': ['HotelRoom', 'Product'],
      name: suite.name,
      occupancy: { '@type': 'QuantitativeValue', maxValue: suite.capacity },
      floorSize: { '@type': 'QuantitativeValue', value: suite.sizeSqft, unitCode: 'FTK' },
      offers: {
        '@type': 'Offer',
        price: suite.pricePerNight,
        priceCurrency: 'BDT',
        url: `${ORIGIN}${path}`,
      },
    });
  });

  it('leaves the other public pages without a hotel or a room', async () => {
    for (const path of ['/allSuites', '/faq', '/teams', '/feature', '/login']) {
      expect(await blocksOf(path), path).toEqual([]);
    }
  });

  it('keeps the pages prerenderable for signed-in visitors: a data block is no script', async () => {
    const page = await renderer.prerenderPage('/about', OPTIONS);
    expect(page?.html).toContain('application/ld+json');
  });
});
