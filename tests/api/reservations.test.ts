import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, promoCodes, reservations, suites } from '#server/db/schema.ts';
import type { Booking } from '#shared/booking.ts';
import { reservationQuoteSchema } from '#shared/reservation.ts';
import { addDays, hotelToday, quoteReservation } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import {
  createTestApp,
  databaseKind,
  mailSent,
  type TestApp,
  UNCAPPED,
} from '#tests/support/test-app.ts';

let t: TestApp;
let suiteIds: Record<string, string>;
let capacities: Record<string, number>;

const day = (offset: number) => addDays(hotelToday(), offset);

beforeAll(async () => {
  t = await createTestApp({ env: UNCAPPED });
  const rows = await t.database.db
    .select({ id: suites.id, slug: suites.slug, capacity: suites.capacity })
    .from(suites);
  suiteIds = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  capacities = Object.fromEntries(rows.map((row) => [row.slug, row.capacity]));
});
afterAll(() => t.close());

const slugs = () => Object.keys(suiteIds).sort();
const id = (slug: string) => suiteIds[slug] ?? '';

describe(`the quote of several suites (${databaseKind})`, () => {
  it("prices each room and the whole on the rooms' summed subtotal", async () => {
    const [first = '', second = ''] = slugs();
    const response = await t.app.inject({
      url: `/api/quote?checkIn=${day(30)}&checkOut=${day(33)}&rooms=${id(first)}:1:0,${id(second)}:1:1`,
    });
    expect(response.statusCode).toBe(200);
    const answer = reservationQuoteSchema.parse(response.json());
    expect(answer.rooms.map((room) => room.suite.id)).toEqual([id(first), id(second)]);
    expect(answer.available).toBe(true);
    expect(answer.payment).toBeNull();
    const { charges } = answer.quote;
    expect(answer.quote).toEqual(
      quoteReservation(
        answer.rooms.map((room) => room.quote.subtotal),
        {
          discount: 0,
          serviceCharge: charges.serviceChargePercent,
          vat: charges.vatPercent,
          tax: charges.taxPercent,
        },
      ),
    );
    expect(answer.quote.subtotal).toBe(
      answer.rooms.reduce((sum, room) => sum + room.quote.subtotal, 0),
    );
  });

  it("names the room over its suite's capacity, and an unknown suite", async () => {
    const [first = '', second = ''] = slugs();
    const over = (capacities[second] ?? 1) + 1;
    const adults = Math.min(over, 4);
    const children = over - adults;
    const response = await t.app.inject({
      url: `/api/quote?checkIn=${day(30)}&checkOut=${day(33)}&rooms=${id(first)}:1:0,${id(second)}:${adults}:${children}`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['rooms.1.adults']);
    expect(response.json().error.message).toMatch(/sleeps at most/);

    const unknown = await t.app.inject({
      url: `/api/quote?checkIn=${day(30)}&checkOut=${day(33)}&rooms=${id(first)}:1:0,00000000-0000-4000-8000-000000000000:1:0`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields).toHaveProperty(['rooms.1.suiteId']);

    const twice = await t.app.inject({
      url: `/api/quote?checkIn=${day(30)}&checkOut=${day(33)}&rooms=${id(first)}:1:0,${id(first)}:1:0`,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toHaveProperty('rooms');
  });

  it('keeps the single-suite form as it was', async () => {
    const [first = ''] = slugs();
    const single = await t.app.inject({
      url: `/api/quote?checkIn=${day(30)}&checkOut=${day(33)}&suiteId=${id(first)}&adults=1&children=0`,
    });
    expect(single.statusCode).toBe(200);
    expect(single.json().suite.id).toBe(id(first));
    const missing = await t.app.inject({
      url: `/api/quote?checkIn=${day(30)}&checkOut=${day(33)}`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('suiteId');
  });
});

function reserve(cookie: string, rooms: string[], from: number, to = from + 2) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { cookie, origin: ORIGIN },
    payload: {
      checkIn: day(from),
      checkOut: day(to),
      rooms: rooms.map((slug) => ({ suiteId: id(slug), adults: 1, children: 0 })),
      specialRequests: 'Adjoining rooms if possible',
    },
  });
}

async function rowsOn(checkIn: string) {
  return {
    bookings: await t.database.db.select().from(bookings).where(eq(bookings.checkIn, checkIn)),
    reservations: await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.checkIn, checkIn)),
  };
}

describe(`reserving several suites (${databaseKind})`, () => {
  it('books every suite in one go, at the quoted price, and mails one confirmation listing them', async () => {
    const guest = await signUp(t.app);
    const [first = '', second = '', third = ''] = slugs();
    const response = await reserve(guest.cookie, [first, second, third], 40);
    expect(response.statusCode).toBe(201);
    const reservation = response.json();
    expect(reservation.status).toBe('confirmed');
    expect(reservation.reference).toMatch(/^SR-/);
    expect(reservation.specialRequests).toBe('Adjoining rooms if possible');
    expect(
      reservation.bookings.map((booking: { suiteId: string }) => booking.suiteId).sort(),
    ).toEqual([id(first), id(second), id(third)].sort());
    const quote = await t.app.inject({
      url: `/api/quote?checkIn=${day(40)}&checkOut=${day(42)}&rooms=${[first, second, third].map((slug) => `${id(slug)}:1:0`).join(',')}`,
    });
    expect(quote.json().quote).toEqual(reservation.quote);
    expect(quote.json().available).toBe(false);

    const mails = (await mailSent(t)).filter((mail) => mail.to === guest.email);
    const confirmations = mails.filter((mail) => mail.subject.includes(reservation.reference));
    expect(confirmations).toHaveLength(1);
    const text = JSON.stringify(confirmations[0]);
    for (const booking of reservation.bookings) expect(text).toContain(booking.reference);
    expect(text, 'the one receipt of the whole').toContain(
      `/api/reservations/${reservation.id}/invoice.pdf`,
    );
  });

  it('keeps the extras chosen for the whole stay, in its subtotal and its answer', async () => {
    const guest = await signUp(t.app);
    const [first = '', second = ''] = slugs();
    const offered = (await t.app.inject({ url: '/api/extras' })).json() as { id: string }[];
    const extra = offered[0];
    if (!extra) throw new Error('the demo hotel offers no extras');
    const rooms = [first, second].map((slug) => `${id(slug)}:1:0`).join(',');
    const quoted = await t.app.inject({
      url: `/api/quote?checkIn=${day(60)}&checkOut=${day(62)}&rooms=${rooms}&extras=${extra.id}:1`,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().quote.extras).toHaveLength(1);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { cookie: guest.cookie, origin: ORIGIN },
      payload: {
        checkIn: day(60),
        checkOut: day(62),
        rooms: [first, second].map((slug) => ({ suiteId: id(slug), adults: 1, children: 0 })),
        extras: [{ id: extra.id, quantity: 1 }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().quote).toEqual(quoted.json().quote);
    const read = await t.app.inject({
      url: `/api/reservations/${made.json().id}`,
      headers: { cookie: guest.cookie },
    });
    expect(read.json().quote).toEqual(quoted.json().quote);
  });

  it('is all or nothing: one suite taken refuses the whole, naming it', async () => {
    const guest = await signUp(t.app);
    const [first = '', second = ''] = slugs();
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: guest.cookie, origin: ORIGIN },
      payload: { suiteId: id(second), checkIn: day(51), checkOut: day(52), adults: 1, children: 0 },
    });
    expect(taken.statusCode).toBe(201);
    const response = await reserve(guest.cookie, [first, second], 50);
    expect(response.statusCode).toBe(409);
    const [name] = await t.database.db
      .select({ name: suites.name })
      .from(suites)
      .where(eq(suites.id, id(second)));
    expect(response.json().error.message).toContain(`The ${name?.name} was just booked`);
    const left = await rowsOn(day(50));
    expect(left.bookings).toEqual([]);
    expect(left.reservations).toEqual([]);
  });

  it('lets exactly one of 10 racing reservations sharing a suite win it', async () => {
    const guest = await signUp(t.app);
    const [shared = '', ...others] = slugs();
    const responses = await Promise.all(
      others.slice(0, 10).map((other) => reserve(guest.cookie, [shared, other], 70)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(statuses.length - 1);
    const left = await rowsOn(day(70));
    expect(left.reservations).toHaveLength(1);
    expect(left.bookings).toHaveLength(2);
  });

  it('shows a reservation to its guest and admins only, and cancels it whole or a suite at a time', async () => {
    const guest = await signUp(t.app);
    const other = await signUp(t.app);
    const admin = await signUpAdmin(t.app, t.database.db);
    const [first = '', second = '', third = ''] = slugs();
    const made = (await reserve(guest.cookie, [first, second], 80)).json();
    const read = (cookie: string) =>
      t.app.inject({ url: `/api/reservations/${made.id}`, headers: { cookie } });
    expect((await read(guest.cookie)).statusCode).toBe(200);
    expect((await read(admin.cookie)).json().bookings).toHaveLength(2);
    expect((await read(other.cookie)).statusCode).toBe(404);
    // Its guest may cancel the whole, not one suite on its own; staff may cancel either.
    const seenByGuest = (await read(guest.cookie)).json();
    expect(seenByGuest.cancellable).toBe(true);
    expect(seenByGuest.bookings.map((booking: Booking) => booking.cancellable)).toEqual([
      false,
      false,
    ]);
    const seenByStaff = (await read(admin.cookie)).json();
    expect(seenByStaff.cancellable).toBe(true);
    expect(seenByStaff.bookings.map((booking: Booking) => booking.cancellable)).toEqual([
      true,
      true,
    ]);

    const cancelAs = (cookie: string, url: string) =>
      t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: ORIGIN } });
    expect((await cancelAs(other.cookie, `/api/reservations/${made.id}`)).statusCode).toBe(404);

    // Its guest changes its suites' details, not one suite's dates, and cancels it whole.
    const one = made.bookings[0].id;
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/${one}`,
        headers: { cookie: guest.cookie, origin: ORIGIN },
        payload,
      });
    expect((await patch({ arrivalTime: '18:30' })).statusCode).toBe(200);
    const moved = await patch({ checkIn: day(81), checkOut: day(83), adults: 1, children: 0 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toMatch(/reservation of several suites/);
    const alone = await cancelAs(guest.cookie, `/api/bookings/${one}`);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toMatch(/cancel the whole reservation/);

    // Staff cancel one suite: the reservation reads as partly cancelled.
    expect((await cancelAs(admin.cookie, `/api/bookings/${one}`)).statusCode).toBe(200);
    expect((await read(guest.cookie)).json().status).toBe('partly_cancelled');

    const cancelled = await cancelAs(guest.cookie, `/api/reservations/${made.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const ids = made.bookings.map((booking: { id: string }) => booking.id);
    const rows = await t.database.db.select().from(bookings).where(inArray(bookings.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    expect((await cancelAs(guest.cookie, `/api/reservations/${made.id}`)).statusCode).toBe(409);
    // The nights are free again.
    expect((await reserve(guest.cookie, [first, third], 80)).statusCode).toBe(201);
  });
});

describe(`a reservation's promo code (${databaseKind})`, () => {
  it('takes one use for the whole, and gives it back when staff cancel its last suite', async () => {
    const [code] = await t.database.db
      .insert(promoCodes)
      .values({
        code: 'PARTYOFSIX',
        percentOff: 10,
        validFrom: day(-1),
        validTo: day(400),
        maxUses: 5,
      })
      .returning({ id: promoCodes.id });
    const uses = async () =>
      (
        await t.database.db
          .select({ uses: promoCodes.uses })
          .from(promoCodes)
          .where(eq(promoCodes.id, code?.id ?? ''))
      )[0]?.uses;
    const guest = await signUp(t.app);
    const admin = await signUpAdmin(t.app, t.database.db);
    const [first = '', second = ''] = slugs();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { cookie: guest.cookie, origin: ORIGIN },
      payload: {
        checkIn: day(120),
        checkOut: day(122),
        rooms: [first, second].map((slug) => ({ suiteId: id(slug), adults: 1, children: 0 })),
        promoCode: 'PARTYOFSIX',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await uses()).toBe(1);
    const cancelOne = (bookingId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/bookings/${bookingId}`,
        headers: { cookie: admin.cookie, origin: ORIGIN },
      });
    const [one, other] = made.json().bookings as Booking[];
    expect((await cancelOne(one?.id ?? '')).statusCode).toBe(200);
    expect(await uses(), 'a suite is still booked').toBe(1);
    expect((await cancelOne(other?.id ?? '')).statusCode).toBe(200);
    expect(await uses(), 'the last suite ended it').toBe(0);
  });
});

describe(`the mail when a reservation is cancelled (${databaseKind})`, () => {
  const cancelled = (mail: { subject: string }) => /cancelled/.test(mail.subject);

  it('sends its guest one mail listing every suite cancelled, and that there is nothing to pay', async () => {
    const guest = await signUp(t.app);
    const [first = '', second = '', third = ''] = slugs();
    const made = (await reserve(guest.cookie, [first, second, third], 90)).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${made.id}`,
      headers: { cookie: guest.cookie, origin: ORIGIN },
    });
    expect(response.statusCode).toBe(200);

    const mails = (await mailSent(t)).filter((mail) => mail.to === guest.email && cancelled(mail));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your reservation is cancelled: ${made.reference}`,
    ]);
    const text = JSON.stringify(mails[0]);
    expect(text).toContain(`As you asked, your reservation ${made.reference} is cancelled.`);
    for (const booking of made.bookings) {
      expect(text).toContain(`${booking.suite.name}`);
      expect(text).toContain(`(${booking.reference}), cancelled`);
    }
    expect(text).toContain('There is nothing to pay');
  });

  it('tells the guest, not the admin, when staff cancel it, naming only the suites still booked', async () => {
    const guest = await signUp(t.app);
    const admin = await signUpAdmin(t.app, t.database.db);
    const [first = '', second = '', third = ''] = slugs();
    const made = (await reserve(guest.cookie, [first, second, third], 95)).json();
    const [gone, ...left] = made.bookings;
    const cancelAs = (url: string) =>
      t.app.inject({ method: 'DELETE', url, headers: { cookie: admin.cookie, origin: ORIGIN } });
    expect((await cancelAs(`/api/bookings/${gone.id}`)).statusCode).toBe(200);
    expect((await cancelAs(`/api/reservations/${made.id}`)).statusCode).toBe(200);

    const sent = await mailSent(t);
    expect(sent.filter((mail) => mail.to === admin.email && cancelled(mail))).toEqual([]);
    const mails = sent.filter(
      (mail) => mail.to === guest.email && mail.subject.includes(made.reference),
    );
    const mail = mails.find(cancelled);
    expect(mails.filter(cancelled)).toHaveLength(1);
    const text = JSON.stringify(mail);
    expect(text).toContain(`Our reception team has cancelled your reservation ${made.reference}.`);
    for (const booking of left) expect(text).toContain(`(${booking.reference}), cancelled`);
    expect(text).not.toContain(gone.reference);
  });

  it('sends nothing when there was nothing left to cancel', async () => {
    const guest = await signUp(t.app);
    const [first = '', second = ''] = slugs();
    const made = (await reserve(guest.cookie, [first, second], 100)).json();
    const cancel = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/reservations/${made.id}`,
        headers: { cookie: guest.cookie, origin: ORIGIN },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const mails = (await mailSent(t)).filter((mail) => mail.to === guest.email && cancelled(mail));
    expect(mails).toHaveLength(1);
  });
});
