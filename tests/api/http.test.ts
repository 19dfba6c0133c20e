import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let webRoot: string;
const INDEX_HTML =
  '<!doctype html><html><head><title>Suitebook</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'suitebook-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(
    path.join(webRoot, 'assets', 'index-abc123.js'),
    `console.log(${'"x",'.repeat(600)}1)`,
  );
  writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webRoot, 'images', 'suites'), { recursive: true });
  writeFileSync(path.join(webRoot, 'images', 'suites', 'garden.webp'), 'webp bytes');
  // A script as the build leaves it: with its pre-compressed forms and its source map.
  writeFileSync(path.join(webRoot, 'assets', 'app-def456.js'), 'console.log("app")');
  writeFileSync(path.join(webRoot, 'assets', 'app-def456.js.br'), 'brotli bytes');
  writeFileSync(path.join(webRoot, 'assets', 'app-def456.js.gz'), 'gzip bytes');
  writeFileSync(path.join(webRoot, 'assets', 'app-def456.js.map'), '{"version":3}');
  t = await createTestApp({ webRoot, seed: false });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(['/', '/allSuites', '/dashBoard', '/dashboard/profile', '/faq'])(
    'serves index.html for the page %s, never cached',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves index.html with status 404 for a path that is no page, so the app shows its 404', async () => {
    const response = await t.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets forever and compresses them', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('sends a kept answer with the headers every answer has, and HEAD without its body', async () => {
    const response = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br', 'x-request-id': 'trace-42' },
    });
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String('brotli bytes'.length));
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.headers['content-length']).toBe(String('brotli bytes'.length));
    expect(head.body).toBe('');
  });

  it('serves a built script from memory in its pre-compressed form, with a 304 for a holder', async () => {
    const response = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli bytes');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeTruthy();
    const plain = await t.app.inject({ url: '/assets/app-def456.js' });
    expect(plain.body).toBe('console.log("app")');
    const held = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    const map = await t.app.inject({ url: '/assets/app-def456.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toBe('{"version":3}');
  });

  it("serves the build's other files by name: root files and folders below it", async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const image = await t.app.inject({ url: '/images/suites/garden.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('webp bytes');
    expect((await t.app.inject({ url: '/images/suites/missing.webp' })).statusCode).toBe(404);
  });

  it.each([
    '/images/../index.html',
    '/images/..%2f..%2f..%2fetc%2fpasswd',
    '/images/%2e%2e/%2e%2e/etc/passwd',
  ])('keeps %s inside the build folder', async (url) => {
    const response = await t.app.inject({ url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:x:');
  });

  it('answers a missing file with a 404, not the app', async () => {
    const response = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the API surface', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/suites'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a JSON 404, never the app', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('publishes the OpenAPI document and its docs UI', async () => {
    const spec = await t.app.inject({ url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/suites', '/api/suites/{id}', '/api/reviews']),
    );
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
  });

  it('compresses large JSON in the best encoding the client accepts, and only then', async () => {
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const gzipped = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    const refused = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});

describe('security headers', () => {
  it('sends a strict same-origin policy on every HTML response', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "script-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends what matters to an answer that is not a document: no sniffing, framing or running', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/assets/app-def456.js', '/favicon.svg']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    for (const url of ['/', '/allSuites', '/no-such-page', '/api/docs/']) {
      const response = await t.app.inject({ url });
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('adds HSTS and upgrades requests only when served over https', async () => {
    const secure = await createTestApp({
      seed: false,
      env: { PUBLIC_URL: 'https://stay.example.com' },
    });
    try {
      const api = await secure.app.inject({ url: '/api/health' });
      expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const page = await secure.app.inject({ url: '/' });
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await secure.close();
    }
  });

  it('gives every response a request id, keeping a sane one from the caller', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers['x-request-id']).toBe('edge-42');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'evil\nlog line' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('evil');
  });
});
