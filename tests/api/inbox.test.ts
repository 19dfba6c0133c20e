import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contactMessages } from '#server/db/schema.ts';
import { nextAddress, ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let guest: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  guest = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

type Who = 'anonymous' | 'guest' | 'admin';
const cookieOf = (who: Who) =>
  who === 'guest' ? guest.cookie : who === 'admin' ? admin.cookie : undefined;

function call(who: Who, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const cookie = cookieOf(who);
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let sent = 0;
/** Sends a message through the public form, as a visitor would; returns its id. */
async function sendMessage(extra: Record<string, unknown> = {}) {
  sent++;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN },
    payload: {
      name: `Visitor ${sent}`,
      email: `visitor-${sent}@example.com`,
      message: `Message number ${sent}: do you have a room with a view of the tea gardens?`,
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function eventsFor(targetId: string) {
  return t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId));
}

describe(`contact inbox (${databaseKind})`, () => {
  it('answers anonymous 401, guests 403 and admins on every inbox endpoint', async () => {
    const id = await sendMessage();
    const endpoints = [
      { method: 'GET', url: '/api/admin/inbox', ok: 200 },
      { method: 'GET', url: '/api/admin/inbox/unread', ok: 200 },
      { method: 'PUT', url: `/api/admin/inbox/${id}/read`, payload: { read: true }, ok: 200 },
      { method: 'PUT', url: `/api/admin/inbox/${id}/handled`, payload: { handled: true }, ok: 200 },
      { method: 'DELETE', url: `/api/admin/inbox/${id}`, ok: 204 },
    ] as const;
    for (const endpoint of endpoints) {
      const payload = 'payload' in endpoint ? endpoint.payload : undefined;
      const anonymous = await call('anonymous', endpoint.method, endpoint.url, payload);
      expect(anonymous.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
      const asGuest = await call('guest', endpoint.method, endpoint.url, payload);
      expect(asGuest.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      const asAdmin = await call('admin', endpoint.method, endpoint.url, payload);
      expect(asAdmin.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(endpoint.ok);
    }
  });

  it('lists messages newest first with the unread count, and filters them', async () => {
    const older = await sendMessage();
    const newer = await sendMessage();
    const all = (await call('admin', 'GET', '/api/admin/inbox')).json();
    const ids = all.messages.map((message: { id: string }) => message.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(all.messages[0]).toMatchObject({ id: newer, readAt: null, handledAt: null });
    const unreadBefore = (await call('admin', 'GET', '/api/admin/inbox/unread')).json().unread;
    expect(all.unread).toBe(unreadBefore);

    const read = await call('admin', 'PUT', `/api/admin/inbox/${older}/read`, { read: true });
    expect(read.json().readAt).toEqual(expect.any(String));
    expect((await call('admin', 'GET', '/api/admin/inbox/unread')).json().unread).toBe(
      unreadBefore - 1,
    );
    const unread = (await call('admin', 'GET', '/api/admin/inbox?filter=unread')).json();
    expect(unread.messages.map((message: { id: string }) => message.id)).not.toContain(older);
    expect(unread.total).toBe(unreadBefore - 1);

    await call('admin', 'PUT', `/api/admin/inbox/${newer}/handled`, { handled: true });
    const handled = (await call('admin', 'GET', '/api/admin/inbox?filter=handled')).json();
    expect(handled.messages.map((message: { id: string }) => message.id)).toContain(newer);
    const open = (await call('admin', 'GET', '/api/admin/inbox?filter=open')).json();
    expect(open.messages.map((message: { id: string }) => message.id)).not.toContain(newer);

    const page = (await call('admin', 'GET', '/api/admin/inbox?limit=1&offset=1')).json();
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0].id).toBe(older);
    expect(page.total).toBe(all.total);

    const unreadAgain = await call('admin', 'PUT', `/api/admin/inbox/${older}/read`, {
      read: false,
    });
    expect(unreadAgain.json().readAt).toBeNull();
  });

  it('marks a message handled (and read) and back, recording each change', async () => {
    const id = await sendMessage();
    const handled = await call('admin', 'PUT', `/api/admin/inbox/${id}/handled`, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      id,
      handledAt: expect.any(String),
      readAt: expect.any(String),
    });
    // Marking it again as it is records nothing new.
    await call('admin', 'PUT', `/api/admin/inbox/${id}/handled`, { handled: true });
    const reopened = await call('admin', 'PUT', `/api/admin/inbox/${id}/handled`, {
      handled: false,
    });
    expect(reopened.json()).toMatchObject({ handledAt: null, readAt: expect.any(String) });

    const events = await eventsFor(id);
    expect(events.map((event) => event.action).sort()).toEqual([
      'contact_message.handled',
      'contact_message.reopened',
    ]);
    const handledEvent = events.find((event) => event.action === 'contact_message.handled');
    expect(handledEvent).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'contact_message',
      before: expect.objectContaining({ handled: false }),
      after: expect.objectContaining({ handled: true }),
    });
  });

  it('deletes a message and records who deleted what', async () => {
    const id = await sendMessage();
    const response = await call('admin', 'DELETE', `/api/admin/inbox/${id}`);
    expect(response.statusCode).toBe(204);
    const [left] = await t.database.db
      .select({ value: count() })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(left?.value).toBe(0);
    const [event] = await eventsFor(id);
    expect(event).toMatchObject({
      action: 'contact_message.deleted',
      actorId: admin.id,
      actorEmail: admin.email,
      before: expect.objectContaining({ email: `visitor-${sent}@example.com`, handled: false }),
      after: null,
    });
    expect((await call('admin', 'DELETE', `/api/admin/inbox/${id}`)).statusCode).toBe(404);
  });

  it('answers unknown ids with 404 and bad input with 400 naming the field', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-a-uuid']) {
      for (const [method, url, payload] of [
        ['PUT', `/api/admin/inbox/${id}/read`, { read: true }],
        ['PUT', `/api/admin/inbox/${id}/handled`, { handled: true }],
        ['DELETE', `/api/admin/inbox/${id}`, undefined],
      ] as const) {
        const response = await call('admin', method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    }
    const id = await sendMessage();
    for (const payload of [{}, { read: 'yes' }, { read: 1 }, { read: null }]) {
      const response = await call('admin', 'PUT', `/api/admin/inbox/${id}/read`, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['read']);
    }
    const wrongHandled = await call('admin', 'PUT', `/api/admin/inbox/${id}/handled`, {
      handled: 'true',
    });
    expect(wrongHandled.statusCode).toBe(400);
    expect(Object.keys(wrongHandled.json().error.fields)).toEqual(['handled']);
    for (const query of [
      'filter=spam',
      'filter=unread&filter=all',
      'limit=0',
      'limit=101',
      'limit=1e1',
      'offset=-1',
      `offset=${'9'.repeat(20)}`,
    ]) {
      const response = await call('admin', 'GET', `/api/admin/inbox?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields).toBeTypeOf('object');
    }
    const huge = await call('admin', 'DELETE', `/api/admin/inbox/${'x'.repeat(5000)}`);
    expect(huge.statusCode).toBe(400);
  });
});

describe(`contact form honeypot (${databaseKind})`, () => {
  it('answers a filled honeypot exactly as a success and stores nothing', async () => {
    const [before] = await t.database.db.select({ value: count() }).from(contactMessages);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN },
      payload: {
        name: 'Spam Bot',
        email: 'bot@example.com',
        message: 'Cheap watches, click here now',
        website: 'https://spam.example',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    const [after] = await t.database.db.select({ value: count() }).from(contactMessages);
    expect(after?.value).toBe(before?.value);
  });

  it('stores the message when the honeypot is empty', async () => {
    const id = await sendMessage({ website: '' });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(stored?.name).toMatch(/^Visitor/);
  });

  it('refuses a honeypot that is not text or is huge, like any field', async () => {
    for (const website of [12, 'x'.repeat(2001)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN },
        payload: { name: 'A', email: 'a@example.com', message: 'A proper message.', website },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
