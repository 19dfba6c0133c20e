import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/auth-schema.ts';
import { auditEvents, reviews, suites } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let suiteId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNCAPPED });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const [suite] = await t.database.db.select({ id: suites.id }).from(suites).limit(1);
  if (!suite) throw new Error('no seeded suite');
  suiteId = suite.id;
});
afterAll(() => t.close());

function call(
  cookie: string | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

let nextNight = 200;
async function book(cookie: string) {
  const checkIn = addDays(hotelToday(), nextNight);
  nextNight += 3;
  const response = await call(cookie, 'POST', '/api/bookings', {
    suiteId,
    checkIn,
    checkOut: addDays(checkIn, 2),
    adults: 1,
    children: 0,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; reference: string };
}

const eventsFor = (targetId: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId));

describe(`audit trail (${databaseKind})`, () => {
  it('answers anonymous 401, guests 403, admins 200', async () => {
    expect((await call(undefined, 'GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call(guest.cookie, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    const ok = await call(admin.cookie, 'GET', '/api/admin/audit');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ events: expect.any(Array), total: expect.any(Number) });
  });

  it('records a role change with the role before and after', async () => {
    const target = await signUp(t.app);
    const granted = await call(admin.cookie, 'PUT', `/api/admin/users/${target.id}/role`, {
      role: 'admin',
    });
    expect(granted.statusCode).toBe(200);
    await call(admin.cookie, 'PUT', `/api/admin/users/${target.id}/role`, { role: 'guest' });
    const listed = (await call(admin.cookie, 'GET', '/api/admin/audit?action=user.')).json();
    const mine = listed.events.filter(
      (event: { target: { id: string } }) => event.target.id === target.id,
    );
    // Newest first: the revocation, then the grant.
    expect(mine).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actor: { id: admin.id, email: admin.email },
        target: { type: 'user', id: target.id },
        before: { email: target.email, role: 'admin' },
        after: { email: target.email, role: 'guest' },
        at: expect.any(String),
      }),
      expect.objectContaining({
        before: { email: target.email, role: 'guest' },
        after: { email: target.email, role: 'admin' },
      }),
    ]);
  });

  it('records nothing when a role change is refused or changes nothing', async () => {
    const target = await signUp(t.app);
    await call(admin.cookie, 'PUT', `/api/admin/users/${target.id}/role`, { role: 'guest' });
    await call(guest.cookie, 'PUT', `/api/admin/users/${target.id}/role`, { role: 'admin' });
    expect(await eventsFor(target.id)).toEqual([]);
  });

  it('records staff cancelling a guest’s booking, not a guest cancelling their own', async () => {
    const byStaff = await book(guest.cookie);
    expect((await call(admin.cookie, 'DELETE', `/api/bookings/${byStaff.id}`)).statusCode).toBe(
      200,
    );
    const [event] = await eventsFor(byStaff.id);
    expect(event).toMatchObject({
      action: 'booking.cancelled_by_staff',
      actorId: admin.id,
      targetType: 'booking',
      before: expect.objectContaining({
        reference: byStaff.reference,
        guest: guest.email,
        status: 'confirmed',
      }),
      after: expect.objectContaining({ reference: byStaff.reference, status: 'cancelled' }),
    });

    const byGuest = await book(guest.cookie);
    expect((await call(guest.cookie, 'DELETE', `/api/bookings/${byGuest.id}`)).statusCode).toBe(
      200,
    );
    expect(await eventsFor(byGuest.id)).toEqual([]);
    // Cancelling again is refused, and records nothing more.
    expect((await call(admin.cookie, 'DELETE', `/api/bookings/${byStaff.id}`)).statusCode).toBe(
      409,
    );
    expect(await eventsFor(byStaff.id)).toHaveLength(1);
  });

  it('records a review hidden and shown again, and nothing when it changes nothing', async () => {
    const [review] = await t.database.db.select({ id: reviews.id }).from(reviews).limit(1);
    if (!review) throw new Error('no seeded review');
    const url = `/api/reviews/${review.id}`;
    expect((await call(admin.cookie, 'PATCH', url, { hidden: true })).statusCode).toBe(200);
    expect((await call(admin.cookie, 'PATCH', url, { hidden: true })).statusCode).toBe(200);
    expect((await call(guest.cookie, 'PATCH', url, { hidden: false })).statusCode).toBe(403);
    expect((await call(admin.cookie, 'PATCH', url, { hidden: false })).statusCode).toBe(200);
    const events = await eventsFor(review.id);
    expect(events.map((event) => event.action).sort()).toEqual(['review.hidden', 'review.shown']);
    const hidden = events.find((event) => event.action === 'review.hidden');
    expect(hidden?.actorEmail).toBe(admin.email);
    expect(hidden?.before).toMatchObject({ hidden: false });
    expect(hidden?.after).toMatchObject({ hidden: true });
  });

  it('pages newest first and filters by action prefix', async () => {
    const all = (await call(admin.cookie, 'GET', '/api/admin/audit?limit=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const times = all.events.map((event: { at: string }) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await call(admin.cookie, 'GET', '/api/admin/audit?limit=1&offset=1')).json();
    expect(second.events[0].id).toBe(all.events[1].id);
    expect(second.total).toBe(all.total);
    const bookings = (await call(admin.cookie, 'GET', '/api/admin/audit?action=booking.')).json();
    expect(bookings.events.length).toBeGreaterThan(0);
    for (const event of bookings.events) expect(event.action).toMatch(/^booking\./);
    // `_` is a letter here, not a wildcard.
    const none = (await call(admin.cookie, 'GET', '/api/admin/audit?action=user_')).json();
    expect(none.total).toBe(0);
  });

  it('refuses a malformed query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['action=%25', 'action'],
      [`action=${'a'.repeat(61)}`, 'action'],
      ['action=user.&action=booking.', 'action'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
    ]) {
      const response = await call(admin.cookie, 'GET', `/api/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual([field]);
    }
  });

  it('keeps the record, with the email, when the actor’s account is deleted', async () => {
    const gone = await signUpAdmin(t.app, t.database.db);
    await recordAuditEvent(t.database.db, {
      actor: { id: gone.id, email: gone.email },
      action: 'contact_message.deleted',
      target: { type: 'contact_message', id: 'kept-after-actor-left' },
      before: { name: 'Someone' },
      after: null,
    });
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const [event] = await eventsFor('kept-after-actor-left');
    expect(event).toMatchObject({ actorId: null, actorEmail: gone.email });
  });
});
