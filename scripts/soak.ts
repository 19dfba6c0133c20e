/**
 * `npm run soak`: a mixed search-and-booking load against a real server process for SOAK_SECONDS
 * (default 60), then checks that no two active bookings share a night. Prints status counts and
 * latency percentiles. Uses DATABASE_URL when set (a fresh database on that server), else PGlite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { addDays, hotelToday } from '#shared/stay.ts';
import { startServerProcess } from '#tests/support/server-process.ts';
import { UNCAPPED } from '#tests/support/test-app.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 16);
const ORIGIN = 'http://localhost:3000';
const dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-soak-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

if (process.env.DATABASE_URL) {
  const name = `suitebook_soak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

const server = await startServerProcess({
  DATA_DIR: dataDir,
  PUBLIC_URL: ORIGIN,
  AUTH_SECRET: 'soak-test-secret-long-enough-for-better-auth',
  DEMO_ACCOUNTS: 'false',
  ...UNCAPPED,
  LOG_LEVEL: 'info',
  TRUST_PROXY: '127.0.0.1, ::1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

const cookies: string[] = [];
for (let index = 0; index < 8; index++) {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.0.${index}`,
    },
    body: JSON.stringify({
      name: `Soak ${index}`,
      email: `soak-${index}-${Date.now()}@example.com`,
      password: 'soak-password',
      phone: '+8801711000000',
    }),
  });
  cookies.push(
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  );
}
const suites = (await (await fetch(`${server.url}/api/suites`)).json()) as {
  id: string;
  capacity: number;
}[];
const today = hotelToday();
const counts = new Map<string, number>();
const latency: Record<'search' | 'book', number[]> = { search: [], book: [] };
const deadline = Date.now() + seconds * 1000;
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function worker() {
  while (Date.now() < deadline) {
    const start = 1 + Math.floor(Math.random() * 60);
    const nights = 1 + Math.floor(Math.random() * 4);
    const isSearch = Math.random() < 0.6;
    const t0 = performance.now();
    let status: number;
    try {
      if (isSearch) {
        const response = await fetch(
          `${server.url}/api/suites/availability?checkIn=${addDays(today, start)}&checkOut=${addDays(today, start + nights)}&adults=1&children=0`,
        );
        await response.arrayBuffer();
        status = response.status;
      } else {
        const response = await fetch(`${server.url}/api/bookings`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: pick(cookies), 'content-type': 'application/json' },
          body: JSON.stringify({
            suiteId: pick(suites).id,
            checkIn: addDays(today, start),
            checkOut: addDays(today, start + nights),
            adults: 1,
            children: 0,
          }),
        });
        await response.arrayBuffer();
        status = response.status;
      }
    } catch {
      status = 0;
    }
    latency[isSearch ? 'search' : 'book'].push(performance.now() - t0);
    const key = `${isSearch ? 'search' : 'book'} ${status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

await Promise.all(Array.from({ length: concurrency }, worker));
server.child.kill('SIGTERM');
const exitCode = await server.exited;

const overlapSql = `select count(*)::int as clashes from bookings a join bookings b
  on a.suite_id = b.suite_id and a.id < b.id
 and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
 where a.status <> 'cancelled' and b.status <> 'cancelled'`;
let clashes: number;
let total: number;
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  clashes = (await client.query(overlapSql)).rows[0].clashes;
  total = (await client.query('select count(*)::int as n from bookings')).rows[0].n;
  await client.end();
} else {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gist } });
  clashes = ((await db.query<{ clashes: number }>(overlapSql)).rows[0] as { clashes: number })
    .clashes;
  total = (
    (await db.query<{ n: number }>('select count(*)::int as n from bookings')).rows[0] as {
      n: number;
    }
  ).n;
  await db.close();
}
await dropDatabase();
rmSync(dataDir, { recursive: true, force: true });

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ] ?? 0;
console.log(
  `\nSoak: ${seconds} s, ${concurrency} concurrent clients, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
);
for (const [key, value] of [...counts].sort()) console.log(`  ${key.padEnd(12)} ${value}`);
for (const kind of ['search', 'book'] as const) {
  const values = latency[kind];
  console.log(
    `  ${kind} latency p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (${values.length} requests)`,
  );
}
const fiveHundreds = [...counts]
  .filter(([key]) => / 5\d\d$| 0$/.test(key))
  .reduce((sum, [, value]) => sum + value, 0);
console.log(
  `  bookings stored: ${total}; overlapping active pairs: ${clashes}; 5xx or failed: ${fiveHundreds}; exit code ${exitCode}`,
);
process.exit(clashes === 0 && fiveHundreds === 0 && exitCode === 0 ? 0 : 1);
