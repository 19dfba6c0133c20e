import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run (ignored when DATABASE_URL points at PostgreSQL).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'suitebook-e2e-'));
// Tests read the mail outbox from here (workers inherit the environment).
process.env.E2E_DATA_DIR = dataDir;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3199);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A cap, not a wait: on a shared, busy machine a sign-in, a page and axe on a long list have
  // taken past 30 s (CI, the phone project).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Flows that test what the server does (mailed links, the served HTML, staff workflows)
      // run once, on desktop: their screens are covered at 390 px by the journey and shell specs.
      testIgnore: [
        'accounts-log-in.spec.ts',
        'accounts-password-reset.spec.ts',
        'booking-email-confirmation.spec.ts',
        'server-rendering.spec.ts',
        'staff-front-desk.spec.ts',
        'staff-inbox.spec.ts',
        'staff-newsletter.spec.ts',
        'staff-offers.spec.ts',
        'staff-rates-and-blocks.spec.ts',
      ],
    },
  ],
  // The app as users start it: the production build and server.
  webServer: [
    {
      // A local OpenID Connect provider standing in for Google.
      command: `npx tsx tests/support/oidc-provider.ts ${oidcPort}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run serve',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The staff pages' tests sign the demo admin in with its password; two-step sign-in,
        // which production requires of staff, is tested on a hotel of its own
        // (accounts-two-factor.spec.ts).
        REQUIRE_STAFF_2FA: 'false',
        AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-sessions',
        SEED_DEMO_DATA: 'true',
        DEMO_ACCOUNTS: 'true',
        PUBLIC_URL: baseURL,
        // Tests give each browser context its own X-Forwarded-For, as a proxy would, so
        // rate limits (keyed on the client address) do not see one client.
        TRUST_PROXY: '127.0.0.1, ::1',
        GOOGLE_CLIENT_ID: 'suitebook-e2e',
        GOOGLE_CLIENT_SECRET: 'suitebook-e2e-secret',
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${oidcPort}`,
      },
    },
  ],
});
