import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, promoCodes, suites } from '#server/db/schema.ts';
import { RATE_RULES } from '#server/limits/rate-limit.ts';
import { RATES } from '#shared/constants.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { nextAddress, ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let suite: { id: string; pricePerNight: number };
let otherSuiteId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  admin = await signUpAdmin(t.app, t.database.db);
  const [row] = await t.database.db
    .select({ id: suites.id, pricePerNight: suites.pricePerNight })
    .from(suites)
    .where(eq(suites.active, true))
    .limit(1);
  if (!row) throw new Error('no suite');
  suite = row;
  const [other] = await t.database.db
    .select({ id: suites.id })
    .from(suites)
    .where(and(eq(suites.active, true), ne(suites.id, suite.id)))
    .limit(1);
  otherSuiteId = other?.id ?? '';
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);

function addCode(body: Record<string, unknown>, cookie = admin.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/promo-codes',
    headers: { origin: ORIGIN, cookie },
    payload: { percentOff: 10, validFrom: day(-1), validTo: day(30), ...body },
  });
}

/** Each from an address of its own unless given one: codes that miss are counted per address. */
function quote(
  from: number,
  to: number,
  promoCode?: string,
  { suiteId = suite.id, address = nextAddress(), cookie = '' } = {},
) {
  const code = promoCode === undefined ? '' : `&promoCode=${encodeURIComponent(promoCode)}`;
  return t.app.inject({
    url: `/api/quote?suiteId=${suiteId}&checkIn=${day(from)}&checkOut=${day(to)}&adults=1&children=0${code}`,
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
}

function book(
  cookie: string,
  from: number,
  to: number,
  promoCode?: string,
  address = nextAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: address,
    headers: { origin: ORIGIN, cookie },
    payload: {
      suiteId: suite.id,
      checkIn: day(from),
      checkOut: day(to),
      adults: 1,
      children: 0,
      ...(promoCode ? { promoCode } : {}),
    },
  });
}

