/**
 * `npm run bench:api`: the requests a traffic peak is made of, against the built app as it is
 * served (`node src/server/server.ts`, production mode, the default log level) and against a
 * bare Fastify hello-world started in the same run, on the same machine, measured again just
 * before and just after each request (the machine is shared: its speed drifts within a run).
 * Prints req/s, p99 and the ratio to the mean of those two bare figures for each request, bare
 * Fastifys replaying three of the answers byte for byte (the most those answers can get here),
 * then each target of issue 13. Each row also shows the answering process's CPU per answer and
 * how busy each side kept its core, so a row limited by the client shows as such (decision 040).
 *
 *   npm run bench:api                                  # embedded database
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   npm run bench:api -- --seconds=5                   # per measurement (default 8)
 *
 * With DATABASE_URL, a throw-away database is made on that server and dropped afterwards.
 * Needs a build (`npm run build`).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
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

if (!existsSync('dist/ssr/en/entry-server.js')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

interface Measured {
  requestsPerSecond: number;
  p99: number;
  failures: number;
  /** CPU time of the answering process per answer, in microseconds (all its threads). */
  serverMicroseconds: number;
  /** Share of one core each side kept busy while it ran: which one limited the figure. */
  serverBusy: number;
  clientBusy: number;
}

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** CPU time a process has used so far, in seconds (user and system, all its threads). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (name) ", utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

/** This process's CPU time so far (autocannon runs in it), in seconds. */
function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

async function measure(
  url: string,
  serverPid: number,
  connections: number,
  headers: Record<string, string> = {},
  paths?: readonly string[],
): Promise<Measured> {
  // With paths, each request takes one of them at random.
  const requests = paths && [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: paths[Math.floor(Math.random() * paths.length)],
      }),
    },
  ];
  const [serverBefore, clientBefore, startedAt] = [
    cpuSecondsOf(serverPid),
    ownCpuSeconds(),
    performance.now(),
  ];
  const result = await autocannon({ url, connections, duration: SECONDS, headers, requests });
  const seconds = (performance.now() - startedAt) / 1000;
  const serverSeconds = cpuSecondsOf(serverPid) - serverBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    serverMicroseconds: (serverSeconds * 1e6) / Math.max(1, result.requests.total),
    serverBusy: serverSeconds / seconds,
    clientBusy: (ownCpuSeconds() - clientBefore) / seconds,
  };
}

/**
 * A bare Fastify in its own process like the app: answering "hello world", or, given a file of
 * a recorded answer, replaying its headers and bytes (what the app's answer costs at best).
 */
