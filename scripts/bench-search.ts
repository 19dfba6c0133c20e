/**
 * `npm run bench:search`: availability search and booking creation on PostgreSQL with 1,000
 * suites, at 20,000, 200,000 and 1,000,000 bookings (the next 80 days booked, the rest a hotel's
 * history, one past stay in ten reviewed); prints p50/p95, how cost grows, and the
 * targets: at 1,000,000 bookings the query's p95 at most 10 ms and the HTTP search's 15 ms, and
 * the search's p95 at most twice what it is at 20,000.
 * Uses DATABASE_URL's server (default: postgres://postgres@127.0.0.1:5432/postgres) and a
 * throw-away database on it. `-- --max=200000` stops at a smaller size (a quicker run).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { findAvailableSuites } from '#server/repositories/availability.ts';
import { SPEC_CHARGES } from '#shared/charges.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { UNCAPPED } from '#tests/support/test-app.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SUITES = 1000;
const maxArgument = process.argv.find((argument) => argument.startsWith('--max='));
const MAX_BOOKINGS = Number(maxArgument?.slice('--max='.length) ?? 1_000_000);
const SIZES = [20_000, 200_000, 1_000_000].filter((size) => size <= MAX_BOOKINGS);
const ORIGIN = 'http://localhost:3000';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const name = `suitebook_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-bench-'));
const database = await openDatabase({ url: url.toString(), poolMax: 10 });
const results: { bookings: number; search: number[]; query: number[]; create: number[] }[] = [];

// Seeding runs on its own connection, free of the app's statement timeout.
const seeder = new pg.Client({ connectionString: url.toString() });
await seeder.connect();
try {
  await database.migrate();
  const db = database.db;
  const today = hotelToday();
  await seeder.query(`
    insert into suites (slug, name, address, description, bed, capacity, size_sqft, rating, price_per_night, image_path)
    select 'bench-' || n, 'Bench Suite ' || n, 'Wing ' || (n % 4) || ', floor ' || (n % 6), 'A suite for benchmarks.',
           (array['1 King Bed','2 Single Bed','2 King Bed','1 Double Bed','1 Single Bed'])[1 + n % 5],
           1 + n % 5, 300 + n % 900, 1 + n % 5, 8000 + (n * 37) % 52000, '/images/suites/garden-king-suite'
      from generate_series(1, ${SUITES}) as n`);
  await seeder.query(
    `insert into users (id, name, email, role) values ('bench-user', 'Bench Guest', 'bench@example.com', 'guest')`,
  );

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-long-enough-for-better-auth',
    ...UNCAPPED,
  });
  const app = await buildApp({ config, database, webRoot: '/nonexistent' });
  await app.ready();
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: {
      name: 'Bench',
      email: 'bench-live@example.com',
      password: 'bench-password',
      phone: '+8801711000000',
    },
  });
  const cookie = String(signUp.headers['set-cookie']).split(';')[0] ?? '';

  // The first 20 bookings of each suite fill the next 80 days in 4-day slots (the forward book
  // every search looks into); every later one is a past stay, going back from yesterday, as a
  // hotel's history grows (bookings open only BOOKING_HORIZON_DAYS ahead). One in ten cancelled.
  const FORWARD_SLOTS = SIZES[0] ? SIZES[0] / SUITES : 0;
  const horizon = FORWARD_SLOTS * 4;
  let seeded = 0;
  for (const target of SIZES) {
    const perSuite = (target - seeded) / SUITES;
    const firstSlot = seeded / SUITES;
    await seeder.query(
      `
      insert into bookings (reference, user_id, suite_id, check_in, check_out, adults, children, nights,
                            nightly_rate, nightly_prices, subtotal, discount, service_charge, vat, tax,
                            total, status)
      select 'BX-' || s.n || '-' || k, 'bench-user', s.id,
             d.check_in, d.check_in + (1 + k % 3),
             1, 0, 1 + k % 3, 10000,
             (select jsonb_agg(jsonb_build_object('date', to_char(d.check_in + night, 'YYYY-MM-DD'), 'price', 10000))
                from generate_series(0, k % 3) as night),
             10000 * (1 + k % 3), 0, 1000, 1000, 500, 2500 + 10000 * (1 + k % 3),
             case when k % 10 = 0 then 'cancelled' else 'confirmed' end
        from (select id, row_number() over (order by id) as n from suites where slug like 'bench-%') s,
             generate_series($2::int, $3::int) as k,
             lateral (select case when k < $4 then $1::date + 1 + k * 4
                                  else $1::date - 4 * (k - $4 + 1) end as check_in) d`,
      [today, firstSlot, firstSlot + perSuite - 1, FORWARD_SLOTS],
    );
    // One past stay in ten has a review, as a suite's rating reads them on every search.
    await seeder.query(
      `
      insert into reviews (name, address, rating, comment, user_id, booking_id, suite_id)
      select 'Bench Guest', 'Dhaka', 1 + (ascii(reference) + length(reference)) % 5, 'A stay for benchmarks.',
             'bench-user', id, suite_id
        from bookings
       where check_in < $1::date and status = 'confirmed' and right(reference, 1) = '5'
      on conflict (booking_id) do nothing`,
      [today],
    );
    seeded = target;
    await seeder.query('vacuum analyze bookings');
    await seeder.query('vacuum analyze reviews');
    await seeder.query('analyze suites');

    const search: number[] = [];
    for (let i = 0; i < 300; i++) {
      const start = 1 + Math.floor(Math.random() * horizon);
      const nights = 1 + Math.floor(Math.random() * 5);
      const adults = 1 + Math.floor(Math.random() * 4);
      const t0 = performance.now();
      const response = await app.inject({
        url: `/api/suites/availability?checkIn=${addDays(today, start)}&checkOut=${addDays(today, start + nights)}&adults=${adults}&children=0`,
      });
      search.push(performance.now() - t0);
      if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
    }
    const query: number[] = [];
    for (let i = 0; i < 300; i++) {
      const start = 1 + Math.floor(Math.random() * horizon);
      const nights = 1 + Math.floor(Math.random() * 5);
      const adults = 1 + Math.floor(Math.random() * 4);
      const stay = {
        checkIn: addDays(today, start),
        checkOut: addDays(today, start + nights),
        adults,
        children: 0,
      };
      const t0 = performance.now();
      await findAvailableSuites(db, stay, nights, 100, SPEC_CHARGES);
      query.push(performance.now() - t0);
    }
    const create: number[] = [];
    for (let i = 0; i < 200; i++) {
      const suite = await db.execute(
        sql`select id from suites where slug = ${`bench-${1 + Math.floor(Math.random() * SUITES)}`}`,
      );
      const { rows } = suite as unknown as { rows: { id: string }[] };
      const start = 1 + Math.floor(Math.random() * horizon);
      const t0 = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { origin: ORIGIN, cookie },
        payload: {
          suiteId: rows[0]?.id,
          checkIn: addDays(today, start),
          checkOut: addDays(today, start + 2),
          adults: 1,
          children: 0,
        },
      });
      create.push(performance.now() - t0);
      if (response.statusCode !== 201 && response.statusCode !== 409)
        throw new Error(`create failed: ${response.body}`);
    }
    results.push({ bookings: target, search, query, create });
  }
  await app.close();
} finally {
  await seeder.end();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

const fmt = (value: number) => value.toFixed(2).padStart(8);
console.log(
  `\nSuitebook availability benchmark: ${SUITES} suites, PostgreSQL, through the HTTP layer (app.inject)\n`,
);
console.log('bookings   HTTP search p50/p95    query only p50/p95    create p50/p95   (ms)');
for (const result of results) {
  const pair = (values: number[]) =>
    `${fmt(percentile(values, 50))} ${fmt(percentile(values, 95))}`;
  console.log(
    `${String(result.bookings).padStart(8)}   ${pair(result.search)}      ${pair(result.query)}     ${pair(result.create)}`,
  );
}
const first = results[0];
const last = results.at(-1);
if (first && last && last !== first) {
  const growth = percentile(last.search, 95) / percentile(first.search, 95);
  const times = last.bookings / first.bookings;
  console.log(
    `\nsearch p95 at ${last.bookings.toLocaleString('en')} ÷ at ${first.bookings.toLocaleString('en')} bookings: ${growth.toFixed(2)}× for ${times}× the bookings`,
  );
  if (last.bookings === 1_000_000) {
    const query = percentile(last.query, 95);
    const search = percentile(last.search, 95);
    const targets = [
      { target: `query p95 ≤ 10 ms at 1,000,000 bookings (${query.toFixed(2)})`, met: query <= 10 },
      {
        target: `HTTP search p95 ≤ 15 ms at 1,000,000 bookings (${search.toFixed(2)})`,
        met: search <= 15,
      },
      {
        target: `search p95 growth from 20,000 to 1,000,000 ≤ 2× (${growth.toFixed(2)})`,
        met: growth <= 2,
      },
    ];
    console.log('\nTargets:');
    for (const { target, met } of targets) console.log(`  ${met ? 'met ' : 'MISSED'}  ${target}`);
    process.exitCode = targets.every(({ met }) => met) ? 0 : 1;
  }
}
