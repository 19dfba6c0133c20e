import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, suites } from '#server/db/schema.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';
import { multipartForm } from '#tests/support/uploads.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: UNCAPPED });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  // A camera-like picture: EXIF with a GPS position, which must not survive.
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a5c2e' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1f3a2e' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const WIDTHS = [480, 960, 1440];

const validFields = (overrides: Record<string, string> = {}) => ({
  name: 'Lotus Deck Suite',
  price: '21000',
  square: '640',
  address: 'Lake wing, first floor',
  description: 'A deck over the lotus pond, a carved bed and a deep bath for long evenings.',
  bed: '2 King Bed',
  guest: '5',
  rating: '5',
  ...overrides,
});

type Files = readonly (readonly [string, string, string, Buffer])[];

function send(
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  files: Files,
  cookie = admin.cookie,
) {
  const body = multipartForm(fields, files);
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie, ...body.headers },
    payload: body.payload,
  });
}

const photo = (data: Buffer = jpeg, type = 'image/jpeg') =>
  [['photo', 'photo.jpg', type, data]] as const;

async function addSuite(overrides: Record<string, string> = {}, data: Buffer = jpeg) {
  const response = await send('POST', '/api/suites', validFields(overrides), photo(data));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: string;
    name: string;
    pricePerNight: number;
    weekendPricePerNight: number | null;
    active: boolean;
    image: { src: string; srcSet: string };
    photos: { id: string; image: { src: string } }[];
  };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The files of a stored picture at every width, from one of its URLs. */
function filesOf(image: string): string[] {
  const base = image.replace(/-\d+\.webp$/, '');
  return WIDTHS.map((width) => path.join(t.config.dataDir, `${base}-${width}.webp`));
}

const suiteFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'suites');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

const stay = (daysAhead: number) => {
  const checkIn = addDays(hotelToday(new Date(), t.config.booking.timeZone), daysAhead);
  return { checkIn, checkOut: addDays(checkIn, 2), adults: 2, children: 0 };
};

function book(suiteId: string, daysAhead: number, cookie = guest.cookie) {
  return call('POST', '/api/bookings', cookie, { suiteId, ...stay(daysAhead) });
}

async function auditOf(suiteId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'suite'), eq(auditEvents.targetId, suiteId)))
    .orderBy(auditEvents.createdAt);
}

