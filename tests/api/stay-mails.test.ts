import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { sendStayMails } from '#server/bookings/stay-mails.ts';
import { bookings, suites } from '#server/db/schema.ts';
import { serviceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, outbox, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

/**
 * The mails around a stay (issue 35): before arrival, PRE_ARRIVAL_DAYS (3) before check-in, and
 * after the stay, the day after check-out; each once per booking, also with two processes
 * sweeping one database at once, and never for a stay that was cancelled or missed.
 */

const DAY = 86_400_000;
/** The app's clock: noon at the hotel today, moved on by whole days. */
let now = new Date(`${hotelToday()}T06:00:00Z`);
let t: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let twin: FastifyInstance;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let suiteIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED }, clock: () => now });
  twin = await buildApp({
    config: t.config,
    database: t.database,
    webRoot: '/nonexistent',
    clock: () => now,
  });
  await twin.ready();
  admin = await signUpAdmin(t.app, t.database.db);
  const rows = await t.database.db.select().from(suites).where(eq(suites.active, true));
  suiteIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

const today = () => hotelToday(now, t.config.booking.timeZone);
const passDays = (days: number) => {
  now = new Date(now.getTime() + days * DAY);
};

/** One sweep of the stay mails, as the background job of `app` runs it. */
const sweep = (app: FastifyInstance = t.app) => sendStayMails(serviceContext(app, app.log));

interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The mail sent to `to` whose subject matches, once the sends under way are done. */
async function mailTo(to: string, subject: RegExp): Promise<SentMail[]> {
  await Promise.all([t.app.mailer.settled(), twin.mailer.settled()]);
  return (outbox(t.config.dataDir) as SentMail[]).filter(
    (mail) => mail.to === to && subject.test(mail.subject),
  );
}
/** How many of `mails` name each booking (by its reference, in the subject). */
function mailsPerStay(mails: SentMail[], stays: Booking[]): number[] {
  return stays.map((stay) => mails.filter((mail) => mail.subject.includes(stay.reference)).length);
}
const BEFORE = /^Your stay begins/;
const AFTER = /^Thank you for staying with us/;

let suiteIndex = 0;
/** Books a free suite from `inDays` for `nights` (the suites in turn, skipping taken ones). */
async function book(cookie: string, inDays: number, nights = 2): Promise<Booking> {
  const checkIn = addDays(today(), inDays);
  for (let tries = 0; tries < suiteIds.length; tries++) {
    const suiteId = suiteIds[suiteIndex++ % suiteIds.length];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie },
      payload: { suiteId, checkIn, checkOut: addDays(checkIn, nights), adults: 1, children: 0 },
    });
    if (response.statusCode === 409) continue;
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Booking;
  }
  throw new Error(`no suite free from ${checkIn}`);
}

