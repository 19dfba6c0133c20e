// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { hotel } from '#shared/hotel.ts';
import type { SuiteDetail } from '#shared/suite.ts';
import { HotelStructuredData } from './hotel-structured-data.tsx';
import { SiteOriginContext } from './site-origin.ts';
import { StructuredData } from './structured-data.tsx';
import { SuiteStructuredData } from './suite-structured-data.tsx';

const ORIGIN = 'https://hotel.example';

/** What the server renderer writes for `element` at `path`. */
function serverHtml(element: React.ReactNode, path = '/') {
  return renderToString(
    <SiteOriginContext value={ORIGIN}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </SiteOriginContext>,
  );
}

/** The JSON-LD blocks of some HTML, as a browser parses it. */
function dataBlocks(html: string): unknown[] {
  const page = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...page.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

const suite: SuiteDetail = {
  id: '0b5f8f8e-3c1a-4d6e-9a57-2f0c1b7f4e11',
  name: 'Rose </script><script>alert(1)</script> Suite',
  description: 'A corner suite <b>over</b> the tea & the hills.',
  bed: '1 King Bed',
  capacity: 2,
  sizeSqft: 480,
  rating: 5,
  pricePerNight: 21_000,
  weekendPricePerNight: null,
  baseOccupancy: null,
  extraAdultPerNight: 0,
  extraChildPerNight: 0,
  image: { src: '/images/suites/rose-960.webp', srcSet: '', width: 1440, height: 960 },
  photos: [
    { src: '/images/suites/rose-960.webp', srcSet: '', width: 1440, height: 960 },
    { src: '/uploads/rose-bath-960.webp', srcSet: '', width: 1440, height: 960 },
  ],
};

describe('StructuredData', () => {
  test('writes a data block no text in it can end, which parses back as the data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- & -->' };
    const html = renderToString(<StructuredData data={data} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(dataBlocks(html)).toEqual([data]);
  });
});

describe('HotelStructuredData on the server', () => {
  test('is the hotel, with absolute URLs, its price range and the rating of its reviews', () => {
    const html = serverHtml(
      <HotelStructuredData
        nightlyPrices={[21_000, 9_500, 45_000]}
        ratings={[5, 4]}
        amenities={[{ id: 'test.spa', defaultMessage: 'Spa' }]}
        images={['/images/site/hero-1280.webp']}
      />,
      '/about',
    );
    const [page, ...others] = dataBlocks(html);
    expect(others).toEqual([]);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: `${ORIGIN}/about`,
      inLanguage: 'en',
      mainEntity: {
        '@type': 'Hotel',
        name: hotel.name,
        url: `${ORIGIN}/`,
        telephone: hotel.phone.e164,
        priceRange: '9,500 BDT – 45,000 BDT',
        amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Spa', value: true }],
        aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
        image: [`${ORIGIN}/images/site/hero-1280.webp`],
      },
    });
  });

  test('says no price range or rating while it has neither', () => {
    const [page] = dataBlocks(serverHtml(<HotelStructuredData nightlyPrices={undefined} />));
    const entity = (page as { mainEntity: object }).mainEntity;
    expect(entity).not.toHaveProperty('priceRange');
    expect(entity).not.toHaveProperty('aggregateRating');
    expect(entity).not.toHaveProperty('image');
  });
});

describe('SuiteStructuredData on the server', () => {
  const path = `/suites/${suite.id}`;

  test('is the suite on offer at its nightly price, its name kept inside the block', () => {
    const html = serverHtml(<SuiteStructuredData suite={suite} />, path);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [page] = dataBlocks(html);
    expect(page).toMatchObject({
      url: `${ORIGIN}${path}`,
      mainEntity: {
        '@type': ['HotelRoom', 'Product'],
        name: suite.name,
        description: suite.description,
        bed: { '@type': 'BedDetails', numberOfBeds: 1, typeOfBed: '1 King Bed' },
        occupancy: { maxValue: 2 },
        floorSize: { value: 480, unitCode: 'FTK' },
        image: [`${ORIGIN}/images/suites/rose-960.webp`, `${ORIGIN}/uploads/rose-bath-960.webp`],
        offers: { price: 21_000, priceCurrency: 'BDT', url: `${ORIGIN}${path}` },
      },
    });
  });

  test('hydrates without a mismatch where the browser knows the site by another origin', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(<SuiteStructuredData suite={suite} />, path);
    const before = container.innerHTML;
    // The fail-on-console-error setup fails the test on React's hydration errors.
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[path]}>
          <SuiteStructuredData suite={suite} />
        </MemoryRouter>,
      );
    });
    expect(window.location.origin).not.toBe(ORIGIN);
    expect(container.innerHTML).toBe(before);
  });
});
