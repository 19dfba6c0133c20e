import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import { withLocale } from '#server/i18n/request-locale.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { contactMessageInputSchema } from '#shared/contact.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { PRICE_LABELS } from '#shared/price-lines.ts';
import { addDays, hotelToday, STAY_MESSAGES } from '#shared/stay.ts';
import { ORIGIN, signUp } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

/**
 * The API's refusals in the request's language (decision 049): `Accept-Language: bn` (what the
 * web app sends from its /bn pages) gets Bengali messages and field messages, anything else the
 * English the spec gives, word for word. The codes never change with the language.
 */

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let suiteId: string;

const day = (offset: number) => addDays(hotelToday(), offset);
const BENGALI = /[\u0980-\u09ff]/;

beforeAll(async () => {
  t = await createTestApp({ env: UNCAPPED });
  guest = await signUp(t.app);
  const [suite] = await t.database.db.select({ id: suites.id }).from(suites).limit(1);
  suiteId = suite?.id ?? '';
});
afterAll(() => t.close());

const language = (acceptLanguage?: string) =>
  acceptLanguage ? { 'accept-language': acceptLanguage } : {};

const contact = (payload: object, acceptLanguage?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: language(acceptLanguage),
    payload,
  });

const quote = (query: Record<string, string>, acceptLanguage?: string) =>
  t.app.inject({
    url: `/api/quote?${new URLSearchParams(query)}`,
    headers: language(acceptLanguage),
  });

const book = (payload: object, acceptLanguage?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: guest.cookie, origin: ORIGIN, ...language(acceptLanguage) },
    payload,
  });

describe(`the API speaks the request's language (${databaseKind})`, () => {
  it('answers an invalid contact form in English without a header, as the spec words it', async () => {
    const response = await contact({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are missing or invalid.',
        fields: {
          name: '! Name is required',
          email: '! Email is required',
          message: '! TextArea is required',
        },
      },
    });
  });

  it('answers the same form in Bengali for Accept-Language: bn, with the same code', async () => {
    const response = await contact({}, 'bn');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'কিছু ঘর খালি বা সঠিক নয়।',
        fields: {
          name: '! নাম দেওয়া আবশ্যক',
          email: '! ইমেইল দেওয়া আবশ্যক',
          message: '! বার্তা লেখা আবশ্যক',
        },
      },
    });
  });

  it('writes the numbers of a Bengali field message in Bengali digits', async () => {
    const payload = { name: 'Rahim', email: 'rahim@example.com', message: 'short' };
    const english = await contact(payload);
    expect(english.json().error.fields).toEqual({
      message: 'Please write at least 10 characters',
    });
    const bengali = await contact(payload, 'bn');
    expect(bengali.json().error.fields).toEqual({
      message: 'অনুগ্রহ করে অন্তত ১০টি অক্ষর লিখুন',
    });
  });

  it('takes Bengali from a list of languages, and English for a language it does not speak', async () => {
    const ranked = await contact({}, 'bn-BD,en;q=0.5');
    expect(ranked.json().error.message).toBe('কিছু ঘর খালি বা সঠিক নয়।');
    const preferred = await contact({}, 'en;q=0.4, bn;q=0.9');
    expect(preferred.json().error.fields.name).toBe('! নাম দেওয়া আবশ্যক');
    const french = await contact({}, 'fr');
    expect(french.json().error).toEqual((await contact({})).json().error);
  });

  it("refuses a quote's stay field by field in the request's language", async () => {
    const query = { suiteId, checkIn: day(-3), checkOut: day(-5), adults: '9', children: '0' };
    const english = await quote(query);
    const bengali = await quote(query, 'bn');
    expect(english.statusCode).toBe(400);
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json().error.code).toBe(english.json().error.code);
    expect(english.json().error.fields.adults).toBe('Choose 1 to 4 adults');
    expect(bengali.json().error.fields.adults).toBe('১ থেকে ৪ জন প্রাপ্তবয়স্ক বেছে নিন');
    expect(Object.keys(bengali.json().error.fields)).toEqual(
      Object.keys(english.json().error.fields),
    );
  });

  it("refuses a booking's past dates with the stay's own messages in Bengali", async () => {
    const payload = { suiteId, checkIn: day(-3), checkOut: day(-1), adults: 1, children: 0 };
    const english = await book(payload);
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please check the dates and guests.',
      fields: { checkIn: 'Check-in must be today or later' },
    });
    const bengali = await book(payload, 'bn');
    expect(bengali.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'অনুগ্রহ করে তারিখ ও অতিথির সংখ্যা দেখে নিন।',
      fields: { checkIn: 'চেক-ইন আজ বা তার পরে হতে হবে' },
    });
  });

  it('says what was not found, and what needs signing in, in Bengali too', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const english = await t.app.inject({ url: `/api/suites/${missing}` });
    const bengali = await t.app.inject({ url: `/api/suites/${missing}`, headers: language('bn') });
    expect(english.json().error).toEqual({ code: 'NOT_FOUND', message: 'No suite with this id.' });
    expect(bengali.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'এই আইডির কোনো স্যুইট নেই।',
    });
    const unsigned = await t.app.inject({ url: '/api/bookings', headers: language('bn') });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'চালিয়ে যেতে অনুগ্রহ করে লগ ইন করুন।',
    });
  });

  it('refuses a body that is not JSON in the language asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', ...language('bn') },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toMatch(BENGALI);
    expect(response.json().error.fields.body).toMatch(BENGALI);
  });

  it("gives zod's own words, for a check that names none, in the request's language", async () => {
    const payload = {
      name: 'Rahim',
      email: 'rahim@example.com',
      message: 'Long enough',
      website: 1,
    };
    const english = await contact(payload);
    const bengali = await contact(payload, 'bn');
    expect(english.statusCode).toBe(400);
    expect(bengali.json().error.code).toBe(english.json().error.code);
    expect(english.json().error.fields).toEqual({
      website: 'Invalid input: expected string, received number',
    });
    expect(bengali.json().error.fields.website).toMatch(BENGALI);
  });

  it('asks a guest sending too much to wait, in the language they read', async () => {
    const send = (index: number, acceptLanguage?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '203.0.113.90',
        headers: language(acceptLanguage),
        payload: {
          name: 'Rahim',
          email: `rahim-${index}@example.com`,
          message: 'Do you have a room with a view of the tea gardens?',
        },
      });
    for (let index = 0; index < 5; index++) expect((await send(index)).statusCode).toBe(201);
    const english = await send(5);
    const bengali = await send(6, 'bn');
    expect(english.statusCode).toBe(429);
    expect(bengali.statusCode).toBe(429);
    expect(bengali.json().error.code).toBe('RATE_LIMITED');
    expect(english.json().error.message).toMatch(
      /^Too many requests\. Please wait \d+ minutes and try again\.$/,
    );
    expect(bengali.json().error.message).toMatch(
      /^অনেক বেশি অনুরোধ। অনুগ্রহ করে [০-৯]+ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।$/,
    );
  });

  it('keeps a public answer for each language: only the hotel’s own words differ', async () => {
    const bengali = await t.app.inject({ url: '/api/suites', headers: language('bn') });
    const english = await t.app.inject({ url: '/api/suites' });
    expect(bengali.statusCode).toBe(200);
    expect(english.headers.vary).toMatch(/accept-language/);
    type Listed = { name: string; description: string }[];
    const withoutWords = (body: string) =>
      (JSON.parse(body) as Listed).map(
        ({ name: _name, description: _description, ...rest }) => rest,
      );
    expect(withoutWords(bengali.body)).toEqual(withoutWords(english.body));
    const names = (body: string) => (JSON.parse(body) as Listed).map((suite) => suite.name);
    expect(names(english.body)).toContain('Tea Terrace Single');
    expect(names(bengali.body)).toContain('টি টেরেস সিঙ্গেল');
  });
});

