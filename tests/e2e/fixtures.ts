import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** The newest link containing `part` mailed to `to`, from the server's outbox (DATA_DIR/outbox). */
export function mailedLink(to: string, part: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.json'));
  } catch {
    return undefined;
  }
  return files
    .sort()
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as {
          to: string;
          links: string[];
        },
    )
    .filter((mail) => mail.to === to)
    .flatMap((mail) => mail.links.filter((link) => link.includes(part)))
    .at(-1);
}

/**
 * A demo account of the e2e server (DEMO_ACCOUNTS=true): its password is random, made at the
 * server's first start and kept in its data directory, as `npm start` prints it.
 */
export function demoAccount(role: 'guest' | 'admin'): { email: string; password: string } {
  const email = `${role}@demo.suitebook.dev`;
  return {
    email,
    // Read when used: test files are loaded before the server has started.
    get password() {
      const file = path.join(process.env.E2E_DATA_DIR ?? '', 'demo-accounts.json');
      const { accounts } = JSON.parse(readFileSync(file, 'utf8')) as {
        accounts: { email: string; password: string }[];
      };
      const account = accounts.find((entry) => entry.email === email);
      if (!account) throw new Error(`no demo ${role} in ${file}`);
      return account.password;
    },
  };
}

interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * `page` that fails the test on any console error, uncaught exception or failed request
 * (network failure or an HTTP status of 400 and above, except where a test expects one).
 */
let clientNumber = 0;

export const test = base.extend<{ allowHttpErrors: (RegExp | string)[] }>({
  // Each test browses from its own address (the server trusts the proxy header in tests), so
  // per-address rate limits treat tests as the different visitors they stand for.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clientNumber++;
    const address = `10.${testInfo.workerIndex % 250}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  /** URLs (substring or pattern) whose 4xx/5xx responses a test expects. */
  allowHttpErrors: [[], { option: true }],
  page: async ({ page, allowHttpErrors }, use) => {
    const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
    const allowed = (url: string) =>
      allowHttpErrors.some((rule) =>
        typeof rule === 'string' ? url.includes(rule) : rule.test(url),
      );
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowed(message.location().url)) {
        problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // Navigating away aborts in-flight requests: not a defect.
      if (reason !== 'net::ERR_ABORTED') problems.failedRequests.push(`${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !allowed(response.url())) {
        problems.failedRequests.push(`${response.status()} ${response.url()}`);
      }
    });
    // A page of the site is used once its code runs all of it (`<html data-hydrated>`): the
    // server's HTML shows earlier, with its buttons disabled and its links plain (decision 035).
    const untilHydrated = async (response: Response | null) => {
      const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (isPage && response?.ok()) {
        await page.waitForFunction(
          () =>
            document.documentElement.hasAttribute('data-hydrated') ||
            !document.getElementById('root'),
        );
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilHydrated(await goto(url, options));
    page.reload = async (options) => untilHydrated(await reload(options));
    await use(page);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
  },
});

/** Fails on serious or critical axe violations (WCAG 2.2 AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    'serious accessibility violations',
  ).toEqual([]);
}

export { expect };
