import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, newsletterSubscriptions } from '#server/db/schema.ts';
import { csvField } from '#server/http/csv.ts';
import { unsubscribeKey, unsubscribeToken } from '#server/newsletter/unsubscribe.ts';
import { nextAddress, ORIGIN, signUp, signUpAdmin, waitForMail } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, mailSent, type TestApp } from '#tests/support/test-app.ts';

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
function get(who: Who, url: string) {
  const cookie = who === 'guest' ? guest.cookie : who === 'admin' ? admin.cookie : undefined;
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN },
    payload: { email },
  });

const unsubscribe = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/unsubscribe',
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN },
    payload: payload as object,
  });

const stored = (email: string) =>
  t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));

/** The unsubscribe link of the welcome mail to `email`. */
async function unsubscribeLink(email: string): Promise<URL> {
  const mail = await waitForMail(t.config.dataDir, email, /Welcome/);
  const link = mail.links.find((href: string) => href.includes('/newsletter/unsubscribe'));
  if (!link) throw new Error(`no unsubscribe link in ${JSON.stringify(mail)}`);
  return new URL(link);
}

describe(`newsletter administration (${databaseKind})`, () => {
  it.each([['/api/admin/newsletter'], ['/api/admin/newsletter.csv']])(
    '%s: anonymous 401, guest 403, admin 200',
    async (url) => {
      expect((await get('anonymous', url)).statusCode).toBe(401);
      expect((await get('guest', url)).statusCode).toBe(403);
      expect((await get('admin', url)).statusCode).toBe(200);
    },
  );

  it('lists subscribers newest first, searches by address and pages', async () => {
    for (const email of ['alpha@list.example', 'beta@list.example', 'gamma@other.example']) {
      expect((await subscribe(email)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = await get('admin', '/api/admin/newsletter?q=example');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(3);
    expect(body.subscribers.map((s: { email: string }) => s.email)).toEqual([
      'gamma@other.example',
      'beta@list.example',
      'alpha@list.example',
    ]);
    expect(body.subscribers[0].subscribedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const found = (await get('admin', '/api/admin/newsletter?q=LIST.example')).json();
    expect(found.total).toBe(2);
    expect(found.subscribers.map((s: { email: string }) => s.email)).toEqual([
      'beta@list.example',
      'alpha@list.example',
    ]);

    const page = (await get('admin', '/api/admin/newsletter?q=example&limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, subscribers: [{ email: 'beta@list.example' }] });

    // LIKE wildcards are searched for as themselves.
    expect((await get('admin', '/api/admin/newsletter?q=%25')).json().total).toBe(0);
    expect((await get('admin', '/api/admin/newsletter?limit=0')).statusCode).toBe(400);
  });

  it('downloads the matching subscribers as CSV, formula-looking values defused, and audits it', async () => {
    expect((await subscribe('-2+3@csv.example')).statusCode).toBe(200);
    expect((await subscribe('+cmd@csv.example')).statusCode).toBe(200);
    expect((await subscribe('plain@csv.example')).statusCode).toBe(200);

    const response = await get('admin', '/api/admin/newsletter.csv?q=csv.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscribers.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows.map((row) => row[0])).toEqual([
      'plain@csv.example',
      "'+cmd@csv.example",
      "'-2+3@csv.example",
    ]);
    for (const row of rows) expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);

    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'newsletter.exported'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(event).toMatchObject({
      actorId: admin.id,
      after: { search: 'csv.example', rows: 3 },
    });
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['line\nbreak', '"line\nbreak"'],
    ['name@example.com', 'name@example.com'],
  ])('escapes the CSV field %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe(`newsletter welcome mail and unsubscribe (${databaseKind})`, () => {
  it('mails a new subscriber once, with a link that unsubscribes them', async () => {
    const email = 'welcome@mail.example';
    expect((await subscribe('Welcome@Mail.example')).statusCode).toBe(200);
    const link = await unsubscribeLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(
      new URL('/newsletter/unsubscribe', t.config.publicUrl).toString(),
    );
    expect(link.searchParams.get('email')).toBe(email);

    // Subscribing again sends nothing more.
    expect((await subscribe(email)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = (await mailSent(t)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Welcome to our seasonal letter');

    const response = await unsubscribe({
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unsubscribed' });
    expect(await stored(email)).toHaveLength(0);

    // Following it again, or for an address no longer on the list, answers alike.
    const again = await unsubscribe({
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'unsubscribed' });
  });

  it('accepts a valid token for an address that is not on the list', async () => {
    const email = 'never@mail.example';
    const token = unsubscribeToken(unsubscribeKey(t.config.auth.secret ?? ''), email);
    const response = await unsubscribe({ email, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unsubscribed' });
    expect((await mailSent(t)).filter((mail) => mail.to === email)).toHaveLength(0);
  });

  it.each([
    ['a wrong token', { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['an empty token', { token: '' }],
    ['no token', {}],
    ['a token that is not text', { token: 42 }],
  ] as [string, Record<string, unknown>][])(
    'refuses %s with a field error on token, leaving the address',
    async (_label, extra) => {
      const email = 'keep@mail.example';
      await subscribe(email);
      const link = await unsubscribeLink(email);
      expect(link.searchParams.get('token')).not.toBe(extra.token);
      const response = await unsubscribe({ email, ...extra });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['token']);
      expect(await stored(email)).toHaveLength(1);

      // The real token with its last character changed is refused too.
      const token = link.searchParams.get('token') ?? '';
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const changed = await unsubscribe({ email, token: tampered });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().error.fields).toEqual({
        token: 'This unsubscribe link is not valid. Use the link from your email.',
      });
    },
  );

  it('refuses a token for one address used for another', async () => {
    await subscribe('first@mail.example');
    await subscribe('second@mail.example');
    const link = await unsubscribeLink('first@mail.example');
    const response = await unsubscribe({
      email: 'second@mail.example',
      token: link.searchParams.get('token'),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['token']);
    expect(await stored('second@mail.example')).toHaveLength(1);
  });
});
