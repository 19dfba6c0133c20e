import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });

describe(`contact messages (${databaseKind})`, () => {
  it('stores a message as text, HTML included, for the staff to read', async () => {
    const message = 'Do you have <b>vegetarian</b> menus? <script>alert(1)</script>';
    const response = await send({ name: ' Rahim ', email: 'Rahim@Example.com', message });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(stored).toMatchObject({
      name: 'Rahim',
      email: 'rahim@example.com',
      message,
      readAt: null,
    });
  });

  it('names each missing field with the spec message', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: '! Name is required',
      email: '! Email is required',
      message: '! TextArea is required',
    });
  });

  it.each([
    [{ name: 'A', email: 'bad', message: 'Long enough message' }, 'email'],
    [{ name: 'A', email: 'a@b.co', message: 'short' }, 'message'],
    [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'message'],
    [{ name: 'x'.repeat(121), email: 'a@b.co', message: 'Long enough message' }, 'name'],
    [{ name: 'A', email: 'a@b.co', message: { $gt: '' } }, 'message'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});
