/**
 * Maintenance commands, on the configured database:
 *   npm run db:migrate                      apply migrations
 *   npm run db:seed                         add the demo data to an empty database
 *   npm run admin:grant -- someone@example  make an existing account an admin
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { users } from './db/auth-schema.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';

const [command, argument] = process.argv.slice(2);
if (command !== 'migrate' && command !== 'seed' && command !== 'grant-admin') {
  console.error('Usage: tsx src/server/cli.ts migrate | seed | grant-admin <email>');
  process.exit(2);
}

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ url: config.databaseUrl, poolMax: 2 })
  : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
let exitCode = 0;
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
  if (command === 'seed') {
    const result = await seedDemoData(database.db);
    console.log(
      result.suites || result.reviews
        ? `Demo data added: ${result.suites} suites, ${result.reviews} testimonials.`
        : 'Demo data already present: nothing added.',
    );
  }
  if (command === 'grant-admin') {
    const email = argument?.trim().toLowerCase();
    if (!email) {
      console.error('Name the account: npm run admin:grant -- someone@example.com');
      exitCode = 2;
    } else {
      const [row] = await database.db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(users.email, email))
        .returning({ name: users.name });
      if (row) {
        console.log(`${row.name} <${email}> is now an admin.`);
      } else {
        console.error(`No account with the email ${email}: sign up first, then run this again.`);
        exitCode = 1;
      }
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
