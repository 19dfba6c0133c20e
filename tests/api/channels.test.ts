import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteBlocks, suites } from '#server/db/schema.ts';
import { icsCalendar } from '#server/ical/ics.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { icsEvents } from '#tests/support/ical.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

const day = (offset: number) => addDays(hotelToday(), offset);

/**
 * A stand-in for an OTA's calendar server, over real HTTP: the feeds it serves are what
 * Booking.com or Airbnb publish (VEVENTs of all-day DATE values), plus the broken ones.
 */
function otaFeed() {
  return icsCalendar(
    [
      { uid: 'r1@ota.test', start: day(40), end: day(43), summary: 'CLOSED - Not available' },
      // Overlaps the direct booking made in the test (nights 50 and 51).
      { uid: 'r2@ota.test', start: day(49), end: day(52), summary: 'Reserved' },
      {
        uid: 'r3@ota.test',
        start: day(60),
        end: day(62),
        summary: 'Cancelled one',
        status: 'CANCELLED',
      },
      // Already over: ignored.
      { uid: 'r4@ota.test', start: day(-10), end: day(-8), summary: 'Past' },
    ],
    { productId: '-//OTA//Test//EN', now: new Date() },
  );
}

let feeds: Server;
let feedBase: string;
let feedBody = '';

beforeAll(async () => {
  feedBody = otaFeed();
  feeds = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/good.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody);
    } else if (path === '/redirect') {
      response.writeHead(302, { location: '/good.ics' }).end();
    } else if (path === '/loop') {
      response.writeHead(302, { location: '/loop' }).end();
    } else if (path === '/to-file') {
      response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    } else if (path === '/huge.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = 'X'.repeat(64 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', push);
        }
        response.end();
      };
      push();
    } else if (path === '/slow.ics') {
      // Answers nothing: the fetch must give up.
    } else if (path === '/garbage.ics') {
      response
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end('<html>not a calendar</html>');
    } else {
      response.writeHead(404).end('missing');
    }
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feeds.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
});

async function firstSuite(t: TestApp): Promise<string> {
  const [row] = await t.database.db
    .select({ id: suites.id })
    .from(suites)
    .where(eq(suites.active, true))
    .limit(1);
  return row?.id ?? '';
}

