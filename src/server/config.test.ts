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
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      https: true,
      databaseUrl: 'postgres://hotel@db/hotel',
      trustProxy: true,
      seedDemoData: false,
    });
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
