import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, suites } from '#server/db/schema.ts';
import { MAIL_ATTEMPTS } from '#server/mail/outbox-mailer.ts';
import type { MailOutbox } from '#shared/mail-outbox.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { freePort } from '#tests/support/server-process.ts';
import { startSmtpServer } from '#tests/support/smtp-server.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

/**
 * Mail through the outbox: an SMTP server that is away delays mail, never loses it, never fails
 * the booking that sent it, and never sends a message twice when it is back.
 */

let t: TestApp;
let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteId: string;
/** How far the app's clock runs ahead of the real one (to make retries due). */
let shiftMs = 0;

beforeAll(async () => {
  smtpPort = await freePort();
  t = await createTestApp({
    env: { ...UNCAPPED, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    clock: () => new Date(Date.now() + shiftMs),
  });
  admin = await signUpAdmin(t.app, t.database.db);
  const [suite] = await t.database.db.select().from(suites).limit(1);
  suiteId = suite?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

let nextStay = 30;
async function book(cookie: string) {
  nextStay += 3;
  const checkIn = addDays(hotelToday(), nextStay);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie },
    payload: { suiteId, checkIn, checkOut: addDays(checkIn, 2), adults: 1, children: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { reference: string };
}

async function outboxRows(subject: RegExp) {
  const rows = await t.database.db.select().from(mailOutbox);
  return rows.filter((row) => subject.test(row.subject));
}

/** Waits for the mailer's sends under way (tried at once when queued). */
const settled = () => t.app.mailer.settled();

describe(`mail through the outbox (${databaseKind})`, () => {
  it('keeps a booking and its mail while SMTP is away, and delivers the mail once when it is back', async () => {
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    await settled();
    const [waiting] = await outboxRows(new RegExp(booking.reference));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, recipient: guest.email });
    expect(waiting?.lastError).toBeTruthy();

    // Not due yet: nothing is tried.
    expect(await t.app.mailer.deliverDue()).toBe(0);

    smtp = await startSmtpServer(smtpPort);
    shiftMs = 10 * 60_000;
    // Two processes' sweeps at once still send each message once.
    const [first, second] = await Promise.all([
      t.app.mailer.deliverDue(),
      t.app.mailer.deliverDue(),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(guest.email, new RegExp(booking.reference));
    expect(mail.headers.get('message-id')).toContain(waiting?.id ?? 'missing');
    expect(await t.app.mailer.deliverDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((entry) => entry.subject.includes(booking.reference))).toHaveLength(
      1,
    );
    const [sent] = await outboxRows(new RegExp(booking.reference));
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    shiftMs = 0;
  });

  it('sends at once when SMTP is there, and shows staff what waits or failed', async () => {
    smtp ??= await startSmtpServer(smtpPort);
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    await smtp.waitFor(guest.email, new RegExp(booking.reference));

    // A message that failed every try: shown to staff, sent again on their word.
    const [row] = await outboxRows(new RegExp(booking.reference));
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: MAIL_ATTEMPTS, lastError: 'Connection refused' })
      .where(eq(mailOutbox.id, row?.id ?? ''));
    const asAdmin = (method: 'GET' | 'POST', url: string, cookie = admin.cookie) =>
      t.app.inject({ method, url, headers: { origin: ORIGIN, cookie } });
    expect((await asAdmin('GET', '/api/admin/mail', guest.cookie)).statusCode).toBe(403);
    const summary = (await asAdmin('GET', '/api/admin/mail')).json() as MailOutbox;
    expect(summary.counts.failed).toBeGreaterThanOrEqual(1);
    expect(summary.unsent).toContainEqual(
      expect.objectContaining({ id: row?.id, status: 'failed', lastError: 'Connection refused' }),
    );
    const retried = await asAdmin('POST', `/api/admin/mail/${row?.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await asAdmin('POST', `/api/admin/mail/${row?.id}/retry`)).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/mail/nope/retry')).statusCode).toBe(404);
    await settled();
    await t.app.mailer.deliverDue();
    const [again] = await outboxRows(new RegExp(booking.reference));
    expect(again?.status).toBe('sent');
  });

  it('gives a message up after every try, each after a longer wait', async () => {
    await smtp?.close();
    smtp = null;
    const guest = await signUp(t.app);
    const booking = await book(guest.cookie);
    await settled();
    const waits: number[] = [];
    for (let tries = 1; tries < MAIL_ATTEMPTS; tries++) {
      const [row] = await outboxRows(new RegExp(booking.reference));
      if (row?.status !== 'pending') break;
      waits.push(row.nextAttemptAt.getTime() - Date.now() - shiftMs);
      shiftMs = row.nextAttemptAt.getTime() - Date.now() + 1000;
      await t.app.mailer.deliverDue();
    }
    const [last] = await outboxRows(new RegExp(booking.reference));
    expect(last).toMatchObject({ status: 'failed', attempts: MAIL_ATTEMPTS });
    // Waits grow (30 s, 1 min, 2 min…) up to an hour.
    expect(waits[1] ?? 0).toBeGreaterThan(waits[0] ?? 0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60 * 60_000 + 1000);
    shiftMs = 0;
  });
});
