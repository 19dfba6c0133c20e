import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp } from '#tests/support/test-app.ts';
import { photoUpload } from '#tests/support/uploads.ts';

let t: TestApp;
let small: Buffer;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a5c2e' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

function upload(cookie: string, data: Buffer, address = '203.0.113.50') {
  const body = photoUpload('photo.jpg', 'image/jpeg', data);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/photo',
    remoteAddress: address,
    headers: { origin: ORIGIN, cookie, ...body.headers },
    payload: body.payload,
  });
}

const fileOf = (image: string) => path.join(t.config.dataDir, image);

describe(`profile photo uploads (${databaseKind})`, () => {
  it('keeps only the newest photo on disk', async () => {
    const guest = await signUp(t.app);
    const first = (await upload(guest.cookie, small)).json().image as string;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = (await upload(guest.cookie, small)).json().image as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(existsSync(fileOf(first))).toBe(false);
  });

  it('refuses a picture larger than a photo needs (over 24 megapixels)', async () => {
    const guest = await signUp(t.app);
    // 6,000 × 5,000 = 30 megapixels: a real, decodable image, small on the wire.
    const big = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: '#1f3a2e' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(guest.cookie, big);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.photo).toMatch(/24 megapixels/);
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie: guest.cookie } })).json().image,
    ).toBeNull();
  });

  it('limits how often one account uploads, with Retry-After', async () => {
    const guest = await signUp(t.app);
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      // A new address each time: the per-account limit holds on its own.
      statuses.push((await upload(guest.cookie, small, `198.51.100.${index + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await upload(guest.cookie, small, '198.51.100.99');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits how often one address uploads, whatever the account', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 32; index++) {
      const guest = await signUp(t.app);
      statuses.push((await upload(guest.cookie, small, '203.0.113.77')).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