describe(`promo codes (${databaseKind})`, () => {
  it('take their percentage off the subtotal, the charges on what is left, in quote and booking', async () => {
    const made = await addCode({ code: ' monsoon10 ' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ code: 'MONSOON10', percentOff: 10, uses: 0, active: true });

    const expected = quoteStay(flatNights(day(40), 3, suite.pricePerNight), {
      ...RATES,
      discount: 10,
    });
    const quoted = await quote(40, 43, 'Monsoon10');
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ quote: expected, promoCode: 'MONSOON10' });
    expect(expected.discount).toBe(Math.round(expected.subtotal / 10));

    const guest = await signUp(t.app);
    const booked = await book(guest.cookie, 40, 43, 'monsoon10');
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      discountPercent: 10,
      discount: expected.discount,
      total: expected.total,
      promoCode: 'MONSOON10',
    });
    const [row] = await t.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'MONSOON10'));
    expect(row?.uses).toBe(1);

    // A cancellation gives the use back.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booked.json().id}`,
      headers: { origin: ORIGIN, cookie: guest.cookie },
    });
    const [after] = await t.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'MONSOON10'));
    expect(after?.uses).toBe(0);
  });

  it('refuse an unknown, ended, too-short, other-suite or switched-off code, naming it', async () => {
    await addCode({ code: 'OLDONE', validFrom: day(-30), validTo: day(-1) });
    await addCode({ code: 'LATER', validFrom: day(5), validTo: day(30) });
    await addCode({ code: 'LONGSTAY', minNights: 4 });
    await addCode({ code: 'THATSUITE', suiteIds: [otherSuiteId] });
    const off = (await addCode({ code: 'OFFNOW' })).json();
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/promo-codes/${off.id}`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { active: false },
    });
    expect(switched.json().active).toBe(false);
    for (const [code, reason] of [
      ['NOSUCH', 'The code NOSUCH is not one of ours.'],
      ['oldone', `The code OLDONE ended on ${day(-1)}.`],
      // Not begun: answered as a code that does not exist (see the test below).
      ['LATER', 'The code LATER is not one of ours.'],
      ['LONGSTAY', 'The code LONGSTAY is for stays of 4 nights or more.'],
      ['THATSUITE', 'The code THATSUITE does not apply to this suite.'],
      ['OFFNOW', 'The code OFFNOW is no longer offered.'],
    ] as const) {
      const response = await quote(50, 52, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.fields.promoCode, code).toBe(reason);
    }
    expect((await quote(50, 54, 'LONGSTAY')).statusCode).toBe(200);
    expect((await quote(50, 52, 'THATSUITE', { suiteId: otherSuiteId })).statusCode).toBe(200);
    // No code at all: the spec's Discount (0%).
    expect((await quote(50, 52)).json()).toMatchObject({
      quote: { discountPercent: 0, discount: 0 },
      promoCode: null,
    });
  });

  it('hold maxUses under racing bookings: exactly that many get the code', async () => {
    await addCode({ code: 'FIRSTTHREE', maxUses: 3 });
    const guests = await Promise.all(Array.from({ length: 8 }, () => signUp(t.app)));
    const answers = await Promise.all(
      guests.map((guest, index) =>
        book(guest.cookie, 100 + index * 3, 102 + index * 3, 'FIRSTTHREE'),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 400)?.json();
    expect(refused.error.fields.promoCode).toMatch(
      /The code FIRSTTHREE has (just )?been used up\./,
    );
    const [row] = await t.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'FIRSTTHREE'));
    expect(row?.uses).toBe(3);
  });

  it('are added by admins only, checked field by field, unique, and audited', async () => {
    const guest = await signUp(t.app);
    expect((await addCode({ code: 'GUESTMADE' }, guest.cookie)).statusCode).toBe(403);
    for (const [body, field] of [
      [{ code: 'x' }, 'code'],
      [{ code: 'HAS SPACE' }, 'code'],
      [{ code: 'OK1', percentOff: 0 }, 'percentOff'],
      [{ code: 'OK2', percentOff: 101 }, 'percentOff'],
      [{ code: 'OK3', validFrom: day(5), validTo: day(1) }, 'validTo'],
      [{ code: 'OK4', validTo: '2027-02-30' }, 'validTo'],
      [{ code: 'OK5', suiteIds: ['not-a-suite'] }, 'suiteIds'],
      [{ code: 'OK6', maxUses: 0 }, 'maxUses'],
    ] as const) {
      const response = await addCode(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toEqual([field]);
    }
    await addCode({ code: 'TWICE' });
    const again = await addCode({ code: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.code).toBe('Another promo code already has this name');
    const listed = await t.app.inject({
      url: '/api/admin/promo-codes',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().promoCodes.some((code: { code: string }) => code.code === 'TWICE')).toBe(
      true,
    );
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'promo_code.created'))
      .limit(1);
    expect(event?.actorEmail).toBe(admin.email);
  });
});

describe(`guessing promo codes (${databaseKind})`, () => {
  const limit = RATE_RULES.promoCodeMissPerAddress.max;

  it('answers a code not begun yet byte for byte as one that does not exist', async () => {
    const address = nextAddress();
    const unknown = await quote(50, 52, 'SOON25', { address });
    expect(unknown.statusCode).toBe(400);
    await addCode({ code: 'SOON25', percentOff: 25, validFrom: day(5), validTo: day(30) });
    const notBegun = await quote(50, 52, 'soon25', { address });
    expect(notBegun.statusCode).toBe(400);
    expect(notBegun.body).toBe(unknown.body);
    expect(notBegun.headers['content-length']).toBe(unknown.headers['content-length']);
  });

  it(`stops an address after ${limit} codes that did not apply, right or wrong, with 429 and Retry-After`, async () => {
    await addCode({ code: 'REALONE', percentOff: 10 });
    const address = nextAddress();
    const answers = [];
    for (let index = 0; index < 40; index++) {
      answers.push(await quote(50, 52, `GUESS${index}`, { address }));
    }
    const firstRefusal = answers.findIndex((answer) => answer.statusCode === 429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(limit);
    for (const answer of answers.slice(0, firstRefusal)) expect(answer.statusCode).toBe(400);
    for (const answer of answers.slice(firstRefusal)) expect(answer.statusCode).toBe(429);
    const refused = answers[firstRefusal];
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(RATE_RULES.promoCodeMissPerAddress.windowSeconds);
    expect(refused?.json()).toMatchObject({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/wait \d+ minutes/),
        fields: { promoCode: expect.stringMatching(/wait \d+ minutes/) },
      },
    });

    // The right code gets the same refusal, so it tells a guesser nothing; no code is priced.
    expect((await quote(50, 52, 'REALONE', { address })).statusCode).toBe(429);
    expect((await quote(50, 52, undefined, { address })).statusCode).toBe(200);
    // Nor can a booking try codes from there.
    const guest = await signUp(t.app);
    expect((await book(guest.cookie, 60, 62, 'GUESS99', address)).statusCode).toBe(429);

    // Another address is answered as ever.
    const elsewhere = nextAddress();
    expect((await quote(50, 52, 'GUESS0', { address: elsewhere })).json().error.fields).toEqual({
      promoCode: 'The code GUESS0 is not one of ours.',
    });
    expect((await quote(50, 52, 'REALONE', { address: elsewhere })).statusCode).toBe(200);
  });

  it('counts the misses of a signed-in guest from every address together', async () => {
    const guest = await signUp(t.app);
    const answers = [];
    for (let index = 0; index <= RATE_RULES.promoCodeMissPerAccount.max; index++) {
      answers.push(await quote(50, 52, `TRY${index}`, { cookie: guest.cookie }));
    }
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.headers['retry-after']).toBeDefined();
    expect((await book(guest.cookie, 64, 66, 'TRY0')).statusCode).toBe(429);
    // Someone else at none of those addresses is not held back.
    expect((await quote(50, 52, 'TRY0')).statusCode).toBe(400);
  });

  it('does not count a code that applies: a guest re-pricing a stay with it is never stopped', async () => {
    await addCode({ code: 'OFTEN5', percentOff: 5 });
    const address = nextAddress();
    for (let index = 0; index < limit + 5; index++) {
      expect((await quote(50, 52 + (index % 3), 'OFTEN5', { address })).statusCode).toBe(200);
    }
    expect((await quote(50, 52, 'NOTOFTEN', { address })).statusCode).toBe(400);
  });

  it('counts a burst of guesses sent at once before any is judged', async () => {
    await addCode({ code: 'INBURST', percentOff: 10 });
    const address = nextAddress();
    const guesses = Array.from({ length: 40 }, (_, index) => `BURST${index}`);
    guesses.splice(35, 0, 'INBURST');
    const answers = await Promise.all(guesses.map((code) => quote(50, 52, code, { address })));
    const judged = answers.filter((answer) => answer.statusCode !== 429);
    expect(judged.length).toBeLessThanOrEqual(limit);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(
      guesses.length - judged.length,
    );
  });
});
