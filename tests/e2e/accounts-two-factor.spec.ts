import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newGuest } from '#tests/support/accounts.ts';
import { freePort, type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { secretOf, totpCode } from '#tests/support/totp.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { logInThroughForm } from './support/accounts.ts';

/**
 * Two-step sign-in for staff (issue 37, decision 050), on a hotel that requires it: an admin is
 * sent from the staff pages to set it up, scans the code (here: reads its key), turns it on with
 * a first code, and from then on logs in with the password and then the app's code. Then, for a
 * colleague who lost their phone and codes, turns the colleague's off from the Admins page.
 */

/**
 * An account with two-step sign-in on, made over HTTP as its owner's browser would, from an
 * address of its own (the server trusts the loopback proxy): its cookie.
 */
async function accountWithTwoFactor(url: string, account: ReturnType<typeof newGuest>) {
  const post = (endpoint: string, body: object, cookie = '') =>
    fetch(`${url}/api/auth/${endpoint}`, {
      method: 'POST',
      headers: {
        origin: url,
        cookie,
        'content-type': 'application/json',
        'x-forwarded-for': COLLEAGUE_ADDRESS,
      },
      body: JSON.stringify(body),
    });
  const signedUp = await post('sign-up/email', account);
  expect(signedUp.status).toBe(200);
  const cookie = cookiesOf(signedUp);
  const enabled = (await (
    await post('two-factor/enable', { password: account.password }, cookie)
  ).json()) as { totpURI: string };
  const verified = await post(
    'two-factor/verify-totp',
    { code: totpCode(secretOf(enabled.totpURI)) },
    cookie,
  );
  expect(verified.status).toBe(200);
  return cookiesOf(verified) || cookie;
}

/** `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((pair) => pair.split(';')[0])
    .join('; ');
}

/** The colleague's own address: better-auth lets one address try three codes in ten seconds. */
const COLLEAGUE_ADDRESS = '198.51.100.7';

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
      // As behind a proxy on this machine: the colleague below comes from an address of their own.
      TRUST_PROXY: '127.0.0.1',
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

    // A colleague lost their phone and their backup codes: the admin turns theirs off.
    const colleague = newGuest({ name: 'Nasrin Haque' });
    const colleagueCookie = await accountWithTwoFactor(server.url, colleague);
    const me = () => fetch(`${server.url}/api/me`, { headers: { cookie: colleagueCookie } });
    expect((await me()).status).toBe(200);
    await page.getByRole('main').getByRole('searchbox').first().fill(colleague.email);
    const row = page.getByRole('row').filter({ hasText: colleague.email });
    await expect(row).toContainText('Two-step sign-in');
    await row.getByRole('button', { name: /^Turn Off Two-Step\b/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off Nasrin’s two-step sign-in?' });
    await expect(dialog).toContainText('lost both their authenticator app and their backup codes');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, Turn It Off' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({
        hasText: 'Nasrin Haque’s two-step sign-in is off, and they are logged out everywhere.',
      }),
    ).toBeVisible();
    await expect(row).not.toContainText('Two-step sign-in');
    await expect(row.getByRole('button', { name: /Turn Off Two-Step/ })).toHaveCount(0);
    expect((await me()).status).toBe(401);
    await context.close();
  });
});
