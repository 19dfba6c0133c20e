import { describe, expect, it } from 'vitest';
import {
  aggregateRatingOf,
  type HotelFacts,
  hotelStructuredData,
  jsonForHtml,
  priceBounds,
  type SuiteFacts,
  structuredPage,
  suiteStructuredData,
} from './structured-data.ts';

const hotelFacts: HotelFacts = {
  name: 'Chandrabati Heritage Resort',
  description: 'A restored zamindar estate among the tea gardens of Sreemangal',
  url: 'https://hotel.example/',
  address: {
    street: 'Radhanagar Road',
    locality: 'Sreemangal 3210',
    region: 'Moulvibazar',
    postalCode: '3210',
    countryCode: 'BD',
  },
  geo: { latitude: 24.3076, longitude: 91.7315 },
  telephone: '+8801711245880',
  checkIn: '14:00',
  checkOut: '12:00',
};

const suiteFacts: SuiteFacts = {
  name: 'Garden King Suite',
  description: 'A corner suite over the tea.',
  url: 'https://hotel.example/suites/1',
  bed: '2 Single Bed',
  bedLabel: '2 Single Bed',
  capacity: 3,
  sizeSqft: 540,
  pricePerNight: 18_500,
  images: ['https://hotel.example/images/suites/garden-960.webp'],
};

describe('hotelStructuredData', () => {
  it("is a schema.org Hotel with its address, place, phone and times in schema.org's types", () => {
    const data = hotelStructuredData(hotelFacts);
    expect(data).toMatchObject({
      '@type': 'Hotel',
      name: hotelFacts.name,
      description: hotelFacts.description,
      url: 'https://hotel.example/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Radhanagar Road',
        addressLocality: 'Sreemangal 3210',
        addressRegion: 'Moulvibazar',
        postalCode: '3210',
        addressCountry: 'BD',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 24.3076, longitude: 91.7315 },
      telephone: '+8801711245880',
      checkinTime: '14:00',
      checkoutTime: '12:00',
    });
  });

  it('leaves out what the page does not show: no price range, amenities, rating or photos', () => {
    const data = hotelStructuredData({ ...hotelFacts, amenities: [], ratings: [], images: [] });
    for (const property of ['priceRange', 'amenityFeature', 'aggregateRating', 'image']) {
      expect(data).not.toHaveProperty(property);
    }
  });

  it('gives what the page shows: price range, each amenity, the rating of its reviews, photos', () => {
    const data = hotelStructuredData({
      ...hotelFacts,
      priceRange: '12,000 BDT – 45,000 BDT',
      amenities: ['Spa', 'Swimming Pool'],
      ratings: [5, 4, 4],
      images: ['https://hotel.example/images/site/hero-1280.webp'],
    });
    expect(data.priceRange).toBe('12,000 BDT – 45,000 BDT');
    expect(data.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Spa', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Swimming Pool', value: true },
    ]);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.image).toEqual(['https://hotel.example/images/site/hero-1280.webp']);
  });
});

describe('aggregateRatingOf', () => {
  it('is none without reviews, else their mean to one decimal and their count', () => {
    expect(aggregateRatingOf([])).toBeUndefined();
    expect(aggregateRatingOf([5])).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(aggregateRatingOf([5, 4])).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(aggregateRatingOf([1, 2, 2])).toMatchObject({ ratingValue: 1.7, reviewCount: 3 });
  });
});

describe('priceBounds', () => {
  it('is the lowest and highest price, or none for no prices', () => {
    expect(priceBounds([])).toBeUndefined();
    expect(priceBounds([18_500, 9_000, 45_000])).toEqual({ lowest: 9_000, highest: 45_000 });
  });
});

describe('suiteStructuredData', () => {
  it('is a HotelRoom that is also a Product, so its Offer in BDT is valid on it', () => {
    const data = suiteStructuredData(suiteFacts);
    expect(data['@type']).toEqual(['HotelRoom', 'Product']);
    expect(data).toMatchObject({
      name: 'Garden King Suite',
      description: 'A corner suite over the tea.',
      url: 'https://hotel.example/suites/1',
      image: ['https://hotel.example/images/suites/garden-960.webp'],
      offers: {
        '@type': 'Offer',
        price: 18_500,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: 'https://hotel.example/suites/1',
      },
    });
  });

  it('gives the bed as BedDetails, the guests as occupancy and the size in square feet', () => {
    const data = suiteStructuredData(suiteFacts);
    expect(data.bed).toEqual({ '@type': 'BedDetails', numberOfBeds: 2, typeOfBed: '2 Single Bed' });
    expect(data.occupancy).toEqual({ '@type': 'QuantitativeValue', maxValue: 3 });
    expect(data.floorSize).toEqual({ '@type': 'QuantitativeValue', value: 540, unitCode: 'FTK' });
  });

  it("writes the bed in the page's language, and no count for a bed that names none", () => {
    const data = suiteStructuredData({ ...suiteFacts, bed: 'Four-poster', bedLabel: 'চারখুঁটি' });
    expect(data.bed).toEqual({ '@type': 'BedDetails', typeOfBed: 'চারখুঁটি' });
  });
});

describe('structuredPage', () => {
  it('is a schema.org WebPage in its language about the hotel or the suite', () => {
    const mainEntity = hotelStructuredData(hotelFacts);
    expect(structuredPage({ url: 'https://hotel.example/bn', locale: 'bn', mainEntity })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: 'https://hotel.example/bn',
      inLanguage: 'bn',
      mainEntity,
    });
  });
});

describe('jsonForHtml', () => {
  const name = 'Suite </script><script>alert(1)</script> & <!-- "Rose" \u2028\u2029';
  const json = jsonForHtml(suiteStructuredData({ ...suiteFacts, name }));

  it('writes nothing that could end the script element or open markup', () => {
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    expect(json).toContain('\\u2028\\u2029');
  });

  it('is JSON that reads back as the same data', () => {
    expect(JSON.parse(json)).toEqual(suiteStructuredData({ ...suiteFacts, name }));
  });
});
