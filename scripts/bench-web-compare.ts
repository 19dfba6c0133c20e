/**
 * Two running builds of the site side by side, as issue 33 measured Preact against React:
 * Lighthouse (mobile preset, Debian's Chromium) on the same pages of each, taken in turn A-B-B-A
 * so the machine's drift falls on both alike. Prints, per page and build, the median performance
 * score, total blocking time, LCP, the main thread's "Other" work and all its work, and the script
 * the page loads as sent, then every run's score in the order taken.
 *
 *   npm run bench:web:compare -- Preact=http://127.0.0.1:4300 React=http://127.0.0.1:4100 --runs=5
 *
 * Start each build's server first (`npm run serve` in each checkout, on its own port), each with
 * its demo data.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/support/chromium.ts';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const PAGES = ['/', '/allSuites', '/about', '/faq'];

const builds = process.argv
  .slice(2)
  .filter((argument) => /^[^-=][^=]*=https?:\/\//.test(argument))
  .map((argument) => {
    const at = argument.indexOf('=');
    return { name: argument.slice(0, at), origin: argument.slice(at + 1).replace(/\/$/, '') };
  });
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArgument?.slice('--runs='.length) ?? 5) || 5);
const [first, second] = builds;
if (builds.length !== 2 || !first || !second) {
  console.error('Name two running builds: NAME=http://host:port NAME=http://host:port');
  process.exit(2);
}

interface Figures {
  performance: number;
  tbt: number;
  lcp: number;
  otherMs: number;
  mainThreadMs: number;
  scriptBytes: number;
  scripts: number;
}

function figuresOf(lhr: LighthouseResult, origin: string): Figures {
  const breakdown =
    (
      lhr.audits['mainthread-work-breakdown']?.details as
        | { items?: { group: string; duration: number }[] }
        | undefined
    )?.items ?? [];
  const requests =
    (
      lhr.audits['network-requests']?.details as
        | { items?: { url: string; resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  const scripts = requests.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    otherMs: breakdown.find((item) => item.group === 'other')?.duration ?? 0,
    mainThreadMs: breakdown.reduce((sum, item) => sum + item.duration, 0),
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A-B-B-A-A-B-…: each build measured RUNS times, neither always first. */
function order(): number[] {
  const sequence: number[] = [];
  for (let i = 0; sequence.length < RUNS * 2; i++) sequence.push(...(i % 2 ? [1, 0] : [0, 1]));
  return sequence;
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  const rows: string[] = [];
  for (const page of PAGES) {
    const taken: Figures[][] = [[], []];
    const sequence: string[] = [];
    for (const index of order()) {
      const build = builds[index];
      if (!build) continue;
      let result: Awaited<ReturnType<typeof lighthouse>> | undefined;
      // Now and then the trace misses its navigation start (NO_NAVSTART): measure again.
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(`${build.origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (result && !result.lhr.runtimeError) break;
      }
      if (!result || result.lhr.runtimeError) throw new Error(`${build.name} ${page}: no result`);
      const figures = figuresOf(result.lhr, build.origin);
      taken[index]?.push(figures);
      sequence.push(`${build.name[0]}${figures.performance}`);
    }
    for (const [index, build] of builds.entries()) {
      const runs = taken[index] ?? [];
      const of = (pick: (figures: Figures) => number) => median(runs.map(pick));
      rows.push(
        [
          page,
          build.name,
          String(of((figures) => figures.performance)),
          `${Math.round(of((figures) => figures.tbt))} ms`,
          `${Math.round(of((figures) => figures.lcp))} ms`,
          `${Math.round(of((figures) => figures.otherMs))} ms`,
          `${Math.round(of((figures) => figures.mainThreadMs))} ms`,
          `${(of((figures) => figures.scriptBytes) / 1024).toFixed(1)} KB in ${of((figures) => figures.scripts)}`,
          index === 0 ? sequence.join(' ') : '',
        ].join(' | '),
      );
    }
  }
  console.log(
    `\nLighthouse · mobile preset · median of ${RUNS} per page and build, taken A-B-B-A\n`,
  );
  console.log(
    '| page | build | perf | TBT | LCP | "Other" | main thread | script (as sent) | runs in order |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row} |`);
} finally {
  await chrome.kill();
}
