import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { totpCode } from '#tests/support/totp.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { logInThroughForm } from './support/accounts.ts';

/**
 * Two-step sign-in for staff (issue 37, decision 050), on a hotel that requires it: an admin is
 * sent from the staff pages to set it up, scans the code (here: reads its key), turns it on with
 * a first code, and from then on logs in with the password and then the app's code.
 */

let server: ServerProcess;
let dataDir: string;

test.describe('an admin turns on two-step sign-in and logs in with a code', () => {
  test.skip(({ isMobile }) => isMobile, 'a server of its own; the desktop run covers the flow');
  test.use({ reducedMotion: 'reduce' });

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-e2e-2fa-'));
    const port = await freePort();
    server = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-sessions',
      SEED_DEMO_DATA: 'true',
      DEMO_ACCOUNTS: 'true',
      REQUIRE_STAFF_2FA: 'true',
    });
  });
  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  test('from the staff page to the authenticator and back, then a sign-in in two steps', async ({
    browser,
  }) => {
    test.slow();
    const { accounts } = JSON.parse(
      readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'),
    ) as {
      accounts: { email: string; password: string }[];
    };
    const admin = accounts.find((account) => account.email.startsWith('admin@'));
    if (!admin) throw new Error('no demo admin');
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();

    await page.goto('/login?redirectTo=%2Fdashboard%2Fadmin');
    await logInThroughForm(page, admin);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    const needed = page.getByRole('main');
    await expect(needed).toContainText('Staff work needs two-step sign-in');
    await expectAccessible(page);
    await needed.getByRole('link', { name: 'Set up two-step sign-in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);

    const section = page
      .getByRole('form', { name: 'Two-step sign-in' })
      .or(page.getByRole('region', { name: 'Two-step sign-in' }));
    await section.getByLabel('Password').fill(admin.password);
    await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const key = ((await page.locator('code[translate="no"]').first().textContent()) ?? '').replace(
      /\s+/g,
      '',
    );
    expect(key).toMatch(/^[A-Z2-7]+$/);
    await expect(
      page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expectAccessible(page);
    await page.getByLabel('Code from your app').fill(totpCode(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Two-step sign-in is now on.' }).first(),
    ).toBeVisible();

    // Staff work goes on in the session the code opened.
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('main')).not.toContainText('Staff work needs two-step sign-in');
    await expect(page.getByRole('main').getByRole('searchbox').first()).toBeVisible();

    // Next time: the password, then the code.
    await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: server.url } });
    await page.goto('/login?redirectTo=%2Fdashboard%2Fadmin');
    await logInThroughForm(page, admin);
    const code = page.getByLabel('Code from your app');
    await expect(code).toBeFocused();
    await expectAccessible(page);
    await code.fill('000000' === totpCode(key) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page.getByText('This code is not right.')).toBeVisible();
    await code.fill(totpCode(key));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('main')).not.toContainText('Staff work needs two-step sign-in');
    await context.close();
  });
});