async function cancel(cookie: string, booking: Booking) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/bookings/${booking.id}`,
    headers: { origin: ORIGIN, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Staff mark the booking at the front desk. */
async function mark(booking: Booking, status: 'checked_in' | 'checked_out' | 'no_show') {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${booking.id}/status`,
    headers: { origin: ORIGIN, cookie: admin.cookie },
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe(`the mail before arrival (${databaseKind})`, () => {
  it('goes once to a booking three days out: check-in time, directions, phone, and the arrival time asked', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie, 3);
    expect(await mailTo(guest.email, BEFORE)).toEqual([]);

    await sweep();
    await sweep();
    const mails = await mailTo(guest.email, BEFORE);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain(booking.reference);
    expect(mail?.text).toContain(`from ${hotel.checkIn.display.defaultMessage}`);
    expect(mail?.text).toContain('Sreemangal station');
    expect(mail?.text).toContain('Radhanagar tea-estate gate');
    expect(mail?.text).toContain(hotel.phone.display);
    expect(mail?.text).toContain('At what time do you expect to arrive?');
    const bookingPage = new URL('/booking', t.config.publicUrl);
    bookingPage.searchParams.set('confirmed', booking.id);
    expect(mail?.links).toContain(bookingPage.toString());
    expect(mail?.html).toContain(`href="${bookingPage.toString()}"`);
  });

  it('says the arrival time the guest gave', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie, 2);
    await t.database.db
      .update(bookings)
      .set({ arrivalTime: '16:30' })
      .where(eq(bookings.id, booking.id));

    await sweep();
    const [mail] = await mailTo(guest.email, BEFORE);
    expect(mail?.text).toContain('you expect to arrive at about 16:30');
    expect(mail?.text).toContain('Change my arrival time');
    expect(mail?.text).not.toContain('At what time do you expect to arrive?');
  });

  it('goes at the next sweep to a booking made inside the window, or coming into it', async () => {
    const guest = await signUp(t.app);
    const later = await book(guest.cookie, 4);
    await sweep();
    expect(await mailTo(guest.email, BEFORE)).toEqual([]);

    const late = await book(guest.cookie, 1);
    await sweep();
    expect(mailsPerStay(await mailTo(guest.email, BEFORE), [late, later])).toEqual([1, 0]);

    passDays(1);
    await sweep();
    await sweep();
    expect(mailsPerStay(await mailTo(guest.email, BEFORE), [late, later])).toEqual([1, 1]);
  });

  it('goes again once a booking that had it moves to new dates', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie, 2);
    await sweep();
    expect(mailsPerStay(await mailTo(guest.email, BEFORE), [booking])).toEqual([1]);

    const checkIn = addDays(today(), 3);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { checkIn, checkOut: addDays(checkIn, 2), adults: 1, children: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await sweep();
    await sweep();
    expect(mailsPerStay(await mailTo(guest.email, BEFORE), [booking])).toEqual([2]);
  });

  it('does not go to a cancelled booking', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie, 2);
    await cancel(guest.cookie, booking);
    await sweep();
    expect(await mailTo(guest.email, BEFORE)).toEqual([]);
  });

  it('is sent by a later sweep when the outbox could not take it', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie, 2);
    const context = serviceContext(t.app, t.app.log);
    const refusing = {
      destination: 'nowhere',
      send: async () => {
        throw new Error('the database is away');
      },
    };
    await sendStayMails({ ...context, mailer: refusing });
    expect(await mailTo(guest.email, BEFORE)).toEqual([]);

    await sweep();
    expect(mailsPerStay(await mailTo(guest.email, BEFORE), [booking])).toEqual([1]);
  });

  it('is not sent with PRE_ARRIVAL_DAYS=0', async () => {
    const guest = await signUp(t.app);
    await book(guest.cookie, 1);
    const context = serviceContext(t.app, t.app.log);
    const config = { ...t.config, mail: { ...t.config.mail, preArrivalDays: 0 } };
    expect((await sendStayMails({ ...context, config })).preArrival).toBe(0);
    expect(await mailTo(guest.email, BEFORE)).toEqual([]);
  });
});

describe(`the mail after the stay (${databaseKind})`, () => {
  it('thanks the guest once, the day after check-out, with the review form; not after a cancelled or missed stay', async () => {
    const guest = await signUp(t.app);
    const unmarked = await book(guest.cookie, 1);
    const departed = await book(guest.cookie, 1);
    const cancelled = await book(guest.cookie, 1);
    const missed = await book(guest.cookie, 1);
    await cancel(guest.cookie, cancelled);

    passDays(1);
    await mark(departed, 'checked_in');
    await mark(missed, 'no_show');
    passDays(2);
    await mark(departed, 'checked_out');
    // The day of check-out: not yet.
    await sweep();
    expect(await mailTo(guest.email, AFTER)).toEqual([]);

    passDays(1);
    await sweep();
    await sweep();
    const mails = await mailTo(guest.email, AFTER);
    expect(mailsPerStay(mails, [unmarked, departed, cancelled, missed])).toEqual([1, 1, 0, 0]);
    // Each links to the review form with its own stay chosen.
    for (const [mail, stay] of [
      [mails.find((sent) => sent.subject.includes(unmarked.reference)), unmarked],
      [mails.find((sent) => sent.subject.includes(departed.reference)), departed],
    ] as const) {
      const reviewForm = new URL(`/dashboard/review?stay=${stay.id}`, t.config.publicUrl);
      expect(mail?.links).toContain(reviewForm.toString());
      expect(mail?.text).toContain('Review my stay');
    }
  });

  it('is not sent for a stay that ended more than three days ago', async () => {
    const guest = await signUp(t.app);
    await book(guest.cookie, 1, 1);
    passDays(6);
    await sweep();
    expect(await mailTo(guest.email, AFTER)).toEqual([]);
  });
});

