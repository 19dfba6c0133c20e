import { suites } from '#server/db/schema.ts';
import { startSmtpServer } from './smtp-server.ts';
import { createTestApp, type TestApp, UNCAPPED } from './test-app.ts';

/** A seeded hotel (booking caps lifted) that mails through a local SMTP server of its own. */
export interface MailHotel {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** A seeded suite that sleeps three or more. */
  familySuiteId: string;
  close(): Promise<void>;
}

export async function openMailHotel(): Promise<MailHotel> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({ env: { ...UNCAPPED, SMTP_URL: smtp.url } });
  const rows = await t.database.db.select().from(suites);
  const family = rows.find((row) => row.capacity >= 3);
  if (!family) throw new Error('no seeded suite for three');
  return {
    t,
    smtp,
    familySuiteId: family.id,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