function adminCall(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

describe(`channel sync by iCal (${databaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let guest: Awaited<ReturnType<typeof signUp>>;
  let suiteId: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ...UNCAPPED,
        SEED_DEMO_DATA: 'true',
        ICAL_ALLOW_PRIVATE_HOSTS: 'true',
        ICAL_FETCH_TIMEOUT_MS: '1500',
      },
    });
    admin = await signUpAdmin(t.app, t.database.db);
    guest = await signUp(t.app);
    suiteId = await firstSuite(t);
  });
  afterAll(() => t.close());

  const channelsUrl = () => `/api/admin/suites/${suiteId}/channels`;

  it("imports an OTA's feed as blocks, flags the nights a direct booking holds, and replaces them on each fetch", async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { origin: ORIGIN, cookie: guest.cookie },
      payload: { suiteId, checkIn: day(50), checkOut: day(52), adults: 1, children: 0 },
    });
    expect(booked.statusCode).toBe(201);

    const added = await adminCall(t, admin.cookie, 'POST', channelsUrl(), {
      url: `${feedBase}/redirect`,
    });
    expect(added.statusCode).toBe(201);
    const [feed] = added.json().imports;
    expect(feed).toMatchObject({ lastStatus: 'ok', lastError: null, eventCount: 2 });
    expect(feed.conflicts).toEqual([
      {
        startDate: day(50),
        endDate: day(52),
        summary: 'Reserved',
        with: 'booking',
        reference: booked.json().reference,
      },
    ]);
    const blocks = await t.database.db
      .select({ startDate: suiteBlocks.startDate, endDate: suiteBlocks.endDate })
      .from(suiteBlocks)
      .where(and(eq(suiteBlocks.suiteId, suiteId), isNotNull(suiteBlocks.importId)))
      .orderBy(suiteBlocks.startDate);
    // Night 49 is free and blocked; 50 and 51 stay the direct guest's.
    expect(blocks).toEqual([
      { startDate: day(40), endDate: day(43) },
      { startDate: day(49), endDate: day(50) },
    ]);
    // Guests can no longer book those nights.
    const search = await t.app.inject({
      url: `/api/quote?suiteId=${suiteId}&checkIn=${day(41)}&checkOut=${day(42)}&adults=1&children=0`,
    });
    expect(search.json().available).toBe(false);
    // Staff cannot remove a feed's block by hand: it follows the feed.
    const staffBlocks = await adminCall(t, admin.cookie, 'GET', `/api/suites/${suiteId}/blocks`);
    const fed = staffBlocks.json().blocks.find((block: { fromFeed: boolean }) => block.fromFeed);
    expect(fed.reason).toBe('127.0.0.1: CLOSED - Not available');
    expect(
      (await adminCall(t, admin.cookie, 'DELETE', `/api/suites/${suiteId}/blocks/${fed.id}`))
        .statusCode,
    ).toBe(409);

    // The OTA frees nights 40 to 42: the next fetch opens them again.
    feedBody = icsCalendar(
      [{ uid: 'r2@ota.test', start: day(49), end: day(50), summary: 'Reserved' }],
      { productId: '-//OTA//Test//EN', now: new Date() },
    );
    const synced = await adminCall(t, admin.cookie, 'POST', `${channelsUrl()}/sync`);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().imports[0]).toMatchObject({
      lastStatus: 'ok',
      eventCount: 1,
      conflicts: [],
    });
    const after = await t.database.db
      .select({ startDate: suiteBlocks.startDate })
      .from(suiteBlocks)
      .where(and(eq(suiteBlocks.suiteId, suiteId), isNotNull(suiteBlocks.importId)));
    expect(after).toEqual([{ startDate: day(49) }]);

    // Removing the feed opens its nights.
    const removed = await adminCall(t, admin.cookie, 'DELETE', `${channelsUrl()}/${feed.id}`);
    expect(removed.statusCode).toBe(204);
    const none = await t.database.db
      .select()
      .from(suiteBlocks)
      .where(and(eq(suiteBlocks.suiteId, suiteId), isNotNull(suiteBlocks.importId)));
    expect(none).toEqual([]);
    feedBody = otaFeed();
  });

  it('shows each failure on the feed with its reason, keeps the nights it blocked, never crashes', async () => {
    const cases: [string, RegExp][] = [
      ['/garbage.ics', /not an iCalendar file/],
      ['/missing.ics', /HTTP 404/],
      ['/huge.ics', /larger than 2 MB/],
      ['/slow.ics', /No complete answer within/],
      ['/loop', /More than 3 redirects/],
      ['/to-file', /Only http and https/],
    ];
    for (const [path, reason] of cases) {
      const added = await adminCall(t, admin.cookie, 'POST', channelsUrl(), {
        url: `${feedBase}${path}`,
      });
      expect(added.statusCode, path).toBe(201);
      const feed = added.json().imports.find((entry: { url: string }) => entry.url.endsWith(path));
      expect(feed.lastStatus, path).toBe('failed');
      expect(feed.lastError, path).toMatch(reason);
      expect(feed.lastSyncedAt, path).not.toBeNull();
    }
    const duplicate = await adminCall(t, admin.cookie, 'POST', channelsUrl(), {
      url: `${feedBase}/loop`,
    });
    expect(duplicate.statusCode).toBe(409);
    for (const url of [
      'ftp://example.com/x.ics',
      'not a url',
      'https://user:pw@example.com/a.ics',
      'x'.repeat(3000),
    ]) {
      const refused = await adminCall(t, admin.cookie, 'POST', channelsUrl(), { url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('url');
    }
    expect((await adminCall(t, guest.cookie, 'GET', channelsUrl())).statusCode).toBe(403);
  });

  it("publishes the suite's taken nights at a secret address, without names, renewable", async () => {
    const channels = (await adminCall(t, admin.cookie, 'GET', channelsUrl())).json();
    const path = new URL(channels.exportUrl).pathname;
    expect(path).toMatch(/^\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    const events = icsEvents(feed.body);
    const booked = events.find((event) => event.startDate.toString() === day(50));
    expect(booked?.summary).toBe('Booked');
    expect(booked?.endDate.toString()).toBe(day(52));
    expect(feed.body).not.toContain(guest.name);
    expect(feed.body).not.toContain(guest.email);

    const renewed = await adminCall(t, admin.cookie, 'POST', `${channelsUrl()}/export-token`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().exportUrl).not.toBe(channels.exportUrl);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/ical/../../etc/passwd.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/ical/short.ics' })).statusCode).toBe(404);
  });
});

describe(`feeds on private addresses (${databaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('are refused: loopback by address or by name, without a request reaching them', async () => {
    const suiteId = await firstSuite(t);
    for (const url of [`${feedBase}/good.ics`, feedBase.replace('127.0.0.1', 'localhost')]) {
      const added = await adminCall(
        t,
        admin.cookie,
        'POST',
        `/api/admin/suites/${suiteId}/channels`,
        { url },
      );
      expect(added.statusCode).toBe(201);
      const feed = added.json().imports.find((entry: { url: string }) => entry.url === url);
      expect(feed.lastStatus).toBe('failed');
      expect(feed.lastError).toMatch(/is not a public address/);
    }
    const blocks = await t.database.db
      .select()
      .from(suiteBlocks)
      .where(and(eq(suiteBlocks.suiteId, suiteId), isNotNull(suiteBlocks.importId)));
    expect(blocks).toEqual([]);
  });
});
