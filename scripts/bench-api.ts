/**
 * `npm run bench:api`: the requests a traffic peak is made of, against the built app as it is
 * served (`node src/server/server.ts`, production mode, the default log level) and against a
 * bare Fastify hello-world started in the same run, on the same machine. Prints req/s, p99 and
 * the ratio to bare for each request, then each target of issue 13 and whether it was met.
 *
 *   npm run bench:api                                  # embedded database
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   npm run bench:api -- --seconds=5                   # per measurement (default 8)
 *
 * With DATABASE_URL, a throw-away database is made on that server and dropped afterwards.
 * Needs a build (`npm run build`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, hotelToday } from '#shared/stay.ts';
import { newGuest } from '#tests/support/accounts.ts';
import { signUpOver, startServerProcess } from '#tests/support/server-process.ts';
import { createTestDatabase } from '#tests/support/test-app.ts';

const secondsArgument = process.argv.find((argument) => argument.startsWith('--seconds='));
const SECONDS = Number(secondsArgument?.split('=')[1] ?? 8);
const ORIGIN = 'http://localhost:3000';
const postgresServer = process.env.DATABASE_URL;

if (!existsSync('dist/ssr/entry-server.js')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

interface Measured {
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

async function measure(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Measured> {
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A bare Fastify answering "hello world", in its own process like the app. */
async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/', async () => ({ hello: 'world' }));
       await app.listen({ port: 0, host: '127.0.0.1' });
       console.log('listening ' + app.server.address().port);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout ?? child, 'data')) as [Buffer];
  const port = /listening (\d+)/.exec(chunk.toString())?.[1];
  if (!port) throw new Error(`bare server did not start: ${chunk}`);
  return { url: `http://127.0.0.1:${port}`, child };
}

// A throw-away PostgreSQL database, or a fresh embedded one.
const dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-bench-api-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (postgresServer) {
  const fresh = await createTestDatabase();
  await fresh.database.close();
  databaseUrl = fresh.url;
  dropDatabase = fresh.drop;
}

const server = await startServerProcess({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  PUBLIC_URL: ORIGIN,
  AUTH_SECRET: randomBytes(24).toString('hex'),
  SEED_DEMO_DATA: 'true',
  DEMO_ACCOUNTS: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
// Only its start-up was of interest: from here its log lines (one per request) are read and dropped.
for (const stream of [server.child.stdout, server.child.stderr]) {
  stream?.removeAllListeners('data');
  stream?.resume();
}
const bare = await startBare();

try {
  const cookie = await signUpOver(server.url, newGuest({ name: 'Bench Guest' }));

  const script = readdirSync('dist/web/assets').find((name) => name.endsWith('.js'));
  const checkIn = addDays(hotelToday(), 30);
  const search = `/api/suites/availability?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=2&children=0`;
  const browser = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' };

  const requests = [
    { name: 'anonymous GET /', path: '/', connections: 20, headers: browser },
    { name: 'anonymous GET /about', path: '/about', connections: 20, headers: browser },
    { name: 'anonymous GET /allSuites', path: '/allSuites', connections: 20, headers: browser },
    { name: 'signed-in GET /', path: '/', connections: 20, headers: { ...browser, cookie } },
    { name: 'GET /api/suites', path: '/api/suites', connections: 20, headers: browser },
    { name: 'availability search', path: search, connections: 50, headers: browser },
    {
      name: 'a hashed static script',
      path: `/assets/${script}`,
      connections: 20,
      headers: browser,
    },
    { name: 'GET /api/health', path: '/api/health', connections: 20, headers: {} },
    { name: 'a 404 (unknown API path)', path: '/api/no-such-thing', connections: 20, headers: {} },
  ] as const;

  const bareAt = new Map<number, Measured>();
  for (const connections of [20, 50]) bareAt.set(connections, await measure(bare.url, connections));

  const rows: { name: string; connections: number; result: Measured; ratio: number }[] = [];
  for (const request of requests) {
    // One short warm-up fills caches and JIT, as a running server would have.
    await autocannon({
      url: server.url + request.path,
      connections: 5,
      amount: 200,
      headers: request.headers,
    });
    const result = await measure(server.url + request.path, request.connections, request.headers);
    const baseline = bareAt.get(request.connections)?.requestsPerSecond ?? Number.NaN;
    rows.push({ ...request, result, ratio: result.requestsPerSecond / baseline });
  }

  const kind = databaseUrl ? 'PostgreSQL' : 'embedded database';
  console.log(`\nbench:api on the ${kind}, ${SECONDS} s per measurement\n`);
  for (const [connections, result] of bareAt) {
    console.log(
      `bare Fastify hello-world, ${connections} connections: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`,
    );
  }
  console.log('\n| request | connections | req/s | p99 ms | ratio to bare | failed |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.connections} | ${row.result.requestsPerSecond.toFixed(0)} | ${row.result.p99} | ${row.ratio.toFixed(2)} | ${row.result.failures} |`,
    );
  }

  const row = (name: string) => {
    const found = rows.find((candidate) => candidate.name === name);
    if (!found) throw new Error(name);
    return found;
  };
  const targets: { target: string; met: boolean }[] = [];
  for (const name of ['anonymous GET /', 'anonymous GET /about', 'anonymous GET /allSuites']) {
    const { ratio, result } = row(name);
    targets.push({
      target: `${name}: ≥ 0.3 of bare (${ratio.toFixed(2)}), p99 ≤ 25 ms (${result.p99})`,
      met: ratio >= 0.3 && result.p99 <= 25,
    });
  }
  for (const name of ['GET /api/suites', 'a hashed static script']) {
    const { ratio } = row(name);
    targets.push({ target: `${name}: ≥ 0.5 of bare (${ratio.toFixed(2)})`, met: ratio >= 0.5 });
  }
  if (databaseUrl) {
    const { ratio, result } = row('availability search');
    targets.push({
      target: `availability search: ≥ 0.15 of bare (${ratio.toFixed(2)}), p99 ≤ 50 ms (${result.p99})`,
      met: ratio >= 0.15 && result.p99 <= 50,
    });
  }
  const signedIn = row('signed-in GET /').result.requestsPerSecond;
  targets.push({
    target: `signed-in GET /: ≥ 300 req/s (${signedIn.toFixed(0)})`,
    met: signedIn >= 300,
  });
  const failed = rows
    .filter((each) => !each.name.startsWith('a 404'))
    .reduce((sum, each) => sum + each.result.failures, 0);
  targets.push({ target: `no failed request (${failed})`, met: failed === 0 });

  console.log('\nTargets:');
  for (const { target, met } of targets) console.log(`  ${met ? 'met ' : 'MISSED'}  ${target}`);
  process.exitCode = targets.every(({ met }) => met) ? 0 : 1;
} finally {
  bare.child.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}