describe(`suite management (${databaseKind})`, () => {
  describe('who may', () => {
    it('answers 401 to visitors and 403 to guests on every staff endpoint, storing nothing', async () => {
      const suite = await addSuite();
      const photoId = suite.photos[0]?.id ?? '';
      const endpoints: ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string][] = [
        ['GET', '/api/admin/suites'],
        ['GET', `/api/admin/suites/${suite.id}`],
        ['POST', '/api/suites'],
        ['PATCH', `/api/suites/${suite.id}`],
        ['POST', `/api/suites/${suite.id}/archive`],
        ['POST', `/api/suites/${suite.id}/restore`],
        ['DELETE', `/api/suites/${suite.id}`],
        ['POST', `/api/suites/${suite.id}/photos`],
        ['PUT', `/api/suites/${suite.id}/photos/order`],
        ['DELETE', `/api/suites/${suite.id}/photos/${photoId}`],
      ];
      const before = suiteFiles();
      for (const [method, url] of endpoints) {
        // Requests well formed in every other way (the order takes JSON, the rest a form).
        const body = url.endsWith('/order')
          ? {
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify({ photoIds: [photoId] }),
            }
          : multipartForm(validFields(), photo());
        for (const [cookie, status] of [
          [undefined, 401],
          [guest.cookie, 403],
        ] as const) {
          const response = await t.app.inject({
            method,
            url,
            headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...body.headers },
            payload: body.payload,
          });
          expect(response.statusCode, `${method} ${url}`).toBe(status);
          expect(response.json().error.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
        }
      }
      expect(suiteFiles()).toBe(before);
      const still = await call('GET', `/api/admin/suites/${suite.id}`, admin.cookie);
      expect(still.json()).toMatchObject({ active: true, photos: [{ id: photoId }] });
    });
  });

  describe('adding a suite', () => {
    it('stores it with its photo re-encoded, bookable and searchable at once', async () => {
      const suite = await addSuite({ name: 'Searchable Lake Suite', guest: '5' });
      expect(suite).toMatchObject({
        name: 'Searchable Lake Suite',
        pricePerNight: 21000,
        sizeSqft: 640,
        address: 'Lake wing, first floor',
        bed: '2 King Bed',
        capacity: 5,
        rating: 5,
        storedRating: 5,
        active: true,
        bookingCount: 0,
      });
      expect(suite.photos).toHaveLength(1);
      expect(suite.image.src).toMatch(/^\/uploads\/suites\/[0-9a-f]{24}-960\.webp$/);
      expect(suite.image.srcSet).toContain('-480.webp 480w');

      for (const file of filesOf(suite.image.src)) {
        const data = readFileSync(file);
        expect(data.subarray(8, 12).toString()).toBe('WEBP');
        const metadata = await sharp(data).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(data.includes('Secret Photographer')).toBe(false);
      }
      const served = await t.app.inject({ url: suite.image.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const listed = (await call('GET', '/api/suites')).json() as { id: string }[];
      expect(listed.map((row) => row.id)).toContain(suite.id);
      const detail = await call('GET', `/api/suites/${suite.id}`);
      expect(detail.json().photos).toHaveLength(1);

      const { checkIn, checkOut } = stay(40);
      const search = await call(
        'GET',
        `/api/suites/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=4&children=1`,
      );
      expect(
        (search.json().suites as { suite: { id: string } }[]).map((row) => row.suite.id),
      ).toContain(suite.id);
      const booked = await book(suite.id, 40);
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().total).toBeGreaterThan(2 * 21000);

      const [event] = await auditOf(suite.id);
      expect(event).toMatchObject({
        action: 'suite.created',
        actorId: admin.id,
        before: null,
        after: { name: 'Searchable Lake Suite', price: 21000, guest: 5, active: true },
      });
    });

    it('gives each field the spec’s required message, on its own field', async () => {
      const response = await send('POST', '/api/suites', {}, []);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        name: '! Name is required',
        price: '! Price is required',
        square: '! Square is required',
        address: '! Address is required',
        description: '! Description is required',
        bed: '! Bed is required',
        guest: '! Guest is required',
        rating: '! Ratting is required',
      });
      const blank = await send(
        'POST',
        '/api/suites',
        validFields({ name: '   ', price: '', bed: '' }),
        photo(),
      );
      expect(blank.json().error.fields).toEqual({
        name: '! Name is required',
        price: '! Price is required',
        bed: '! Bed is required',
      });
      const noPhoto = await send('POST', '/api/suites', validFields(), []);
      expect(noPhoto.statusCode).toBe(400);
      expect(noPhoto.json().error.fields).toEqual({ photo: '! Photo is required' });
    });

    it('refuses wrong types, out-of-range numbers, HTML and oversized text, storing nothing', async () => {
      const before = suiteFiles();
      const [{ value: rowsBefore } = { value: 0 }] = await t.database.db
        .select({ value: suites.id })
        .from(suites)
        .then((rows) => [{ value: rows.length }]);
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ price: 'abc' }, 'price', /whole price/],
        [{ price: '1e3' }, 'price', /whole price/],
        [{ price: '-5' }, 'price', /whole price/],
        [{ price: '0' }, 'price', /whole price/],
        [{ price: '99999999999999' }, 'price', /whole price/],
        [{ square: '12.5' }, 'square', /whole size/],
        [{ guest: '6' }, 'guest', /1 to 5 Guest/],
        [{ guest: '0' }, 'guest', /1 to 5 Guest/],
        [{ rating: '9' }, 'rating', /1\/5 to 5\/5/],
        [{ bed: 'Hammock' }, 'bed', /Choose one of/],
        [{ name: 'x'.repeat(81) }, 'name', /at most 80/],
        [{ name: '<img src=x onerror=alert(1)>' }, 'name', /plain text/],
        [
          { description: 'Lovely <script>alert(1)</script> room with a view.' },
          'description',
          /plain text/,
        ],
        [{ description: 'short' }, 'description', /at least 20/],
        [{ address: 'Lake\u202ewing' }, 'address', /letters, numbers/],
        [{ description: 'y'.repeat(20_000) }, 'description', /too long/],
      ];
      for (const [override, field, message] of cases) {
        const response = await send('POST', '/api/suites', validFields(override), photo());
        expect(response.statusCode, JSON.stringify(override).slice(0, 80)).toBe(400);
        expect(response.json().error.fields[field]).toMatch(message);
      }
      const json = await call('POST', '/api/suites', admin.cookie, validFields());
      expect(json.statusCode).toBe(415);
      expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const twice = multipartForm(validFields(), photo());
      const repeated = await t.app.inject({
        method: 'POST',
        url: '/api/suites',
        headers: { origin: ORIGIN, cookie: admin.cookie, ...twice.headers },
        payload: Buffer.concat([
          Buffer.from(
            '------suitebook-form\r\nContent-Disposition: form-data; name="name"\r\n\r\nSecond name\r\n',
          ),
          twice.payload,
        ]),
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().error.fields.name).toMatch(/once/);

      expect(suiteFiles()).toBe(before);
      const rowsAfter = (await t.database.db.select({ id: suites.id }).from(suites)).length;
      expect(rowsAfter).toBe(rowsBefore);
    });

    it('judges the photo by its bytes: no text, SVG, GIF or broken picture is stored', async () => {
      const before = suiteFiles();
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const gif = await sharp({
        create: { width: 30, height: 20, channels: 3, background: '#fff' },
      })
        .gif()
        .toBuffer();
      const bad: [Buffer, string][] = [
        [Buffer.from('<?php echo "hello"; ?>'), 'image/jpeg'],
        [svg, 'image/png'],
        [gif, 'image/gif'],
        [png.subarray(0, 200), 'image/png'],
        [Buffer.alloc(0), 'image/jpeg'],
      ];
      for (const [data, type] of bad) {
        const response = await send('POST', '/api/suites', validFields(), photo(data, type));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields.photo).toBeTruthy();
      }
      expect(suiteFiles()).toBe(before);
    });

    it('re-encodes a PNG with a script appended: what is served is a clean WebP', async () => {
      const polyglot = Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);
      const response = await send(
        'POST',
        '/api/suites',
        validFields(),
        photo(polyglot, 'image/png'),
      );
      if (response.statusCode === 201) {
        for (const file of filesOf(response.json().image.src)) {
          const data = readFileSync(file);
          expect(data.subarray(8, 12).toString()).toBe('WEBP');
          expect(data.includes('<script')).toBe(false);
        }
      } else {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields.photo).toBeTruthy();
      }
    });

    it('refuses a photo over 8 MB (413) and one over 24 megapixels (400)', async () => {
      const huge = Buffer.concat([jpeg, Buffer.alloc(9 * 1024 * 1024)]);
      const large = await send('POST', '/api/suites', validFields(), photo(huge));
      expect(large.statusCode).toBe(413);
      expect(large.json().error.fields.photo).toMatch(/8 MB/);
      const giant = await sharp({
        create: { width: 6000, height: 5000, channels: 3, background: '#1f3a2e' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const pixels = await send('POST', '/api/suites', validFields(), photo(giant, 'image/png'));
      expect(pixels.statusCode).toBe(400);
      expect(pixels.json().error.fields.photo).toMatch(/24 megapixels/);
    });
  });

  describe('editing', () => {
    it('changes the fields and keeps the cover when no photo is sent', async () => {
      const suite = await addSuite();
      const response = await send(
        'PATCH',
        `/api/suites/${suite.id}`,
        validFields({ name: 'Renamed Suite', price: '25000', guest: '3', rating: '4' }),
        [],
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Renamed Suite',
        pricePerNight: 25000,
        capacity: 3,
        storedRating: 4,
        image: suite.image,
      });
      const [, edited] = await auditOf(suite.id);
      expect(edited).toMatchObject({
        action: 'suite.edited',
        before: { name: 'Lotus Deck Suite', price: 21000, guest: 5, rating: 5 },
        after: { name: 'Renamed Suite', price: 25000, guest: 3, rating: 4 },
      });
      const invalid = await send(
        'PATCH',
        `/api/suites/${suite.id}`,
        validFields({ price: '' }),
        [],
      );
      expect(invalid.json().error.fields).toEqual({ price: '! Price is required' });
      const missing = await send(
        'PATCH',
        '/api/suites/00000000-0000-4000-8000-000000000000',
        validFields(),
        [],
      );
      expect(missing.statusCode).toBe(404);
    });

    it('sets the weekend price, refuses one out of range on its field, and clears it', async () => {
      const suite = await addSuite({ weekendPrice: '26000' });
      expect(suite).toMatchObject({ pricePerNight: 21000, weekendPricePerNight: 26000 });
      const [created] = await auditOf(suite.id);
      expect(created?.after).toMatchObject({ price: 21000, weekendPrice: 26000 });

      for (const weekendPrice of ['99', '1000001', '2.5', 'abc', '-300']) {
        const refused = await send(
          'PATCH',
          `/api/suites/${suite.id}`,
          validFields({ weekendPrice }),
          [],
        );
        expect(refused.statusCode, weekendPrice).toBe(400);
        expect(refused.json().error.fields).toEqual({
          weekendPrice: 'Enter a whole price from 100 to 1,000,000 BDT',
        });
      }
      const refusedOnAdd = await send(
        'POST',
        '/api/suites',
        validFields({ weekendPrice: '0' }),
        photo(),
      );
      expect(refusedOnAdd.statusCode).toBe(400);
      expect(Object.keys(refusedOnAdd.json().error.fields)).toEqual(['weekendPrice']);

      const changed = await send(
        'PATCH',
        `/api/suites/${suite.id}`,
        validFields({ weekendPrice: ' 27500 ' }),
        [],
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().weekendPricePerNight).toBe(27500);
      const publicView = await call('GET', `/api/suites/${suite.id}`);
      expect(publicView.json().weekendPricePerNight).toBe(27500);

      // The form sends the field empty to take the weekend price away.
      const cleared = await send(
        'PATCH',
        `/api/suites/${suite.id}`,
        validFields({ weekendPrice: '' }),
        [],
      );
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().weekendPricePerNight).toBeNull();
      const [row] = await t.database.db
        .select({ weekend: suites.weekendPricePerNight })
        .from(suites)
        .where(eq(suites.id, suite.id));
      expect(row?.weekend).toBeNull();
      const events = await auditOf(suite.id);
      expect(events.at(-1)).toMatchObject({
        action: 'suite.edited',
        before: { weekendPrice: 27500 },
        after: { weekendPrice: null },
      });
      // No weekendPrice at all: none, as an empty field.
      const withoutField = await addSuite();
      expect(withoutField).toMatchObject({ weekendPricePerNight: null });
    });

    it('replaces the cover with a new photo and deletes the old files', async () => {
      const suite = await addSuite();
      const oldFiles = filesOf(suite.image.src);
      const response = await send(
        'PATCH',
        `/api/suites/${suite.id}`,
        validFields(),
        photo(png, 'image/png'),
      );
      expect(response.statusCode, response.body).toBe(200);
      const edited = response.json();
      expect(edited.image.src).not.toBe(suite.image.src);
      expect(edited.photos).toHaveLength(1);
      for (const file of oldFiles) expect(existsSync(file)).toBe(false);
      for (const file of filesOf(edited.image.src)) expect(existsSync(file)).toBe(true);
    });
  });

  describe('archiving and deleting', () => {
    it('archives a suite out of search and booking, keeping its bookings, and restores it', async () => {
      const suite = await addSuite({ guest: '2' });
      const booked = await book(suite.id, 60);
      expect(booked.statusCode).toBe(201);

      const archived = await call('POST', `/api/suites/${suite.id}/archive`, admin.cookie);
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ active: false, bookingCount: 1 });
      const listed = (await call('GET', '/api/suites')).json() as { id: string }[];
      expect(listed.map((row) => row.id)).not.toContain(suite.id);
      expect((await call('GET', `/api/suites/${suite.id}`)).statusCode).toBe(404);
      const { checkIn, checkOut } = stay(80);
      const search = await call(
        'GET',
        `/api/suites/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`,
      );
      expect(
        (search.json().suites as { suite: { id: string } }[]).map((row) => row.suite.id),
      ).not.toContain(suite.id);
      expect((await book(suite.id, 80)).statusCode).toBe(404);
      const mine = (await call('GET', '/api/bookings', guest.cookie)).json() as {
        bookings?: { id: string }[];
      };
      expect(JSON.stringify(mine)).toContain(booked.json().id);
      const all = (await call('GET', '/api/admin/suites', admin.cookie)).json() as {
        id: string;
        active: boolean;
      }[];
      expect(all.find((row) => row.id === suite.id)?.active).toBe(false);

      const restored = await call('POST', `/api/suites/${suite.id}/restore`, admin.cookie);
      expect(restored.json().active).toBe(true);
      expect((await book(suite.id, 80)).statusCode).toBe(201);
      const actions = (await auditOf(suite.id)).map((event) => event.action);
      expect(actions).toEqual(['suite.created', 'suite.archived', 'suite.restored']);
    });

    it('deletes a suite that never had a booking, with its files; one with bookings is a 409', async () => {
      const booked = await addSuite();
      expect((await book(booked.id, 90)).statusCode).toBe(201);
      const refused = await call('DELETE', `/api/suites/${booked.id}`, admin.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/Archive it instead/);

      const fresh = await addSuite();
      const files = filesOf(fresh.image.src);
      const deleted = await call('DELETE', `/api/suites/${fresh.id}`, admin.cookie);
      expect(deleted.statusCode).toBe(204);
      for (const file of files) expect(existsSync(file)).toBe(false);
      expect((await call('GET', `/api/admin/suites/${fresh.id}`, admin.cookie)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/suites/${fresh.id}`, admin.cookie)).statusCode).toBe(404);
      const events = await auditOf(fresh.id);
      expect(events.at(-1)).toMatchObject({
        action: 'suite.deleted',
        before: { name: 'Lotus Deck Suite' },
        after: null,
      });
    });

    it('never fails when a booking and a delete of the same suite arrive together', async () => {
      for (let round = 0; round < 4; round++) {
        const suite = await addSuite();
        const [booking, deletion] = await Promise.all([
          book(suite.id, 100 + round * 3),
          call('DELETE', `/api/suites/${suite.id}`, admin.cookie),
        ]);
        if (deletion.statusCode === 204) {
          expect([404, 409]).toContain(booking.statusCode);
        } else {
          expect(deletion.statusCode).toBe(409);
          expect(booking.statusCode).toBe(201);
        }
      }
    });
  });

  describe('the gallery', () => {
    it('adds, reorders and removes photos; the first is the cover everywhere', async () => {
      const suite = await addSuite();
      const added = await send(
        'POST',
        `/api/suites/${suite.id}/photos`,
        {},
        photo(png, 'image/png'),
      );
      expect(added.statusCode, added.body).toBe(201);
      const gallery = added.json().photos as { id: string; image: { src: string } }[];
      expect(gallery).toHaveLength(2);
      const [first, second] = gallery;
      if (!first || !second) throw new Error('two photos expected');

      const reordered = await call('PUT', `/api/suites/${suite.id}/photos/order`, admin.cookie, {
        photoIds: [second.id, first.id],
      });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json().image.src).toBe(second.image.src);
      const listed = (await call('GET', '/api/suites')).json() as {
        id: string;
        image: { src: string };
      }[];
      expect(listed.find((row) => row.id === suite.id)?.image.src).toBe(second.image.src);
      const detail = (await call('GET', `/api/suites/${suite.id}`)).json();
      expect(detail.photos.map((image: { src: string }) => image.src)).toEqual([
        second.image.src,
        first.image.src,
      ]);

      for (const photoIds of [[first.id], [first.id, first.id], [first.id, second.id, suite.id]]) {
        const wrong = await call('PUT', `/api/suites/${suite.id}/photos/order`, admin.cookie, {
          photoIds,
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().error.fields.photoIds).toBeTruthy();
      }
      const notIds = await call('PUT', `/api/suites/${suite.id}/photos/order`, admin.cookie, {
        photoIds: ['x'],
      });
      expect(notIds.statusCode).toBe(400);

      const removed = await call(
        'DELETE',
        `/api/suites/${suite.id}/photos/${second.id}`,
        admin.cookie,
      );
      expect(removed.statusCode).toBe(200);
      expect(removed.json().image.src).toBe(first.image.src);
      for (const file of filesOf(second.image.src)) expect(existsSync(file)).toBe(false);
      const last = await call('DELETE', `/api/suites/${suite.id}/photos/${first.id}`, admin.cookie);
      expect(last.statusCode).toBe(409);
      const unknown = await call(
        'DELETE',
        `/api/suites/${suite.id}/photos/${second.id}`,
        admin.cookie,
      );
      expect(unknown.statusCode).toBe(404);
      const actions = (await auditOf(suite.id)).map((event) => event.action);
      expect(actions).toEqual([
        'suite.created',
        'suite.photos_changed',
        'suite.photos_changed',
        'suite.photos_changed',
      ]);
    });

    it('holds at most 12 photos', async () => {
      const suite = await addSuite();
      for (let count = 2; count <= 12; count++) {
        const response = await send(
          'POST',
          `/api/suites/${suite.id}/photos`,
          {},
          photo(png, 'image/png'),
        );
        expect(response.statusCode).toBe(201);
      }
      const full = await send(
        'POST',
        `/api/suites/${suite.id}/photos`,
        {},
        photo(png, 'image/png'),
      );
      expect(full.statusCode).toBe(409);
      expect(full.json().error.message).toMatch(/at most 12/);
    });
  });
});
