import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { addDays } from '#shared/stay.ts';
import { type FakeSslcommerz, startFakeSslcommerz } from '#tests/support/fake-sslcommerz.ts';
import { readPdf } from '#tests/support/pdf.ts';
import { freePort, type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { startSmtpServer } from '#tests/support/smtp-server.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { bn, latinWords } from './support/bengali.ts';
import { bookingEntry, randomStay, searchPath } from './support/booking.ts';

/**
 * A hotel that takes deposits online: its own server, configured with a local SSLCommerz that
 * speaks the gateway's API and shows a Pay / Fail / Cancel page. The guest books, is sent to
 * the gateway, pays, and is confirmed by the gateway's notice alone.
 */

let fake: FakeSslcommerz;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ServerProcess;

test.describe('paying a deposit online', () => {
  test.skip(({ isMobile }) => isMobile, 'a server of its own; the desktop run covers the flow');
  test.use({ reducedMotion: 'reduce' });

  test.beforeAll(async () => {
    fake = await startFakeSslcommerz();
    smtp = await startSmtpServer();
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
      SMTP_URL: smtp.url,
    });
  });
  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await fake?.close();
    await smtp?.close();
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
  test('a Bengali guest books, pays, reads the mail and receipt and manages the stay in Bengali', async ({
    browser,
  }) => {
    test.slow();
    // A browser that reads Bengali first: the pages it asks the API from say so too.
    const context = await browser.newContext({ baseURL: server.url, locale: 'bn-BD' });
    const page = await context.newPage();
    const email = `bengali-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const made = await page.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'ফারহানা ইসলাম',
        email,
        password: 'monsoon on the tea hills',
        phone: '+880 1711 245880',
      },
      headers: { origin: server.url, 'accept-language': 'bn' },
    });
    expect(made.status()).toBe(200);
    /** No English on the page the guest is reading, but what they chose (the brand, the gateway's name). */
    const allBengali = async (where: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await latinWords(page), `English on ${where}`).toEqual([]);
    };

    const stay = randomStay();
    await page.goto(`/bn${searchPath(stay, 2)}`);
    await allBengali('the search');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: bn('booking.stayOffer.confirm') })
      .click();
    await expect(page).toHaveURL(/\/bn\/booking$/);
    await allBengali('the summary');
    await page.getByRole('button', { name: bn('booking.reserveActions.reserve') }).click();
    await expect(page).toHaveURL(/\/bn\/booking\?confirmed=/);
    const id = new URL(page.url()).searchParams.get('confirmed') ?? '';
    const held = (await (await page.request.get(`/api/bookings/${id}`)).json()) as Booking;
    const deposit = page.getByRole('region', { name: bn('bookings.depositPayment.title') });
    await expect(deposit).toContainText(formatBdt(held.amountDue, 'bn'));
    await allBengali('the held booking');
    await expectAccessible(page);
    const heldMail = await smtp.waitFor(email, new RegExp(held.reference));
    expect(heldMail.subject).toMatch(/ধরে রাখা হয়েছে/);

    // The gateway's own page is the gateway's; the guest comes back to the Bengali page.
    await deposit.getByRole('button', { name: bn('bookings.depositPayment.pay') }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/bn/booking\\?confirmed=${held.id}&payment=success$`));
    await expect(
      page.getByRole('status').filter({
        hasText: bn('bookings.confirmationSections.bookingConfirmed', {
          reference: held.reference,
        }),
      }),
    ).toBeVisible();
    await allBengali('the confirmed booking');
    const paidMail = await smtp.waitFor(email, /পেমেন্ট পেয়েছি/);
    expect(paidMail.subject).toBe(bn('mail.templates.paidSubject', { reference: held.reference }));
    expect(paidMail.text).toContain(`${server.url}/api/bookings/${held.id}/invoice.pdf`);
    // Nothing in Latin letters but addresses, the reference and the hotel's name.
    const words = paidMail.text
      .replace(/\S*@\S+|https?:\/\/\S+/g, ' ')
      .replaceAll(held.reference, ' ')
      .replaceAll('Chandrabati Heritage Resort', ' ');
    expect(words.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);

    // The receipt, in Bengali.
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('link', { name: `${bn('bookings.receiptLink.receipt')} (${held.reference})` })
      .click();
    const { text } = await readPdf(await readFile((await (await downloading).path()) ?? ''));
    expect(text).toContain(held.reference);
    expect(text).toContain('থাকার খরচ');
    expect(text).not.toContain('Charges');

    // The stay, moved a day later and then cancelled, from the Bengali booking list.
    await page.goto('/bn/dashboard');
    await allBengali('the booking list');
    const entry = bookingEntry(page, held.reference);
    await entry
      .getByRole('button', {
        name: bn('bookings.changeStayDialog.trigger', { reference: held.reference }),
      })
      .click();
    const change = page.getByRole('dialog', { name: bn('bookings.changeStayDialog.title') });
    await change.getByLabel(bn('suites.availabilityCard.checkIn')).fill(addDays(held.checkIn, 1));
    await change.getByLabel(bn('suites.availabilityCard.checkOut')).fill(addDays(held.checkOut, 1));
    await change.getByRole('button', { name: bn('bookings.changeStayDialog.seePrice') }).click();
    await expect(
      change.getByRole('region', { name: bn('bookings.changeStayDialog.newPrice') }),
    ).toBeVisible();
    await allBengali('the change of dates');
    await change.getByRole('button', { name: bn('bookings.changeStayDialog.confirm') }).click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/bookings/${id}`)).json()) as Booking).checkIn,
      )
      .toBe(addDays(held.checkIn, 1));
    const changedMail = await smtp.waitFor(email, /বদলানো হয়েছে/);
    expect(changedMail.subject).toBe(
      bn('mail.templates.changedSubject', { reference: held.reference }),
    );
    await change.getByRole('button', { name: bn('ui.dialog.close') }).click();

    await entry
      .getByRole('button', {
        name: bn('bookings.cancelBookingDialog.deleteBooking', { reference: held.reference }),
      })
      .click();
    const cancel = page.getByRole('dialog', { name: bn('bookings.cancelBookingDialog.title') });
    await allBengali('the cancellation');
    await cancel.getByRole('button', { name: bn('bookings.cancelBookingDialog.confirm') }).click();
    await expect(entry).toContainText(bn('validation.bookingStatus.cancelled'));
    await allBengali('the cancelled booking');
    const cancelledMail = await smtp.waitFor(email, /বাতিল হয়েছে/);
    expect(cancelledMail.subject).toBe(
      bn('mail.templates.cancelledSubject', { reference: held.reference }),
    );
    await context.close();
  });
});
