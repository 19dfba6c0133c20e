/** `npm run db:migrate` and `npm run db:seed`: the start-up steps, runnable on their own. */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemoData } from './seed.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx src/server/db/cli.ts migrate|seed');
  process.exit(2);
}

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ url: config.databaseUrl, poolMax: 2 })
  : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
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
} finally {
  await database.close();
}
