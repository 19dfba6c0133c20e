/**
 * Web performance figures: builds the site, serves the production build on a free port with a
 * throw-away database, runs Lighthouse (mobile preset, Debian's Chromium) on a few pages and
 * prints the four category scores, LCP, CLS and TBT per page (each in English and Bengali),
 * plus the JavaScript each language's home page loads on first view: how many scripts, their bytes as sent (brotli), and the longest chain of
 * scripts found one after another (each one's imports are found only once it has arrived).
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
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/support/chromium.ts';
import { serveArguments } from '#tests/support/server-process.ts';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Each page in both languages (decision 049): English, then Bengali under /bn; or only those
 * given as `--pages=/bn,/bn/about` (a quick look at one change).
 */
const pagesArgument = process.argv.find((argument) => argument.startsWith('--pages='));
const PAGES = pagesArgument
  ? pagesArgument.slice('--pages='.length).split(',').filter(Boolean)
  : ['/', '/allSuites', '/about', '/faq'].flatMap((page) => [
      page,
      page === '/' ? '/bn' : `/bn${page}`,
    ]);
/** The home pages whose first-load JavaScript has a budget: one per language. */
const HOME_PAGES = ['/', '/bn'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } as const;
/** Total blocking time on each page, at most (issue 33). */
const TBT_BUDGET_MS = 200;
/** The home page's first-load JavaScript as sent (brotli), at most (issue 33). */
const HOME_JS_BUDGET_BYTES = 100 * 1024;
/** Scripts on the home page's first load, and the longest chain of them, at most. */
const HOME_SCRIPTS_BUDGET = 12;
const HOME_CHAIN_BUDGET = 3;
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

/** A built file's size as sent: its precompressed brotli form when there is one. */
function sentBytes(urlPath: string): number {
  const file = builtFile(urlPath);
  if (!file) return 0;
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file)).length;
}

function builtFile(urlPath: string): string | undefined {
  const file = path.join(webRoot, decodeURIComponent(urlPath));
  return file.startsWith(webRoot) && existsSync(file) ? file : undefined;
}

/**
 * The longest chain of the page's scripts found one after another: the HTML names the entry
 * (1), whose imports, static or dynamic, are found once it has arrived (2), and so on. Each
 * script counts at the first level it can be found at.
 */
function chainDepth(html: string, loaded: ReadonlySet<string>): number {
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  const level = new Map<string, number>();
  let frontier = entries.filter((entry): entry is string => entry !== undefined);
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const script of frontier) {
      if (level.has(script)) continue;
      level.set(script, depth);
      const file = builtFile(script);
      if (!file) continue;
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
        const imported = path.posix.join(path.posix.dirname(script), match[1] ?? '');
        if (loaded.has(imported) && !level.has(imported)) next.push(imported);
      }
    }
    frontier = next;
  }
  return Math.max(0, ...level.values());
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
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});

let failed = false;
try {
  const rows: string[][] = [];
  const homeScripts = new Map<string, { url: string; bytes: number }[]>();
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
    if ((audits['total-blocking-time']?.numericValue ?? 0) > TBT_BUDGET_MS) failed = true;
    rows.push([
      page,
      ...scores.map(String),
      ms(audits['largest-contentful-paint']?.numericValue),
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ms(audits['total-blocking-time']?.numericValue),
    ]);
    if (HOME_PAGES.includes(page)) {
      const items = ((audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
        []) as NetworkItem[];
      const scripts = items
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
        .map((item) => {
          const urlPath = new URL(item.url).pathname;
          return { url: urlPath, bytes: sentBytes(urlPath) };
        });
      homeScripts.set(page, scripts);
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

  for (const home of HOME_PAGES) {
    const scripts = homeScripts.get(home) ?? [];
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const homeHtml = await (await fetch(`${origin}${home}`)).text();
    const depth = chainDepth(homeHtml, new Set(scripts.map((script) => script.url)));
    console.log(
      `\nHome page ${home} first-load JavaScript (as sent, brotli), ${scripts.length} files:`,
    );
    for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(script.bytes).padStart(9)}  ${script.url}`);
    }
    const budgets = [
      [`${kb(total)} of script`, total <= HOME_JS_BUDGET_BYTES, `≤ ${kb(HOME_JS_BUDGET_BYTES)}`],
      [
        `${scripts.length} scripts`,
        scripts.length <= HOME_SCRIPTS_BUDGET,
        `≤ ${HOME_SCRIPTS_BUDGET}`,
      ],
      [`a chain of ${depth}`, depth <= HOME_CHAIN_BUDGET, `≤ ${HOME_CHAIN_BUDGET}`],
    ] as const;
    for (const [figure, met, budget] of budgets) {
      console.log(`  ${met ? 'met ' : 'MISS'}  ${figure} (budget ${budget})`);
      if (!met) failed = true;
    }
  }
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance} and TBT ≤ ${TBT_BUDGET_MS} ms on each page, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}: ${failed ? 'NOT all met' : 'all met'}`,
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
