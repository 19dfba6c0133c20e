import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAdminEmails, ensureDemoAccounts } from '#server/auth/bootstrap.ts';
import { users } from '#server/db/auth-schema.ts';
import { bookings } from '#server/db/schema.ts';
import { ORIGIN, postAuth, signUp, waitForMail } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

const OWNER = 'owner@example.com';
const DEPUTY = 'deputy@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ADMIN_EMAILS: `${OWNER}, ${DEPUTY}` } });
});
afterAll(() => t.close());

const roleOf = async (email: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]
    ?.role;

function signInStatus(email: string, password: string) {
  return postAuth(t.app, '/api/auth/sign-in/email', { email, password }).then(
    (response) => response.statusCode,
  );
}

describe(`demo accounts (${databaseKind})`, () => {
  it('get random passwords kept in DATA_DIR, never the published ones', async () => {
    const accounts = await ensureDemoAccounts(t.app.auth, t.database.db, t.config, t.app.clock());
    expect(accounts.map(({ role, email }) => ({ role, email }))).toEqual([
      { role: 'guest', email: 'guest@demo.suitebook.dev' },
      { role: 'admin', email: 'admin@demo.suitebook.dev' },
    ]);
    for (const account of accounts) {
      expect(account.password).toMatch(/^[\w-]{16,}$/);
      expect(account.password).not.toMatch(/demo-stay/);
      expect(await signInStatus(account.email, account.password)).toBe(200);
    }
    expect(await signInStatus('admin@demo.suitebook.dev', 'admin-demo-stay')).toBe(401);
    const file = path.join(t.config.dataDir, 'demo-accounts.json');
    expect(readFileSync(file, 'utf8')).toContain(accounts[1]?.password);
    expect(statSync(file).mode & 0o077).toBe(0);

    // The next start prints the same passwords.
    const again = await ensureDemoAccounts(t.app.auth, t.database.db, t.config, t.app.clock());
    expect(again).toEqual(accounts);
  });

  it('never restores a demoted or deleted demo account', async () => {
    await t.database.db
      .update(users)
      .set({ role: 'guest' })
      .where(eq(users.email, 'admin@demo.suitebook.dev'));
    // The demo guest's past stay (made with the account) goes first: bookings keep their guest.
    const [demoGuest] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@demo.suitebook.dev'));
    await t.database.db.delete(bookings).where(eq(bookings.userId, demoGuest?.id ?? ''));
    await t.database.db.delete(users).where(eq(users.email, 'guest@demo.suitebook.dev'));

    const after = await ensureDemoAccounts(t.app.auth, t.database.db, t.config, t.app.clock());
    expect(await roleOf('admin@demo.suitebook.dev')).toBe('guest');
    expect(await roleOf('guest@demo.suitebook.dev')).toBeUndefined();
    expect(after.map(({ role, email }) => ({ role, email }))).toEqual([
      { role: 'guest', email: 'admin@demo.suitebook.dev' },
    ]);
  });

  it('gives a new data directory new passwords, without restoring anything', async () => {
    const before = await ensureDemoAccounts(t.app.auth, t.database.db, t.config, t.app.clock());
    const elsewhere = {
      ...t.config,
      dataDir: mkdtempSync(path.join(tmpdir(), 'suitebook-demo-')),
    };
    const moved = await ensureDemoAccounts(t.app.auth, t.database.db, elsewhere, t.app.clock());
    expect(moved.map((account) => account.email)).toEqual(['admin@demo.suitebook.dev']);
    expect(moved[0]?.password).not.toBe(before[0]?.password);
    expect(await signInStatus('admin@demo.suitebook.dev', before[0]?.password ?? '')).toBe(401);
    expect(await signInStatus('admin@demo.suitebook.dev', moved[0]?.password ?? '')).toBe(200);
    expect(existsSync(path.join(elsewhere.dataDir, 'demo-accounts.json'))).toBe(true);
    expect(await roleOf('admin@demo.suitebook.dev')).toBe('guest');
  });
});

describe(`ADMIN_EMAILS (${databaseKind})`, () => {
  it('makes a listed address admin only once its owner has confirmed it', async () => {
    const owner = await signUp(t.app, { email: OWNER });
    const me = () => t.app.inject({ url: '/api/me', headers: { cookie: owner.cookie } });
    expect((await me()).json()).toMatchObject({ role: 'guest', emailVerified: false });
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(403);

    // Starting again does not promote an unconfirmed account either.
    await applyAdminEmails(t.database.db, t.config.auth.adminEmails, t.app.clock());
    expect(await roleOf(OWNER)).toBe('guest');

    // The confirmation mail goes to the listed address even though confirmation is optional here.
    const mail = await waitForMail(t.config.dataDir, OWNER, /Confirm your email/);
    const link = new URL(mail.links[0] ?? '');
    const confirmed = await t.app.inject({
      url: link.pathname + link.search,
      headers: { origin: ORIGIN },
    });
    expect(confirmed.statusCode).toBe(302);
    expect((await me()).json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('does not promote again an admin demoted in the dashboard', async () => {
    const deputy = await signUp(t.app, { email: DEPUTY });
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, deputy.id));
    expect(await applyAdminEmails(t.database.db, t.config.auth.adminEmails, t.app.clock())).toBe(1);
    expect(await roleOf(DEPUTY)).toBe('admin');

    const owner = (await t.database.db.select().from(users).where(eq(users.email, OWNER)))[0];
    const ownerCookie = await postAuth(t.app, '/api/auth/sign-in/email', {
      email: OWNER,
      password: 'correct horse battery',
    }).then((response) => String(response.headers['set-cookie']).split(';')[0]);
    expect(owner?.role).toBe('admin');
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${deputy.id}/role`,
      headers: { origin: ORIGIN, cookie: ownerCookie },
      payload: { role: 'guest' },
    });
    expect(demoted.statusCode).toBe(200);

    expect(await applyAdminEmails(t.database.db, t.config.auth.adminEmails, t.app.clock())).toBe(0);
    expect(await roleOf(DEPUTY)).toBe('guest');
  });
});
