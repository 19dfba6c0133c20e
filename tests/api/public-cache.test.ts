import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';

const INDEX_HTML = [
  '<!doctype html><html><head><!--page-head--><!--/page-head--></head>',
  '<body><div id="root"><!--app--><!--/app--></div><!--app-state--></body></html>',
].join('');

/**
 * A stand-in for the built renderer (dist/ssr/en/entry-server.js): it asks the API what the real
 * one asks (the session, the suites, a search's availability) and writes what it got, counting
 * its renders, so the tests see when a page is rendered and what from.
 */
const RENDERER = `
let transport;
globalThis.suitebookRenders = 0;
globalThis.suitebookPrerenders = 0;
async function suiteNames(url) {
  const search = new URL(url, 'http://x').searchParams;
  const list = search.has('checkIn')
    ? await (await transport('/api/suites/availability?' + search, {})).json()
    : await (await transport('/api/suites', {})).json();
  return (Array.isArray(list) ? list : list.suites ?? []).map((s) => s.name ?? s.suite?.name);
}
async function visitor() {
  const session = await (await transport('/api/session', {})).json();
  return session.user ? 'Sign Out ' + session.user.name : 'Log In';
}
const body = (who, names) =>
  '<p>' + who + '</p><p>' + names.join(', ') + '</p><p>' + 'A quiet estate. '.repeat(100) + '</p>';
export const renderer = {
  setApiTransport(next) { transport = next; },
  async renderPage(url) {
    globalThis.suitebookRenders++;
    const who = await visitor();
    return { html: body(who, await suiteNames(url)), head: '<title>Test</title>', state: '', status: 200, completion: '' };
  },
  // As the real one: the page for no one, its session part a hole; it asks for the session
  // too, so a test sees whom the prerender's calls were made as.
  async prerenderPage(url) {
    globalThis.suitebookPrerenders++;
    const who = await visitor();
    return { html: body('<!--hole-->', await suiteNames(url)) + '<p>prerendered as ' + who + '</p>', head: '<title>Test</title>', status: 200, resumable: null };
  },
  async resumePage(page, url, options, nonce) {
    globalThis.suitebookRenders++;
    const who = await visitor();
    return { html: page.html, head: page.head, state: '', status: page.status, completion: '<script nonce="' + nonce + '">fill(' + JSON.stringify(who) + ')</script>' };
  },
};
`;

let t: TestApp;
let root: string;
const renders = () => (globalThis as { suitebookRenders?: number }).suitebookRenders ?? 0;
const prerenders = () => (globalThis as { suitebookPrerenders?: number }).suitebookPrerenders ?? 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'suitebook-cache-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr', 'en'), { recursive: true });
  writeFileSync(path.join(root, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'ssr', 'en', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webRoot: path.join(root, 'web') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

async function firstSuite() {
  const suites = (await t.app.inject({ url: '/api/suites' })).json() as {
    id: string;
    name: string;
  }[];
  const suite = suites[0];
  if (!suite) throw new Error('no suites seeded');
  return suite;
}

describe(`public reads from the cache (${databaseKind})`, () => {
  it('answers the suite list with an ETag, a 304 for a visitor who holds it, compressed once', async () => {
    const first = await t.app.inject({ url: '/api/suites', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ url: '/api/suites', headers: { 'accept-encoding': 'br' } });
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['x-request-id']).toBeTruthy();
    expect(again.headers['content-security-policy']).toBeTruthy();
    const held = await t.app.inject({ url: '/api/suites', headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
  });

  it('sends a kept answer in the encoding the visitor accepts, never one it refuses', async () => {
    const ask = (headers: Record<string, string>) => t.app.inject({ url: '/api/suites', headers });
    const cases: [Record<string, string>, string | undefined][] = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
      [{ 'accept-encoding': 'gzip;q=0, br;q=0' }, undefined],
      [{ 'accept-encoding': 'identity, *;q=0' }, undefined],
      [{ 'accept-encoding': '*' }, 'br'],
      [{ 'accept-encoding': 'brotli, xgzip' }, undefined],
      [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, undefined],
    ];
    const plain = (await ask({})).json();
    for (const [headers, encoding] of cases) {
      const answer = await ask(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBe(encoding);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      if (!encoding) expect(answer.json()).toEqual(plain);
    }
  });

  it('shows a staff change to the next reader, at once', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const suite = await firstSuite();
    const before = await t.app.inject({ url: '/api/suites' });
    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suite.id}/archive`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(archive.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/suites' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().map((s: { id: string }) => s.id)).not.toContain(suite.id);
    expect((await t.app.inject({ url: `/api/suites/${suite.id}` })).statusCode).toBe(404);
    const held = await t.app.inject({
      url: '/api/suites',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(held.statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suite.id}/restore`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect((await t.app.inject({ url: `/api/suites/${suite.id}` })).statusCode).toBe(200);
  });

  it('drops the cache for a write however its path is spelled', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const suite = await firstSuite();
    const write = (url: string) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie, origin: ORIGIN } });
    for (const [archive, restore] of [
      [`/%61pi/suites/${suite.id}/archive`, `/%61pi/suites/${suite.id}/restore`],
      [`/api/%73uites/${suite.id}/%61rchive`, `/api/suites/${suite.id}/re%73tore`],
    ] as const) {
      await t.app.inject({ url: '/api/suites' });
      expect((await write(archive)).statusCode).toBe(200);
      const after = await t.app.inject({ url: '/api/suites' });
      expect(after.json().map((s: { id: string }) => s.id)).not.toContain(suite.id);
      expect((await write(restore)).statusCode).toBe(200);
      const restored = await t.app.inject({ url: '/api/suites' });
      expect(restored.json().map((s: { id: string }) => s.id)).toContain(suite.id);
    }
  });

  it('keeps the cache through a failed write and a write that changes nothing public', async () => {
    await t.app.inject({ url: '/api/suites' });
    const version = t.app.publicCache.version;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/suites/not-a-suite/archive',
      headers: { origin: ORIGIN },
    });
    expect(refused.statusCode).toBe(401);
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: ORIGIN },
      payload: {
        name: 'Cache Test',
        email: 'cache@example.com',
        message: 'Is the pool open in June?',
      },
    });
    expect(message.statusCode).toBeLessThan(300);
    expect(t.app.publicCache.version).toBe(version);
  });
});

