import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { type FakeSslcommerz, startFakeSslcommerz } from '#tests/support/fake-sslcommerz.ts';
import { readPdf } from '#tests/support/pdf.ts';
import { freePort, type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { randomStay, searchPath } from './support/booking.ts';

/**
 * A hotel that takes deposits online: its own server, configured with a local SSLCommerz that
 * speaks the gateway's API and shows a Pay / Fail / Cancel page. The guest books, is sent to
 * the gateway, pays, and is confirmed by the gateway's notice alone.
 */

let fake: FakeSslcommerz;
let server: ServerProcess;

test.describe('paying a deposit online', () => {
  test.skip(({ isMobile }) => isMobile, 'a server of its own; the desktop run covers the flow');
  test.use({ reducedMotion: 'reduce' });

  test.beforeAll(async () => {
    fake = await startFakeSslcommerz();
    const port = await freePort();
    server = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'suitebook-e2e-payments-')),
      NODE_ENV: 'production',
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-sessions',
      SEED_DEMO_DATA: 'true',
      DEMO_ACCOUNTS: 'false',
      SSLCOMMERZ_STORE_ID: fake.storeId,
      SSLCOMMERZ_STORE_PASSWORD: fake.storePassword,
      SSLCOMMERZ_BASE_URL: fake.url,
      DEPOSIT_PERCENT: '30',
      PAYMENT_HOLD_MINUTES: '30',
    });
  });
  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await fake?.close();
  });

  /** A signed-in guest on the payment hotel's site. */
  async function guestPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const response = await page.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'Farhana Islam',
        email: `payer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
        password: 'monsoon on the tea hills',
        phone: '+880 1711 245880',
      },
      headers: { origin: server.url },
    });
    expect(response.status()).toBe(200);
    return page;
  }

  /** From the search to the booking's own page, where the suite is held for its deposit. */
  async function reserve(page: Page): Promise<Booking> {
    const stay = randomStay();
    await page.goto(searchPath(stay, 2));
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Confirm Booking' })
      .click();
    const system = page.getByRole('region', { name: 'Payment System' });
    await expect(system).toContainText('(30% of the total) secures your suite');
    await expect(system).toContainText('30 minutes');
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/booking\?confirmed=/);
    const id = new URL(page.url()).searchParams.get('confirmed') ?? '';
    return (await (await page.request.get(`/api/bookings/${id}`)).json()) as Booking;
  }

  test('a guest pays the deposit on the gateway and is confirmed by its notice', async ({
    browser,
  }) => {
    test.slow();
    const page = await guestPage(browser);
    const held = await reserve(page);
    expect(held.status).toBe('pending_payment');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your suite is held for you' }),
    ).toContainText(held.reference);
    const deposit = page.getByRole('region', { name: 'Pay your deposit' });
    await expect(deposit).toContainText(formatBdt(held.amountDue));
    await expect(deposit).toContainText(/minutes from now/);
    await expectAccessible(page);

    await deposit.getByRole('button', { name: 'Pay with SSLCommerz' }).click();
    await expect(page.getByRole('heading', { name: 'SSLCommerz test payment' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(held.amountDue.toFixed(2));
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the hotel's site, confirmed by the gateway's notice (sent before the guest returns).
    await expect(page).toHaveURL(new RegExp(`/booking\\?confirmed=${held.id}&payment=success$`));
    await expect(
      page.getByRole('status').filter({ hasText: 'Your booking is confirmed' }),
    ).toContainText(`Payment received: ${formatBdt(held.amountDue)}`);
    await expect(page.getByRole('region', { name: 'Pay your deposit' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(
      `Paid online ${formatBdt(held.amountDue)}; ${formatBdt(held.total - held.amountDue)} to pay at the hotel.`,
    );
    await expectAccessible(page);

    // The receipt: a PDF with the reference, what was paid and what is left for the hotel.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `Receipt (${held.reference})` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${held.reference}.pdf`);
    const { text } = await readPdf(await readFile((await download.path()) ?? ''));
    expect(text).toContain(held.reference);
    expect(text).toContain(formatBdt(held.total));
    expect(text).toContain(formatBdt(held.amountDue));
    expect(text).toContain(formatBdt(held.total - held.amountDue));

    // The booking list: no Payment button once paid, the payment written under the total.
    await page.goto('/dashboard');
    const row = page.locator('tr').filter({ hasText: held.reference });
    await expect(row).toContainText(`Paid online ${formatBdt(held.amountDue)}`);
    await expect(row).toContainText('Deposit paid');
    await expect(row.getByRole('button', { name: /^Payment/ })).toHaveCount(0);
    await page.context().close();
  });

  test('a failed payment keeps the hold, and the booking list pays it again', async ({
    browser,
  }) => {
    test.slow();
    const page = await guestPage(browser);
    const held = await reserve(page);
    await page.getByRole('button', { name: 'Pay with SSLCommerz' }).click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/payment=fail$/);
    await expect(page.getByRole('status').filter({ hasText: 'did not go through' })).toContainText(
      'Your suite is still held',
    );
    const fresh = (await (await page.request.get(`/api/bookings/${held.id}`)).json()) as Booking;
    expect(fresh.status).toBe('pending_payment');

    await page.goto('/dashboard');
    const row = page.locator('tr').filter({ hasText: held.reference });
    await expect(row).toContainText('Awaiting payment');
    await row
      .getByRole('button', {
        name: `Payment of the ${formatBdt(held.amountDue)} deposit for ${held.reference}`,
      })
      .click();
    await expect(page.getByRole('heading', { name: 'SSLCommerz test payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You left the payment page' }),
    ).toBeVisible();
    await page.context().close();
  });
});
