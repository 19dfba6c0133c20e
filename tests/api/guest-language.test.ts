import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBdt } from '#shared/money.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import {
  cookieHeader,
  newGuest,
  nextAddress,
  ORIGIN,
  signUp,
  signUpWithLanguage,
} from '#tests/support/accounts.ts';
import { icsEvents } from '#tests/support/ical.ts';
import { type MailHotel, openMailHotel } from '#tests/support/mail-hotel.ts';
import { pdfLayoutText } from '#tests/support/pdf.ts';
import { databaseKind, type TestApp } from '#tests/support/test-app.ts';

/**
 * A guest's language (decision 049): kept in their profile, set at sign-up from the page's
 * language and by PATCH /api/me, and the language of their mails, calendar files and receipts.
 */

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

const signUpFrom = (language: string, name?: string) => signUpWithLanguage(t.app, language, name);

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

function patchMe(cookie: string, payload: object) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie, origin: ORIGIN },
    payload,
  });
}

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

/** The text of a PDF as poppler's pdftotext reads it. */

describe(`a guest's language (${databaseKind})`, () => {
  it('starts as the language of the page the account was made from', async () => {
    const bengali = await signUpFrom('bn-BD,bn;q=0.9,en;q=0.5');
    expect((await me(bengali.cookie)).json()).toMatchObject({ language: 'bn' });
    const english = await signUpFrom('en-GB,en;q=0.9');
    expect((await me(english.cookie)).json()).toMatchObject({ language: 'en' });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: bengali.cookie },
    });
    expect(session.json()).toMatchObject({ user: { language: 'bn' } });
  });

  it('sends better-auth’s mails in the account’s language, whatever page asks for them', async () => {
    const guest = await signUpFrom('bn');
    const confirm = await smtp.waitFor(guest.email, /ইমেইল/);
    expect(confirm.subject).toBe('আপনার ইমেইল ঠিকানা নিশ্চিত করুন');
    expect(confirm.text).toContain('প্রিয় Nusrat Jahan,');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN, 'accept-language': 'en' },
      payload: { email: guest.email },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const mail = await smtp.waitFor(guest.email, /পাসওয়ার্ড/);
    expect(mail.subject).toBe('আপনার পাসওয়ার্ড রিসেট করুন');
  });

  it('cannot be set through the sign-up endpoint itself', async () => {
    const guest = newGuest({ language: 'bn' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN },
      payload: guest,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(cookieHeader(response))).json()).toMatchObject({ language: 'en' });
  });

  it('is changed with PATCH /api/me, alone or with the name and phone, and only to en or bn', async () => {
    const guest = await signUp(t.app);
    const changed = await patchMe(guest.cookie, { language: 'bn' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ language: 'bn', name: guest.name });
    expect((await me(guest.cookie)).json()).toMatchObject({ language: 'bn' });

    const both = await patchMe(guest.cookie, {
      name: 'Farhana Rahman',
      phone: '01711-245880',
      language: 'en',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ name: 'Farhana Rahman', language: 'en' });

    const profileOnly = await patchMe(guest.cookie, { name: 'Farhana R', phone: '01711-245880' });
    expect(profileOnly.statusCode, profileOnly.body).toBe(200);
    expect(profileOnly.json()).toMatchObject({ name: 'Farhana R', language: 'en' });

    const wrong = await patchMe(guest.cookie, { language: 'fr' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['language']);
    const nameWithoutPhone = await patchMe(guest.cookie, { name: 'Farhana' });
    expect(nameWithoutPhone.statusCode).toBe(400);
    expect(Object.keys(nameWithoutPhone.json().error.fields)).toEqual(['phone']);
    expect((await me(guest.cookie)).json()).toMatchObject({ language: 'en' });
  });

  it('writes a Bengali guest their confirmation in Bengali, with Bengali dates, sums, links and calendar file', async () => {
    const guest = await signUpFrom('bn');
    const booking = await book(guest.cookie, 70);
    const mail = await smtp.waitFor(guest.email, new RegExp(booking.reference));
    expect(mail.subject).toBe(`আপনার থাকা বুক হয়েছে: ${booking.reference}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`প্রিয় ${guest.name},`);
      expect(part).toContain('নিশ্চিত হয়েছে');
      expect(part).toContain(formatStayDate(booking.checkIn, 'long', 'bn'));
      expect(part).toContain('৩ রাত');
      expect(part).toContain(formatBdt(booking.total, 'bn'));
      expect(part).toContain(`${ORIGIN}/bn/dashboard`);
      expect(part).not.toContain('Thank you');
      expect(part).not.toContain('Arrival');
    }
    const [event] = icsEvents(mail.attachments[0]?.content ?? '');
    expect(event?.summary).toContain(booking.reference);
    expect(event?.description).toContain(`রেফারেন্স: ${booking.reference}`);
    expect(event?.description).toContain('৩ রাত');
    expect(event?.description).toContain(`${ORIGIN}/bn/dashboard`);
    expect(event?.location).toContain('বাংলাদেশ');
  });

  it('keeps writing to an English guest in English', async () => {
    const guest = await signUpFrom('en');
    const booking = await book(guest.cookie, 80);
    const mail = await smtp.waitFor(guest.email, new RegExp(booking.reference));
    expect(mail.subject).toBe(`Your stay is booked: ${booking.reference}`);
    expect(mail.text).toContain(`Dear ${guest.name},`);
    expect(mail.text).toContain(`${ORIGIN}/dashboard`);
    expect(mail.text).not.toContain('/bn/');
  });

  it('draws the receipt in the language asked for, else the reader’s own, with Bengali set in a Bengali face', async () => {
    const guest = await signUpFrom('bn');
    const booking = await book(guest.cookie, 90);
    const receipt = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/invoice.pdf${query}`,
        headers: { cookie: guest.cookie },
      });

    const own = await receipt('');
    expect(own.statusCode).toBe(200);
    const bengali = pdfLayoutText(own.rawPayload);
    expect(bengali).toContain(booking.reference);
    // Words without pre-base vowel signs, which a text extractor may reorder.
    for (const word of ['খরচ', 'রাত', 'থাকার খরচ']) expect(bengali).toContain(word);
    expect(bengali).toContain('Chandrabati Heritage Resort');
    expect(bengali).not.toContain('Charges');

    const asked = await receipt('?lang=en');
    expect(asked.statusCode).toBe(200);
    const english = pdfLayoutText(asked.rawPayload);
    expect(english).toContain('RECEIPT');
    expect(english).not.toContain('খরচ');

    const wrong = await receipt('?lang=fr');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['lang']);
  });

  it('writes the calendar file a guest downloads in their language, or the one asked for', async () => {
    const guest = await signUpFrom('bn');
    const booking = await book(guest.cookie, 100);
    const calendar = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/calendar.ics${query}`,
        headers: { cookie: guest.cookie, 'accept-language': 'en' },
      });
    const [own] = icsEvents((await calendar('')).body);
    expect(own?.description).toContain(`রেফারেন্স: ${booking.reference}`);
    const [asked] = icsEvents((await calendar('?lang=en')).body);
    expect(asked?.description).toContain(`Reference: ${booking.reference}`);
    expect((await calendar('?lang=xx')).statusCode).toBe(400);
  });
});