describe(`anonymous pages from the cache (${databaseKind})`, () => {
  it('renders a page once for every visitor without a session, with an ETag and a 304', async () => {
    const before = renders();
    const first = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const second = await t.app.inject({ url: '/about' });
    expect(second.body).toContain('Log In');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(renders()).toBe(before + 1);
    const held = await t.app.inject({
      url: '/about',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
  });

  it('renders every signed-in visit for that visitor alone, never from or into the cache', async () => {
    const guest = await signUp(t.app, { name: 'Rumana Cache' });
    await t.app.inject({ url: '/' });
    const before = renders();
    const mine = await t.app.inject({ url: '/', headers: { cookie: guest.cookie } });
    expect(mine.body).toContain('Sign Out Rumana Cache');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
    const again = await t.app.inject({ url: '/', headers: { cookie: guest.cookie } });
    expect(again.body).toContain('Sign Out Rumana Cache');
    expect(renders()).toBe(before + 2);
    const anonymous = await t.app.inject({ url: '/' });
    expect(anonymous.body).toContain('Log In');
    expect(anonymous.body).not.toContain('Rumana');
    expect(renders()).toBe(before + 2);
  });

  it('resumes one page prerendered for no one for each signed-in visitor, with a nonce for its script', async () => {
    const first = await signUp(t.app, { name: 'Farhan Prerender' });
    const second = await signUp(t.app, { name: 'Nusrat Prerender' });
    const before = prerenders();
    const pageOf = async (cookie: string) => {
      const page = await t.app.inject({ url: '/about', headers: { cookie } });
      expect(page.headers['cache-control']).toBe('private, no-store');
      // The page for no one: its API calls carried no session.
      expect(page.body).toContain('prerendered as Log In');
      // The visitor's own part runs by the nonce this answer's policy names, and no other.
      const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(String(page.headers['content-security-policy'])).toContain(
        `script-src 'self' 'nonce-${nonce}'`,
      );
      return { body: page.body, nonce };
    };
    const firstPage = await pageOf(first.cookie);
    const secondPage = await pageOf(second.cookie);
    expect(prerenders()).toBe(before + 1);
    expect(firstPage.body).toContain('fill("Sign Out Farhan Prerender")');
    expect(firstPage.body).not.toContain('Nusrat');
    expect(secondPage.body).toContain('fill("Sign Out Nusrat Prerender")');
    expect(secondPage.body).not.toContain('Farhan');
    expect(secondPage.nonce).not.toBe(firstPage.nonce);
    // Pages nobody is signed in to carry no nonce: the policy stays strict.
    const anonymous = await t.app.inject({ url: '/about' });
    expect(String(anonymous.headers['content-security-policy'])).toContain("script-src 'self';");

    // A write the public sees makes the kept page stale, as it does the public answers.
    const admin = await signUpAdmin(t.app, t.database.db);
    const suite = await firstSuite();
    const listed = (body: string) => body.split('</p><p>')[1]?.split(', ') ?? [];
    expect(listed(firstPage.body)).toContain(suite.name);
    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suite.id}/archive`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(archive.statusCode).toBe(200);
    const fresh = await pageOf(first.cookie);
    expect(listed(fresh.body)).not.toContain(suite.name);
    await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suite.id}/restore`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(prerenders()).toBe(before + 2);
  });

  it('renders a signed-in search once per visit: after one search proves personal, no other is prerendered', async () => {
    const guest = await signUp(t.app, { name: 'Tahmina Search' });
    const search = (checkIn: string, checkOut: string) =>
      t.app.inject({
        url: `/allSuites?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0`,
        headers: { cookie: guest.cookie },
      });
    const before = { prerenders: prerenders(), renders: renders() };
    expect((await search('2030-02-10', '2030-02-12')).body).toContain('Sign Out Tahmina Search');
    expect((await search('2030-03-10', '2030-03-12')).body).toContain('Sign Out Tahmina Search');
    expect(prerenders()).toBe(before.prerenders + 1);
    expect(renders()).toBe(before.renders + 2);
  });

  it('renders a search every time: availability changes with every booking', async () => {
    const before = renders();
    const url = '/allSuites?checkIn=2030-01-10&checkOut=2030-01-12&adults=1&children=0';
    await t.app.inject({ url });
    await t.app.inject({ url });
    expect(renders()).toBe(before + 2);
  });

  it('shows the page again rendered after a write that changes it', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const suite = await firstSuite();
    const before = await t.app.inject({ url: '/allSuites' });
    expect(before.body).toContain(suite.name);
    await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suite.id}/archive`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    const after = await t.app.inject({ url: '/allSuites' });
    expect(after.body).not.toContain(suite.name);
    await t.app.inject({
      method: 'POST',
      url: `/api/suites/${suite.id}/restore`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect((await t.app.inject({ url: '/allSuites' })).body).toContain(suite.name);
  });
});
