import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotel } from '#shared/hotel.ts';
import { formatBdt } from '#shared/money.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { icsEvents } from '#tests/support/ical.ts';
import { type MailHotel, openMailHotel } from '#tests/support/mail-hotel.ts';
import { databaseKind, type TestApp } from '#tests/support/test-app.ts';

let mailHotel: MailHotel;
let t: TestApp;
let smtp: MailHotel['smtp'];
let suiteId: string;

beforeAll(async () => {
  mailHotel = await openMailHotel();
  ({ t, smtp, familySuiteId: suiteId } = mailHotel);
});
afterAll(() => mailHotel.close());

const today = () => hotelToday(new Date(), t.config.booking.timeZone);

async function book(cookie: string, daysAhead: number) {
  const checkIn = addDays(today(), daysAhead);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie },
    payload: { suiteId, checkIn, checkOut: addDays(checkIn, 3), adults: 2, children: 1 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; reference: string; checkIn: string; total: number };
}

function cancel(cookie: string, id: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/bookings/${id}`,
    headers: { origin: ORIGIN, cookie },
  });
}

/** "2027-06-12" → "Sat, 12 Jun 2027", worked out here independently of the product's code. */
function forPeople(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const when = new Date(Date.UTC(year, month - 1, day));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][when.getUTCDay()];
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${weekday}, ${day} ${months[month - 1]} ${year}`;
}

describe(`booking mail over SMTP (${databaseKind})`, () => {
  it('confirms a booking in words a guest reads, in an HTML and a plain-text part, with its calendar file', async () => {
    const guest = await signUp(t.app, { name: 'Nusrat Jahan' });
    const booking = await book(guest.cookie, 30);
    const mail = await smtp.waitFor(guest.email, new RegExp(booking.reference));
    expect(mail.subject).toBe(`Your stay is booked: ${booking.reference}`);
    expect(
      String(
        mail.headers.get('content-type') &&
          (mail.headers.get('content-type') as { value: string }).value,
      ),
    ).toBe('multipart/mixed');
    const [file] = mail.attachments;
    expect(file).toMatchObject({
      filename: `${booking.reference}.ics`,
      contentType: 'text/calendar',
    });
    const [event] = icsEvents(file?.content ?? '');
    expect(event?.startDate.toString()).toBe(booking.checkIn);
    expect(event?.endDate.toString()).toBe(addDays(booking.checkIn, 3));
    expect(event?.summary).toContain(booking.reference);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Nusrat Jahan');
      expect(part).toContain(booking.reference);
      expect(part).toContain(forPeople(booking.checkIn));
      expect(part).toContain(forPeople(addDays(booking.checkIn, 3)));
      expect(part).toContain('3 nights');
      expect(part).toContain('2 adults, 1 child');
      expect(part).toContain(formatBdt(booking.total).replace(/\s/g, ' '));
      expect(part).toContain(hotel.phone.display);
      expect(part).toContain(hotel.postalAddress.street);
      expect(part).not.toContain(booking.checkIn);
    }
    expect(mail.text).toMatch(/Arrival:\s+\w{3}, \d{1,2} \w{3} \d{4}/);
    expect(mail.html).toContain('<table');
  });

  it('tells the guest when they cancel: the stay, and that there is nothing to pay', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie, 40);
    expect((await cancel(guest.cookie, booking.id)).statusCode).toBe(200);
    const mail = await smtp.waitFor(guest.email, /cancelled/);
    expect(mail.subject).toBe(`Your booking is cancelled: ${booking.reference}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(booking.reference);
      expect(part).toContain(forPeople(booking.checkIn));
      expect(part).toContain('There is nothing to pay');
      expect(part).not.toContain('reception team');
    }
  });

  it('tells the guest, not the admin, when staff cancel their booking', async () => {
    const guest = await signUp(t.app);
    const admin = await signUpAdmin(t.app, t.database.db);
    const booking = await book(guest.cookie, 50);
    expect((await cancel(admin.cookie, booking.id)).statusCode).toBe(200);
    const mail = await smtp.waitFor(guest.email, /cancelled/);
    expect(mail.text).toContain('Our reception team has cancelled your booking');
    expect(mail.text).toContain('There is nothing to pay');
    const cancellations = smtp.received.filter((entry) => /cancelled/.test(entry.subject));
    expect(cancellations.some((entry) => entry.to.includes(admin.email))).toBe(false);
  });

  it('sends nothing when the cancellation is refused', async () => {
    const guest = await signUp(t.app);
    const other = await signUp(t.app);
    const booking = await book(guest.cookie, 60);
    const cancellations = () =>
      smtp.received.filter(
        (entry) => entry.to.includes(guest.email) && /cancelled/.test(entry.subject),
      ).length;
    expect((await cancel(other.cookie, booking.id)).statusCode).toBe(404);
    expect((await cancel(guest.cookie, booking.id)).statusCode).toBe(200);
    expect((await cancel(guest.cookie, booking.id)).statusCode).toBe(409);
    await smtp.waitFor(guest.email, /cancelled/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cancellations()).toBe(1);
  });
});
