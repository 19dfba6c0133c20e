import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import { BED_TYPES } from '#shared/constants.ts';
import { reviewListSchema } from '#shared/review.ts';
import { suiteListSchema, suiteSchema } from '#shared/suite.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`public catalogue API (${databaseKind})`, () => {
  it('lists the demo suites: at least 12, capacities 1 to 5, every bed type, 8,000 to 60,000 BDT', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/suites' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const list = suiteListSchema.parse(response.json());
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((suite) => suite.capacity))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(list.map((suite) => suite.bed))).toEqual(new Set(BED_TYPES));
    const prices = list.map((suite) => suite.pricePerNight);
    expect(Math.min(...prices)).toBe(8000);
    expect(Math.max(...prices)).toBe(60000);
    for (const suite of list) {
      expect(suite.image.src).toMatch(/^\/images\/suites\/[a-z-]+-960\.webp$/);
      expect(suite.description.length).toBeGreaterThan(80);
    }
  });

  it('hides archived suites from the list and from lookup', async () => {
    const [archived] = await t.database.db
      .update(suites)
      .set({ active: false })
      .where(eq(suites.slug, 'courtyard-single'))
      .returning({ id: suites.id });
    // Written past the API, so the public cache is told as a write through it would tell it.
    t.app.publicCache.invalidate();
    try {
      const list = (await t.app.inject({ url: '/api/suites' })).json() as { id: string }[];
      expect(list.some((suite) => suite.id === archived?.id)).toBe(false);
      expect((await t.app.inject({ url: `/api/suites/${archived?.id}` })).statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(suites)
        .set({ active: true })
        .where(eq(suites.slug, 'courtyard-single'));
      t.app.publicCache.invalidate();
    }
  });

  it('gets one suite by id', async () => {
    const [first] = (await t.app.inject({ url: '/api/suites' })).json() as { id: string }[];
    const response = await t.app.inject({ url: `/api/suites/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(suiteSchema.parse(response.json()).id).toBe(first?.id);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['SQL in the id', "1'%20or%20'1'='1"],
  ])('answers a JSON 404 for %s', async (_label, id) => {
    const response = await t.app.inject({ url: `/api/suites/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No suite with this id.' },
    });
  });

  it('lists visible testimonials, newest first', async () => {
    const response = await t.app.inject({ url: '/api/reviews' });
    expect(response.statusCode).toBe(200);
    const list = reviewListSchema.parse(response.json());
    expect(list).toHaveLength(6);
    const times = list.map((review) => Date.parse(review.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ name: expect.any(String), address: expect.any(String) });
  });

  it('limits testimonials and refuses a bad limit naming the field', async () => {
    expect((await t.app.inject({ url: '/api/reviews?limit=2' })).json()).toHaveLength(2);
    for (const limit of ['0', '101', 'many', '-1']) {
      const response = await t.app.inject({ url: `/api/reviews?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields)).toEqual(['limit']);
    }
  });

  it('reports the database up', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
