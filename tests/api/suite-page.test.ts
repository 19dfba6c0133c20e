import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews, suites } from '#server/db/schema.ts';
import { newReference } from '#server/repositories/bookings.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';
import { multipartForm } from '#tests/support/uploads.ts';

const INDEX_HTML = [
  '<!doctype html><html><head><!--page-head--><!--/page-head--></head>',
  '<body><div id="root"><!--app--><!--/app--></div><!--app-state--></body></html>',
].join('');

/**
 * A stand-in for the built renderer (dist/ssr/en/entry-server.js) that asks the API what the suite
 * page asks (the session, the suite, its reviews), writes what it got, counts its renders and,
 * as the real one, answers 404 when the suite is not there.
 */
const RENDERER = `
let transport;
globalThis.suitePageRenders = 0;
export const renderer = {
  setApiTransport(next) { transport = next; },
  async renderPage(url) {
    globalThis.suitePageRenders++;
    await transport('/api/session', {});
    const id = new URL(url, 'http://x').pathname.split('/')[2];
    const suite = await transport('/api/suites/' + id, {});
    if (suite.status === 404) return { html: '<p>Not found</p>', head: '', state: '', status: 404, completion: '' };
    const { name } = await suite.json();
    const list = await (await transport('/api/suites/' + id + '/reviews', {})).json();
    const comments = list.map((review) => review.comment).join(' | ');
    return { html: '<h1>' + name + '</h1><p>' + comments + '</p>', head: '', state: '', status: 200, completion: '' };
  },
  // Signed-in visits are rendered whole here: nothing is prerendered.
  async prerenderPage() { return undefined; },
  async resumePage() { throw new Error('nothing was prerendered'); },
};
`;

let t: TestApp;
let root: string;
let admin: Awaited<ReturnType<typeof signUp>>;
let suite: { id: string; name: string };
let otherSuiteId: string;
const renders = () => (globalThis as { suitePageRenders?: number }).suitePageRenders ?? 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'suitebook-suite-page-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr', 'en'), { recursive: true });
  writeFileSync(path.join(root, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'ssr', 'en', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webRoot: path.join(root, 'web') });
  admin = await signUpAdmin(t.app, t.database.db);
  asAdmin.cookie = admin.cookie;
  const rows = await t.database.db
    .select({ id: suites.id, name: suites.name })
    .from(suites)
    .where(eq(suites.active, true))
    .limit(2);
  const [first, second] = rows;
  if (!first || !second) throw new Error('no seeded suites');
  suite = first;
  otherSuiteId = second.id;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The headers of an admin's request. */
const asAdmin = { origin: ORIGIN, cookie: '' };

