import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.seedDemoData).toBe(true);
    expect(config.https).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-32-characters!',
      PORT: '8080',
      PUBLIC_URL: 'https://stay.example.com',
      DATABASE_URL: 'postgres://hotel@db/hotel',
      TRUST_PROXY: '2',
      BOOKING_HORIZON_DAYS: '365',
      MAX_ACTIVE_BOOKINGS_PER_GUEST: '8',
      MAX_ACTIVE_BOOKINGS_UNVERIFIED: '2',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      https: true,
      databaseUrl: 'postgres://hotel@db/hotel',
      trustProxy: 2,
      seedDemoData: false,
      redisUrl: 'redis://cache:6379',
      booking: { horizonDays: 365, maxActivePerGuest: 8, maxActiveUnverified: 2 },
    });
  });

  it('trusts only the proxies it is told of: a hop count or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const value of ['true', 'yes', '-1', 'proxy.local', '10.0.0.0/99', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps the guest booking caps in order', () => {
    expect(loadConfig({}).booking).toMatchObject({
      horizonDays: 500,
      maxActivePerGuest: 5,
      maxActiveUnverified: 3,
    });
    expect(() =>
      loadConfig({ MAX_ACTIVE_BOOKINGS_PER_GUEST: '2', MAX_ACTIVE_BOOKINGS_UNVERIFIED: '3' }),
    ).toThrow(/MAX_ACTIVE_BOOKINGS_UNVERIFIED/);
  });

  it('bounds unpaid holds with the gateway on: three lapsed a day per account and address, one at once unconfirmed', () => {
    const gateway = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'secret' };
    expect(loadConfig(gateway).payments?.holdLimits).toEqual({
      lapsedPerAccount: 3,
      lapsedPerAddress: 3,
      lapsedWindowHours: 24,
      unpaidUnverified: 1,
    });
    expect(
      loadConfig({
        ...gateway,
        MAX_LAPSED_HOLDS_PER_ACCOUNT: '5',
        MAX_LAPSED_HOLDS_PER_ADDRESS: '10',
        LAPSED_HOLDS_WINDOW_HOURS: '48',
        MAX_UNPAID_HOLDS_UNVERIFIED: '0',
      }).payments?.holdLimits,
    ).toEqual({
      lapsedPerAccount: 5,
      lapsedPerAddress: 10,
      lapsedWindowHours: 48,
      unpaidUnverified: 0,
    });
    for (const [name, value] of [
      ['MAX_LAPSED_HOLDS_PER_ACCOUNT', '0'],
      ['MAX_LAPSED_HOLDS_PER_ADDRESS', 'many'],
      ['LAPSED_HOLDS_WINDOW_HOURS', '0'],
      ['MAX_UNPAID_HOLDS_UNVERIFIED', '-1'],
    ] as const) {
      expect(() => loadConfig({ ...gateway, [name]: value }), name).toThrow(new RegExp(name));
    }
  });

  it('sends the mail before arrival three days ahead by default, or as many as set; 0 sends none', () => {
    expect(loadConfig({}).mail.preArrivalDays).toBe(3);
    expect(loadConfig({ PRE_ARRIVAL_DAYS: '7' }).mail.preArrivalDays).toBe(7);
    expect(loadConfig({ PRE_ARRIVAL_DAYS: '0' }).mail.preArrivalDays).toBe(0);
    for (const value of ['-1', '31', '1.5', 'three']) {
      expect(() => loadConfig({ PRE_ARRIVAL_DAYS: value }), value).toThrow(/PRE_ARRIVAL_DAYS/);
    }
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('names every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