async function startBare(replay?: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       import { readFileSync } from 'node:fs';
       const replay = process.argv[1];
       const recorded = replay ? JSON.parse(readFileSync(replay, 'utf8')) : undefined;
       const body = recorded ? Buffer.from(recorded.body, 'base64') : undefined;
       const app = Fastify();
       app.get('/', (request, reply) =>
         recorded ? reply.headers(recorded.headers).send(body) : reply.send({ hello: 'world' }));
       await app.listen({ port: 0, host: '127.0.0.1' });
       console.log('listening ' + app.server.address().port);`,
      ...(replay ? [replay] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout ?? child, 'data')) as [Buffer];
  const port = /listening (\d+)/.exec(chunk.toString())?.[1];
  if (!port) throw new Error(`bare server did not start: ${chunk}`);
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Records an answer of the app as sent (headers and compressed bytes) for a bare server to replay. */
async function recordAnswer(url: string, headers: Record<string, string>, file: string) {
  const request = http.get(url, { headers });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const skipped = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const kept = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !skipped.includes(name)),
  );
  const body = Buffer.concat(chunks).toString('base64');
  writeFileSync(file, JSON.stringify({ headers: kept, body }));
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

// The server's log (a line per request) goes to a file, as a deployment's would: read through a
// pipe by this process, it took CPU from autocannon, which runs here too.
const logFile = path.join(dataDir, 'server.log');
const server = await startServerProcess(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO_DATA: 'true',
    DEMO_ACCOUNTS: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  { logFile },
);
const bare = await startBare();
const bareServers = [bare];

/** A ratio as printed: cut, not rounded, to two places, so a figure shown as 0.30 has met 0.3. */
function shown(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

interface Row {
  name: string;
  connections: number;
  result: Measured;
  /** Bare req/s measured just before and just after this row; the ratio is to their mean. */
  before: number;
  after: number;
  /** CPU a bare hello world took per answer, the mean of the same two measurements. */
  bareMicroseconds: number;
  ratio: number;
}

function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('a server process has no pid');
  return child.pid;
}

try {
  const cookie = await signUpOver(server.url, newGuest({ name: 'Bench Guest' }));

  const script = readdirSync('dist/web/assets').find((name) => name.endsWith('.js'));
  const checkIn = addDays(hotelToday(), 30);
  const searchFor = (from: string, nights: number, adults: number) =>
    `/api/suites/availability?checkIn=${from}&checkOut=${addDays(from, nights)}&adults=${adults}&children=0`;
  const search = searchFor(checkIn, 2, 2);
  // Fifty different stays, for the searches that cannot share a read (decision 038).
  const searches = Array.from({ length: 50 }, (_, index) =>
    searchFor(addDays(checkIn, index % 25), 1 + (index % 3), 1 + (index % 2)),
  );
  const browser = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' };

  const requests = [
    { name: 'anonymous GET /', path: '/', connections: 20, headers: browser },
    { name: 'anonymous GET /about', path: '/about', connections: 20, headers: browser },
    { name: 'anonymous GET /allSuites', path: '/allSuites', connections: 20, headers: browser },
    { name: 'signed-in GET /', path: '/', connections: 20, headers: { ...browser, cookie } },
    { name: 'GET /api/suites', path: '/api/suites', connections: 20, headers: browser },
    { name: 'availability search', path: search, connections: 50, headers: browser },
    {
      name: 'availability search, 50 stays at random',
      path: search,
      paths: searches,
      connections: 50,
      headers: browser,
    },
    {
      name: 'a hashed static script',
      path: `/assets/${script}`,
      connections: 20,
      headers: browser,
    },
    { name: 'GET /api/health', path: '/api/health', connections: 20, headers: {} },
    { name: 'a 404 (unknown API path)', path: '/api/no-such-thing', connections: 20, headers: {} },
  ] as const;

  // What an answer costs at best: a bare Fastify replaying it, same headers, same compressed
  // bytes (rows for reading the others by, not targets).
  const replays: { name: string; url: string; pid: number; of: string }[] = [];
  for (const [label, of] of [
    ["GET /'s", 'anonymous GET /'],
    ["GET /api/suites'", 'GET /api/suites'],
    ["the script's", 'a hashed static script'],
  ] as const) {
    const replayFile = path.join(dataDir, `answer-${replays.length}.json`);
    const measured = requests.find((request) => request.name === of);
    if (!measured) throw new Error(`no request named ${of}`);
    await recordAnswer(server.url + measured.path, browser, replayFile);
    const replay = await startBare(replayFile);
    bareServers.push(replay);
    replays.push({
      name: `bare Fastify replaying ${label} answer`,
      url: replay.url,
      pid: pidOf(replay.child),
      of,
    });
  }

  // The machine is shared: its speed drifts within a run, and a bare hello world (50,000 and more
  // requests a second) moves by a sixth between one measurement and the next. Each measurement
  // is read against the mean of bare ones taken just before and just after it, at the same number
  // of connections; one measurement's "after" is the next one's "before".
  const rows: Row[] = [];
  let lastBare: { connections: number; measured: Measured } | undefined;
  const bareAt = async (connections: number) => {
    const measured = await measure(bare.url, pidOf(bare.child), connections);
    lastBare = { connections, measured };
    return measured;
  };
  const measureAgainstBare = async (
    name: string,
    url: string,
    pid: number,
    connections: number,
    headers: Record<string, string>,
    paths?: readonly string[],
  ) => {
    // One short warm-up fills caches and JIT, as a running server would have.
    await autocannon({ url, connections: 5, amount: 200, headers });
    const before =
      lastBare?.connections === connections ? lastBare.measured : await bareAt(connections);
    const result = await measure(url, pid, connections, headers, paths);
    // Each measurement leaves a hundred megabytes of log lines: none is read.
    truncateSync(logFile, 0);
    const after = await bareAt(connections);
    const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    rows.push({
      name,
      connections,
      result,
      before: before.requestsPerSecond,
      after: after.requestsPerSecond,
      bareMicroseconds: (before.serverMicroseconds + after.serverMicroseconds) / 2,
      ratio: result.requestsPerSecond / baseline,
    });
  };
  for (const replay of replays) {
    await measureAgainstBare(replay.name, replay.url, replay.pid, 20, browser);
  }
  for (const request of requests) {
    await measureAgainstBare(
      request.name,
      server.url + request.path,
      pidOf(server.child),
      request.connections,
      request.headers,
      'paths' in request ? request.paths : undefined,
    );
  }

  const kind = databaseUrl ? 'PostgreSQL' : 'embedded database';
  console.log(`\nbench:api on the ${kind}, ${SECONDS} s per measurement\n`);
  console.log(
    '| request | connections | req/s | p99 ms | bare req/s before / after | ratio to bare | failed | server CPU µs per answer (bare) | cores busy: server / client |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  for (const { name, connections, result, before, after, ratio, bareMicroseconds } of rows) {
    const cpu = `${result.serverMicroseconds.toFixed(1)} (${bareMicroseconds.toFixed(1)})`;
    const busy = `${percent(result.serverBusy)} / ${percent(result.clientBusy)}`;
    console.log(
      `| ${name} | ${connections} | ${result.requestsPerSecond.toFixed(0)} | ${result.p99} | ${before.toFixed(0)} / ${after.toFixed(0)} | ${shown(ratio)} | ${result.failures} | ${cpu} | ${busy} |`,
    );
  }
  console.log(
    '\nA side near 100% of a core limited its row. The client (autocannon, in this process) decodes\n' +
      'every answer it reads into a string: for answers of several kilobytes it is the busier side.',
  );

  const row = (name: string) => {
    const found = rows.find((candidate) => candidate.name === name);
    if (!found) throw new Error(name);
    return found;
  };
  const targets: { target: string; met: boolean }[] = [];
  // Beside a ratio, the most the same bytes get from a bare server here, where it was measured.
  const ceiling = (name: string) => {
    const replay = replays.find((each) => each.of === name);
    return replay ? `; its answer replayed: ${shown(row(replay.name).ratio)}` : '';
  };
  for (const name of ['anonymous GET /', 'anonymous GET /about', 'anonymous GET /allSuites']) {
    const { ratio, result } = row(name);
    targets.push({
      target: `${name}: ≥ 0.3 of bare (${shown(ratio)}${ceiling(name)}), p99 ≤ 25 ms (${result.p99})`,
      met: ratio >= 0.3 && result.p99 <= 25,
    });
  }
  for (const name of ['GET /api/suites', 'a hashed static script']) {
    const { ratio } = row(name);
    targets.push({
      target: `${name}: ≥ 0.5 of bare (${shown(ratio)}${ceiling(name)})`,
      met: ratio >= 0.5,
    });
  }
  if (databaseUrl) {
    const { ratio, result } = row('availability search');
    targets.push({
      target: `availability search: ≥ 0.15 of bare (${shown(ratio)}), p99 ≤ 50 ms (${result.p99})`,
      met: ratio >= 0.15 && result.p99 <= 50,
    });
  }
  const signedIn = row('signed-in GET /').result.requestsPerSecond;
  targets.push({
    target: `signed-in GET /: ≥ 500 req/s (${signedIn.toFixed(0)})`,
    met: signedIn >= 500,
  });
  const failed = rows
    .filter((each) => !each.name.startsWith('a 404') && !each.name.startsWith('bare'))
    .reduce((sum, each) => sum + each.result.failures, 0);
  targets.push({ target: `no failed request (${failed})`, met: failed === 0 });

  console.log('\nTargets:');
  for (const { target, met } of targets) console.log(`  ${met ? 'met ' : 'MISSED'}  ${target}`);
  process.exitCode = targets.every(({ met }) => met) ? 0 : 1;
} finally {
  for (const { child } of bareServers) child.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}
