import { eq } from 'drizzle-orm';
import { suites } from '#server/db/schema.ts';
import { ORIGIN } from './accounts.ts';
import { type FakeSslcommerz, gatewaySettings, startFakeSslcommerz } from './fake-sslcommerz.ts';
import { startSmtpServer } from './smtp-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * An app that takes deposits online through a fake SSLCommerz, with a clock the tests move on
 * (`shift`), its active suites' ids, and optionally a mail server to read what it sends: what the
 * payment tests share.
 */
export interface GatewayApp {
  t: TestApp;
  fake: FakeSslcommerz;
  smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  /** The active suites' ids, in the database's order. */
  suites: { id: string; capacity: number }[];
  /** Runs the app's clock this far ahead of the real one (0 puts it back). */
  shift(ms: number): void;
  /** Puts the fake gateway back to answering well. */
  resetGateway(): void;
  close(): Promise<void>;
}

export async function startGatewayApp(
  options: { env?: Record<string, string>; smtp?: boolean } = {},
): Promise<GatewayApp> {
  const fake = await startFakeSslcommerz();
  const smtp = options.smtp ? await startSmtpServer() : undefined;
  let shiftMs = 0;
  const t = await createTestApp({
    env: {
      TRUSTED_ORIGINS: ORIGIN,
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      ...gatewaySettings(fake),
      ...options.env,
    },
    clock: () => new Date(Date.now() + shiftMs),
  });
  const rows = await t.database.db
    .select({ id: suites.id, capacity: suites.capacity })
    .from(suites)
    .where(eq(suites.active, true));
  return {
    t,
    fake,
    smtp,
    suites: rows,
    shift(ms) {
      shiftMs = ms;
    },
    resetGateway() {
      fake.tamper = {};
      fake.refuseRefunds = null;
      fake.down = false;
    },
    async close() {
      await t.close();
      await fake.close();
      await smtp?.close();
    },
  };
}