describe('shared checks and labels speak the language of the moment', () => {
  it("gives a schema's messages in the language it runs in", () => {
    const errorsOf = () => {
      const parsed = contactMessageInputSchema.safeParse({ name: '', email: 'x', message: 'hi' });
      return parsed.success ? {} : fieldErrors(parsed.error.issues);
    };
    expect(errorsOf()).toEqual({
      name: '! Name is required',
      email: 'Enter a valid email address, like name@example.com',
      message: 'Please write at least 10 characters',
    });
    expect(withLocale('bn', errorsOf)).toEqual({
      name: '! নাম দেওয়া আবশ্যক',
      email: 'name@example.com-এর মতো একটি সঠিক ইমেইল ঠিকানা দিন',
      message: 'অনুগ্রহ করে অন্তত ১০টি অক্ষর লিখুন',
    });
    // The same schema, English again: nothing was kept from the Bengali run.
    expect(withLocale('en', errorsOf).name).toBe('! Name is required');
  });

  it('reads the label tables in the language of the moment', () => {
    expect(STATUS_LABELS.confirmed).toBe('Confirmed');
    expect(withLocale('bn', () => STATUS_LABELS.confirmed)).toBe('নিশ্চিত');
    expect(PRICE_LABELS.total).toBe('Total (BDT)');
    expect(withLocale('bn', () => PRICE_LABELS.total)).toBe('মোট (টাকা)');
    expect(STAY_MESSAGES.tooLong(30)).toBe('A stay can be at most 30 nights');
    expect(withLocale('bn', () => STAY_MESSAGES.tooLong(30))).toBe(
      'একটি অবস্থান সর্বোচ্চ ৩০ রাতের হতে পারে',
    );
    expect(Object.keys(STATUS_LABELS)).toContain('checked_in');
  });
});
