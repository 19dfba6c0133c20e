/**
 * Web performance figures: builds the site, serves the production build on a free port with a
 * throw-away database, runs Lighthouse (mobile preset, Debian's Chromium) on a few pages and
 * prints the four category scores, LCP, CLS and TBT per page, plus the JavaScript the home page
 * loads on first view (sum of the gzip sizes of every script it requests).
 *
 * Each page is measured several times and the run with the median performance score is shown
 * (Lighthouse's own advice: single runs vary with the machine's load).
 *
 *   npm run bench:web                       # build, then measure (3 runs per page)
 *   npm run bench:web -- --no-build --runs=5  # measure the existing dist/
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveArguments } from '#tests/support/server-process.ts';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const PAGES = ['/', '/allSuites', '/about'];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 95 } as const;
/** The budget for the home page's first-load JavaScript, gzip. */
const HOME_JS_BUDGET_BYTES = 100 * 1024;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const webRoot = path.resolve('dist/web');
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArgument?.slice('--runs='.length) ?? 3) || 3);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, serveArguments(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('server did not become healthy within 180 s');
}

/** Gzip size of a built file: the precompressed .gz beside it when there is one. */
function gzipBytes(urlPath: string): number {
  const file = path.join(webRoot, decodeURIComponent(urlPath));
  if (!file.startsWith(webRoot) || !existsSync(file)) return 0;
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

if (!process.argv.includes('--no-build')) {
  execSync('npm run build', { stdio: 'inherit' });
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-bench-'));
const origin = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

let failed = false;
try {
  const rows: string[][] = [];
  let homeScripts: { url: string; bytes: number }[] = [];
  for (const page of PAGES) {
    const runs: LighthouseResult[] = [];
    let failures = 0;
    while (runs.length < RUNS) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      // Now and then the trace misses its navigation start (NO_NAVSTART): measure again.
      if (result.lhr.runtimeError) {
        failures += 1;
        if (failures > RUNS) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
        continue;
      }
      runs.push(result.lhr);
    }
    const performanceOf = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;
    runs.sort((a, b) => performanceOf(a) - performanceOf(b));
    const { categories, audits } = runs[Math.floor(runs.length / 2)]!;
    const score = (id: keyof typeof TARGETS) => Math.round((categories[id]?.score ?? 0) * 100);
    const scores = Object.keys(TARGETS).map((id) => score(id as keyof typeof TARGETS));
    for (const [id, target] of Object.entries(TARGETS)) {
      if (score(id as keyof typeof TARGETS) < target) failed = true;
    }
    rows.push([
      page,
      ...scores.map(String),
      ms(audits['largest-contentful-paint']?.numericValue),
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ms(audits['total-blocking-time']?.numericValue),
    ]);
    if (page === '/') {
      const items = ((audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
        []) as NetworkItem[];
      homeScripts = items
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
        .map((item) => {
          const urlPath = new URL(item.url).pathname;
          return { url: urlPath, bytes: gzipBytes(urlPath) };
        });
    }
  }

  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    `\nLighthouse ${lighthouseVersion()} · mobile preset · median of ${RUNS} run(s) · ${origin}`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const total = homeScripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`\nHome page first-load JavaScript (gzip), ${homeScripts.length} files:`);
  for (const script of homeScripts.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(script.bytes).padStart(9)}  ${script.url}`);
  }
  console.log(
    `  ${kb(total).padStart(9)}  total (budget ${kb(HOME_JS_BUDGET_BYTES)}: ${total <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER'})`,
  );
  if (total > HOME_JS_BUDGET_BYTES) failed = true;
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}: ${failed ? 'NOT all met' : 'all met'}`,
  );
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

function lighthouseVersion() {
  const pkg = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
