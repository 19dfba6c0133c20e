import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import { nextAddress } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: nextAddress(),
    payload: payload as object,
  });

const stored = (email: string) =>
  t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));

describe(`newsletter (${databaseKind})`, () => {
  it('subscribes an address once, whatever its case, answering alike the second time', async () => {
    const first = await subscribe({ email: '  Guest@Example.com ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'guest@example.com', status: 'subscribed' });

    const again = await subscribe({ email: 'guest@example.COM' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await stored('guest@example.com')).toHaveLength(1);
  });

  it('subscribes each address exactly once under concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => subscribe({ email: 'race@example.com' })),
    );
    expect(results.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await stored('race@example.com')).toHaveLength(1);
  });

  it.each([
    [{}, '! Email is required'],
    [{ email: '' }, '! Email is required'],
    [{ email: 'not-an-email' }, 'Enter a valid email address, like name@example.com'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
    [{ email: 42 }, undefined],
    [{ email: ['a@b.co'] }, undefined],
  ])('refuses %j naming the email field', async (payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(Object.keys(error.fields)).toEqual(['email']);
    if (message) expect(error.fields.email).toBe(message);
  });
});