describe(`stay mails under two processes (${databaseKind})`, () => {
  it('sends each mail once when both sweep the same database at the same time', async () => {
    const guest = await signUp(t.app);
    const stays: Booking[] = [];
    for (let index = 0; index < 4; index++) stays.push(await book(guest.cookie, 1, 1));

    // Before arrival: both processes, twice each, at once.
    const before = await Promise.all([sweep(), sweep(twin), sweep(), sweep(twin)]);
    expect(before.reduce((sum, sent) => sum + sent.preArrival, 0)).toBe(4);
    // After the stay (checked out yesterday).
    passDays(3);
    const after = await Promise.all([sweep(twin), sweep(), sweep(twin), sweep()]);
    expect(after.reduce((sum, sent) => sum + sent.afterStay, 0)).toBe(4);

    expect(mailsPerStay(await mailTo(guest.email, BEFORE), stays)).toEqual([1, 1, 1, 1]);
    expect(mailsPerStay(await mailTo(guest.email, AFTER), stays)).toEqual([1, 1, 1, 1]);
  });
});

describe(`stay mails for a reservation of several suites (${databaseKind})`, () => {
  it('sends one mail for the whole, before and after, listing every suite under its reference, under two processes', async () => {
    const guest = await signUp(t.app);
    const checkIn = addDays(today(), 2);
    // Two suites no booking holds yet for these dates: the last two of the list.
    const rooms = suiteIds.slice(-2).map((suiteId) => ({ suiteId, adults: 1, children: 0 }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { checkIn, checkOut: addDays(checkIn, 1), rooms, arrivalTime: '15:30' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const reservation = response.json() as { id: string; reference: string; bookings: Booking[] };

    const before = await Promise.all([sweep(), sweep(twin), sweep(), sweep(twin)]);
    expect(before.reduce((sum, sent) => sum + sent.preArrival, 0)).toBeGreaterThanOrEqual(1);
    const arrival = (await mailTo(guest.email, BEFORE)).filter((mail) =>
      mail.subject.includes(reservation.reference),
    );
    expect(arrival).toHaveLength(1);
    expect(
      (await mailTo(guest.email, BEFORE)).map((mail) => mail.subject),
      'none per suite',
    ).toHaveLength(1);
    for (const booking of reservation.bookings) {
      expect(arrival[0]?.text).toContain(booking.suite.name);
      expect(arrival[0]?.text).toContain(booking.reference);
    }
    expect(arrival[0]?.text).toContain('about 15:30');
    const page = new URL('/booking', t.config.publicUrl);
    page.searchParams.set('reservation', reservation.id);
    expect(arrival[0]?.links).toContain(page.toString());

    // The day after check-out.
    passDays(4);
    await Promise.all([sweep(twin), sweep(), sweep(twin), sweep()]);
    const thanks = await mailTo(guest.email, AFTER);
    expect(thanks.map((mail) => mail.subject)).toEqual([
      `Thank you for staying with us: ${reservation.reference}`,
    ]);
    expect(thanks[0]?.links).toContain(new URL('/dashboard/review', t.config.publicUrl).toString());
  });
});