/** A visible review of a past one-night stay of `suiteId`, `daysAgo` days ago. */
async function reviewOfStay(suiteId: string, daysAgo: number, comment: string) {
  const guest = await signUp(t.app);
  const checkOut = addDays(hotelToday(new Date(), t.config.booking.timeZone), -daysAgo);
  const checkIn = addDays(checkOut, -1);
  const [booking] = await t.database.db
    .insert(bookings)
    .values({
      reference: newReference(),
      userId: guest.id,
      suiteId,
      checkIn,
      checkOut,
      adults: 1,
      children: 0,
      nights: 1,
      nightlyRate: 1000,
      nightlyPrices: [{ date: checkIn, price: 1000 }],
      subtotal: 1000,
      discount: 0,
      serviceCharge: 100,
      vat: 100,
      tax: 50,
      total: 1250,
      status: 'confirmed',
    })
    .returning({ id: bookings.id });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { origin: ORIGIN, cookie: guest.cookie },
    payload: { address: 'Sylhet', rating: 5, comment, bookingId: booking?.id },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

describe(`a suite's reviews (${databaseKind})`, () => {
  it('lists only the visible reviews of its own stays, newest first, as a public read', async () => {
    const older = await reviewOfStay(suite.id, 30, 'The veranda at dawn was perfect.');
    const newer = await reviewOfStay(suite.id, 20, 'Tea brought to the room, every morning.');
    await reviewOfStay(otherSuiteId, 10, 'Another suite, another stay entirely.');
    const hidden = await reviewOfStay(suite.id, 40, 'Hidden by the staff for a reason.');
    // The hotel's own testimonial names no stay: it is on no suite's page.
    await t.database.db.insert(reviews).values({
      name: 'The hotel',
      address: 'Sreemangal',
      rating: 5,
      comment: 'A testimonial of the hotel itself.',
    });
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${hidden.id}`,
      headers: asAdmin,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);

    const answer = await t.app.inject({ url: `/api/suites/${suite.id}/reviews` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(answer.headers.etag).toBeDefined();
    const list = answer.json() as { id: string; stay: { suiteName: string } | null }[];
    expect(list.map((review) => review.id)).toEqual([newer.id, older.id]);
    for (const review of list) expect(review.stay?.suiteName).toBe(suite.name);
  });

  it('answers 404 for a suite that is not there or not open, and 400 for a bad limit', async () => {
    for (const id of ['not-a-uuid', '0b7c2f7e-8a47-4c53-9d0c-6f1e2d3c4b5a']) {
      expect((await t.app.inject({ url: `/api/suites/${id}/reviews` })).statusCode).toBe(404);
    }
    const bad = await t.app.inject({ url: `/api/suites/${suite.id}/reviews?limit=0` });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`the suite's page (${databaseKind})`, () => {
  it('is rendered once for every visitor without a session, and again after a suite edit', async () => {
    const url = `/suites/${suite.id}`;
    const before = renders();
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<h1>${suite.name}</h1>`);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await t.app.inject({ url })).headers.etag).toBe(first.headers.etag);
    expect(renders()).toBe(before + 1);

    const form = multipartForm({
      name: 'Tea Planter Suite, Renewed',
      price: '21000',
      square: '640',
      address: 'Lake wing, first floor',
      description: 'A deck over the lotus pond, a carved bed and a deep bath for long evenings.',
      bed: '2 King Bed',
      guest: '4',
      rating: '5',
    });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/suites/${suite.id}`,
      headers: { ...asAdmin, ...form.headers },
      payload: form.payload,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await t.app.inject({ url });
    expect(after.body).toContain('<h1>Tea Planter Suite, Renewed</h1>');
    expect(renders()).toBe(before + 2);
  });

  it('is rendered again when one of its reviews is hidden', async () => {
    const url = `/suites/${suite.id}`;
    const review = await reviewOfStay(suite.id, 50, 'Birdsong over the tea garden.');
    expect((await t.app.inject({ url })).body).toContain('Birdsong over the tea garden.');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${review.id}`,
      headers: asAdmin,
      payload: { hidden: true },
    });
    expect((await t.app.inject({ url })).body).not.toContain('Birdsong');
  });

  it('is the 404 page, never kept, for an unknown id or an archived suite', async () => {
    const unknown = await t.app.inject({ url: '/suites/0b7c2f7e-8a47-4c53-9d0c-6f1e2d3c4b5a' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Not found');
    const before = renders();
    await t.app.inject({ url: '/suites/nope' });
    await t.app.inject({ url: '/suites/nope' });
    expect(renders()).toBe(before + 2);

    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/suites/${otherSuiteId}/archive`,
      headers: asAdmin,
    });
    expect(archive.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/suites/${otherSuiteId}` })).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/suites/${otherSuiteId}/restore`,
      headers: asAdmin,
    });
    expect((await t.app.inject({ url: `/suites/${otherSuiteId}` })).statusCode).toBe(200);
  });

  it('is listed in the sitemap once per active suite in each language', async () => {
    const answerOf = async () => {
      const answer = await t.app.inject({ url: '/sitemap.xml' });
      expect(answer.statusCode).toBe(200);
      return answer.body;
    };
    const listed = async (prefix = '') =>
      [...(await answerOf()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)\/suites\/([^<]+)<\/loc>/g)]
        .filter((match) => match[1] === prefix)
        .map((match) => match[2]);
    const active = await t.database.db
      .select({ id: suites.id })
      .from(suites)
      .where(eq(suites.active, true));
    expect((await listed()).sort()).toEqual(active.map((row) => row.id).sort());
    expect((await listed('/bn')).sort()).toEqual(active.map((row) => row.id).sort());
    await t.app.inject({
      method: 'POST',
      url: `/api/suites/${otherSuiteId}/archive`,
      headers: asAdmin,
    });
    expect(await listed()).not.toContain(otherSuiteId);
    expect(await listed('/bn')).not.toContain(otherSuiteId);
    await t.app.inject({
      method: 'POST',
      url: `/api/suites/${otherSuiteId}/restore`,
      headers: asAdmin,
    });
    expect(await listed()).toContain(otherSuiteId);
  });
});
