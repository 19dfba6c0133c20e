import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, extras, suites } from '#server/db/schema.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUpAdmin, signUpWithLanguage } from '#tests/support/accounts.ts';
import { icsEvents } from '#tests/support/ical.ts';
import { pdfLayoutText } from '#tests/support/pdf.ts';
import { startSmtpServer } from '#tests/support/smtp-server.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';
import { multipartForm } from '#tests/support/uploads.ts';

/**
 * The hotel's own words in Bengali (decision 049): a suite's name and description and an extra's
 * name, written by staff beside the English, shown to whoever reads in Bengali (pages, booking
 * answers, mails, receipts, calendar files), the English to everyone else and where there is no
 * Bengali; the public cache keeps each language's answer apart.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let jpeg: Buffer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { ...UNCAPPED, SMTP_URL: smtp.url } });
  admin = await signUpAdmin(t.app, t.database.db);
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a5c2e' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const BN = 'bn-BD,bn;q=0.9,en;q=0.5';
const today = () => hotelToday(new Date(), t.config.booking.timeZone);

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

function sendSuite(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>) {
  const body = multipartForm(
    fields,
    method === 'POST' ? [['photo', 'photo.jpg', 'image/jpeg', jpeg]] : [],
  );
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: admin.cookie, ...body.headers },
    payload: body.payload,
  });
}

const suiteFields = (overrides: Record<string, string> = {}) => ({
  name: 'Lotus Deck Suite',
  price: '21000',
  square: '640',
  address: 'Lake wing, first floor',
  description: 'A deck over the lotus pond, a carved bed and a deep bath for long evenings.',
  bed: '2 King Bed',
  guest: '4',
  rating: '5',
  ...overrides,
});

const LOTUS_BN = 'পদ্ম ডেক স্যুইট';
const LOTUS_DESCRIPTION_BN = 'পদ্মপুকুরের ওপরে একটি ডেক, খোদাই করা খাট আর দীর্ঘ সন্ধ্যার জন্য গভীর বাথটাব।';

function adminSend(method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: admin.cookie },
    payload,
  });
}

const signUpFrom = (language: string) => signUpWithLanguage(t.app, language);

async function suiteBySlug(slug: string) {
  const [row] = await t.database.db.select().from(suites).where(eq(suites.slug, slug));
  if (!row) throw new Error(`no seeded suite ${slug}`);
  return row;
}

describe(`the hotel's words in Bengali (${databaseKind})`, () => {
  it('seeds every demo suite and extra with a Bengali name, and the suites with a description', async () => {
    const rows = await t.database.db.select().from(suites);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.nameBn, row.name).toMatch(/^[\u0980-\u09ff][\u0980-\u09ff\s-]*$/);
      expect(row.descriptionBn, row.name).toMatch(/[\u0980-\u09ff]/);
      expect(row.descriptionBn, row.name).not.toMatch(/[A-Za-z]/);
    }
    const extraRows = await t.database.db.select().from(extras);
    expect(extraRows.length).toBeGreaterThan(0);
    for (const row of extraRows) expect(row.nameBn, row.name).toMatch(/^[\u0980-\u09ff\s]+$/);
  });

  it('lets staff save a suite with its Bengali name and description, and refuses bad ones on their field', async () => {
    const created = await sendSuite(
      'POST',
      '/api/suites',
      suiteFields({ nameBn: `  ${LOTUS_BN} `, descriptionBn: LOTUS_DESCRIPTION_BN }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const suite = created.json();
    expect(suite).toMatchObject({
      name: 'Lotus Deck Suite',
      nameBn: LOTUS_BN,
      descriptionBn: LOTUS_DESCRIPTION_BN,
    });

    // The staff's read is the stored texts, whatever language the staff page is in.
    const read = await get(`/api/admin/suites/${suite.id}`, {
      cookie: admin.cookie,
      'accept-language': BN,
    });
    expect(read.json()).toMatchObject({
      name: 'Lotus Deck Suite',
      description: suiteFields().description,
      nameBn: LOTUS_BN,
      descriptionBn: LOTUS_DESCRIPTION_BN,
    });

    const tooLong = await sendSuite(
      'PATCH',
      `/api/suites/${suite.id}`,
      suiteFields({ nameBn: 'স'.repeat(81), descriptionBn: 'ছোট' }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().error.fields).sort()).toEqual(['descriptionBn', 'nameBn']);
    expect(tooLong.json().error.fields.nameBn).toBe('Name must be at most 80 characters');
    expect(tooLong.json().error.fields.descriptionBn).toBe('Please write at least 20 characters');

    const marked = await sendSuite(
      'PATCH',
      `/api/suites/${suite.id}`,
      suiteFields({ nameBn: '<b>পদ্ম</b>', descriptionBn: LOTUS_DESCRIPTION_BN }),
    );
    expect(marked.statusCode).toBe(400);
    expect(Object.keys(marked.json().error.fields)).toEqual(['nameBn']);
    expect(
      (await get(`/api/admin/suites/${suite.id}`, { cookie: admin.cookie })).json(),
    ).toMatchObject({ nameBn: LOTUS_BN });

    // Empty is none: the suite then reads in English in Bengali too.
    const cleared = await sendSuite(
      'PATCH',
      `/api/suites/${suite.id}`,
      suiteFields({ nameBn: '', descriptionBn: ' ' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ nameBn: null, descriptionBn: null });
    const bengaliPage = (await get(`/api/suites/${suite.id}`, { 'accept-language': BN })).json();
    expect(bengaliPage).toMatchObject({
      name: 'Lotus Deck Suite',
      description: suiteFields().description,
    });

    const restored = await sendSuite(
      'PATCH',
      `/api/suites/${suite.id}`,
      suiteFields({ nameBn: LOTUS_BN, descriptionBn: LOTUS_DESCRIPTION_BN }),
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const [row] = await t.database.db.select().from(suites).where(eq(suites.id, suite.id));
    expect(row).toMatchObject({ nameBn: LOTUS_BN, descriptionBn: LOTUS_DESCRIPTION_BN });
  });

  it('shows a suite in Bengali to Bengali readers, in English to others, and English where it has no Bengali', async () => {
    const plain = await sendSuite('POST', '/api/suites', suiteFields({ name: 'Plain Suite' }));
    expect(plain.statusCode, plain.body).toBe(201);
    const tea = await suiteBySlug('tea-terrace-single');

    const english = await get(`/api/suites/${tea.id}`);
    expect(english.json()).toMatchObject({ name: tea.name, description: tea.description });
    const bengali = await get(`/api/suites/${tea.id}`, { 'accept-language': BN });
    expect(bengali.json()).toMatchObject({
      name: 'টি টেরেস সিঙ্গেল',
      description: tea.descriptionBn,
    });

    const fallback = await get(`/api/suites/${plain.json().id}`, { 'accept-language': BN });
    expect(fallback.json()).toMatchObject({
      name: 'Plain Suite',
      description: suiteFields().description,
    });

    const search = await get(
      `/api/suites/availability?checkIn=${addDays(today(), 20)}&checkOut=${addDays(today(), 22)}&adults=1&children=0`,
      { 'accept-language': BN },
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).toContain('টি টেরেস সিঙ্গেল');
    expect(search.body).not.toContain('"Tea Terrace Single"');
  });

  it('never shares one language’s search with a visitor asking at the same moment in the other', async () => {
    const url = `/api/suites/availability?checkIn=${addDays(today(), 24)}&checkOut=${addDays(today(), 26)}&adults=1&children=0`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        get(url, index % 2 === 0 ? { 'accept-language': BN } : {}),
      ),
    );
    answers.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      const bengali = index % 2 === 0;
      expect(answer.body.includes('টি টেরেস সিঙ্গেল'), `answer ${index}`).toBe(bengali);
      expect(answer.body.includes('Tea Terrace Single'), `answer ${index}`).toBe(!bengali);
    });
  });

  it('keeps each language’s answer of a public read apart in the cache, with its own ETag', async () => {
    const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((s) => s.name);
    const english = await get('/api/suites');
    expect(english.headers.vary).toMatch(/accept-language/);
    const bengali = await get('/api/suites', { 'accept-language': BN });
    const englishAgain = await get('/api/suites', { 'accept-language': 'en' });
    const bengaliAgain = await get('/api/suites', { 'accept-language': BN });
    for (const answer of [english, bengali, englishAgain, bengaliAgain]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toMatch(/accept-language/);
      expect(answer.headers.vary).toMatch(/accept-encoding/);
    }
    expect(names(english.body)).toContain('Tea Terrace Single');
    expect(names(english.body)).not.toContain('টি টেরেস সিঙ্গেল');
    expect(names(bengali.body)).toContain('টি টেরেস সিঙ্গেল');
    expect(names(bengali.body)).not.toContain('Tea Terrace Single');
    // The English-only suite reads in English in both.
    expect(names(bengali.body)).toContain('Plain Suite');
    expect(englishAgain.body).toBe(english.body);
    expect(bengaliAgain.body).toBe(bengali.body);
    expect(bengali.headers.etag).not.toBe(english.headers.etag);

    // One language's ETag is not the other's answer.
    const crossed = await get('/api/suites', {
      'accept-language': BN,
      'if-none-match': String(english.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);
    expect(names(crossed.body)).toContain('টি টেরেস সিঙ্গেল');
    const held = await get('/api/suites', {
      'accept-language': BN,
      'if-none-match': String(bengali.headers.etag),
    });
    expect(held.statusCode).toBe(304);
    const heldEnglish = await get('/api/suites', {
      'if-none-match': String(english.headers.etag),
    });
    expect(heldEnglish.statusCode).toBe(304);
  });

  it('names extras in the reader’s language, and lets staff write and read the Bengali name', async () => {
    const bengali = (await get('/api/extras', { 'accept-language': BN })).json() as {
      name: string;
    }[];
    expect(bengali.map((extra) => extra.name)).toContain('স্পা ব্যবহার');
    const english = (await get('/api/extras')).json() as { name: string }[];
    expect(english.map((extra) => extra.name)).toContain('Spa Access');
    expect(Object.keys(english[0] ?? {})).toEqual(['id', 'name', 'price', 'unit']);

    const created = await adminSend('POST', '/api/admin/extras', {
      name: 'Tea Garden Walk',
      nameBn: 'চা-বাগানে হাঁটা',
      price: 500,
      unit: 'guest-night',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Tea Garden Walk', nameBn: 'চা-বাগানে হাঁটা' });
    const listed = (
      await get('/api/admin/extras', { cookie: admin.cookie, 'accept-language': BN })
    ).json() as { extras: { name: string; nameBn: string | null }[] };
    expect(listed.extras).toContainEqual(
      expect.objectContaining({ name: 'Tea Garden Walk', nameBn: 'চা-বাগানে হাঁটা' }),
    );
    expect(listed.extras).toContainEqual(
      expect.objectContaining({ name: 'Spa Access', nameBn: 'স্পা ব্যবহার' }),
    );

    const refused = await adminSend('PATCH', `/api/admin/extras/${created.json().id}`, {
      name: 'Tea Garden Walk',
      nameBn: 'হ'.repeat(81),
      price: 500,
      unit: 'guest-night',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['nameBn']);

    const cleared = await adminSend('PATCH', `/api/admin/extras/${created.json().id}`, {
      name: 'Tea Garden Walk',
      nameBn: '',
      price: 500,
      unit: 'guest-night',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ nameBn: null });
    const fallback = (await get('/api/extras', { 'accept-language': BN })).json() as {
      name: string;
    }[];
    expect(fallback.map((extra) => extra.name)).toContain('Tea Garden Walk');
  });

  it('names the suite and extras of a Bengali guest’s booking in Bengali: answer, quote, mail, calendar file and receipt', async () => {
    const bamboo = await suiteBySlug('bamboo-grove-double');
    const [spa] = await t.database.db.select().from(extras).where(eq(extras.name, 'Spa Access'));
    if (!spa) throw new Error('no seeded extra Spa Access');
    const guest = await signUpFrom('bn');
    const checkIn = addDays(today(), 40);
    const stay = { checkIn, checkOut: addDays(checkIn, 2), adults: 2, children: 0 };

    const quote = await get(
      `/api/quote?${new URLSearchParams({
        suiteId: bamboo.id,
        checkIn,
        checkOut: stay.checkOut,
        adults: '2',
        children: '0',
        extras: `${spa.id}:1`,
      })}`,
      { 'accept-language': BN },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      suite: { name: 'বাঁশবাগান ডাবল' },
      quote: { extras: [{ name: 'স্পা ব্যবহার' }] },
    });
    expect(quote.body).not.toContain('nameBn');

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie, 'accept-language': BN },
      payload: { suiteId: bamboo.id, ...stay, extras: [{ id: spa.id, quantity: 1 }] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json();
    expect(booking.suite.name).toBe('বাঁশবাগান ডাবল');
    expect(booking.extras).toMatchObject([{ name: 'স্পা ব্যবহার' }]);
    expect(booked.body).not.toContain('nameBn');

    // The booking keeps the English, with the Bengali beside it: English readers read English.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.extras).toMatchObject([{ name: 'Spa Access', nameBn: 'স্পা ব্যবহার' }]);
    const inEnglish = (
      await get(`/api/bookings/${booking.id}`, { cookie: guest.cookie, 'accept-language': 'en' })
    ).json();
    expect(inEnglish.suite.name).toBe('Bamboo Grove Double');
    expect(inEnglish.extras).toMatchObject([{ name: 'Spa Access' }]);
    const staffList = await get('/api/bookings', { cookie: admin.cookie });
    expect(staffList.statusCode, staffList.body).toBe(200);
    expect(staffList.body).toContain('Bamboo Grove Double');
    expect(staffList.body).not.toContain('বাঁশবাগান ডাবল');

    const mail = await smtp.waitFor(guest.email, new RegExp(booking.reference));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('বাঁশবাগান ডাবল');
      expect(part).not.toContain('Bamboo Grove Double');
    }
    const [event] = icsEvents(mail.attachments[0]?.content ?? '');
    expect(event?.description).toContain('বাঁশবাগান ডাবল');

    const receipt = await get(`/api/bookings/${booking.id}/invoice.pdf`, {
      cookie: guest.cookie,
    });
    expect(receipt.statusCode).toBe(200);
    const bengaliReceipt = pdfLayoutText(receipt.rawPayload);
    // Parts without signs a text extractor may reorder (the chandrabindu of বাঁশ).
    expect(bengaliReceipt).toContain('বাগান ডাবল');
    expect(bengaliReceipt).toContain('স্পা ব্যবহার');
    expect(bengaliReceipt).not.toContain('Bamboo Grove Double');
    expect(bengaliReceipt).not.toContain('Spa Access');
    const englishReceipt = pdfLayoutText(
      (await get(`/api/bookings/${booking.id}/invoice.pdf?lang=en`, { cookie: guest.cookie }))
        .rawPayload,
    );
    expect(englishReceipt).toContain('Bamboo Grove Double');
    expect(englishReceipt).toContain('Spa Access');
  });

  it('writes an English guest about the same suite in English, whatever page the staff use', async () => {
    const bamboo = await suiteBySlug('bamboo-grove-double');
    const guest = await signUpFrom('en');
    const checkIn = addDays(today(), 60);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: {
        suiteId: bamboo.id,
        checkIn,
        checkOut: addDays(checkIn, 2),
        adults: 2,
        children: 0,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json();
    expect(booking.suite.name).toBe('Bamboo Grove Double');
    // Staff on a Bengali page cancel it: the guest's mail is in English, the suite too.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: { origin: ORIGIN, cookie: admin.cookie, 'accept-language': BN },
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const mail = await smtp.waitFor(guest.email, /cancelled/);
    expect(mail.text).toContain('Bamboo Grove Double');
    expect(mail.text).not.toContain('বাঁশবাগান ডাবল');
  });
});
