import { rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { applyAdminEmails, ensureDemoAccounts } from './auth/bootstrap.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { serverPidFile } from './db/backup.ts';
import { answerBackupRequest } from './db/backup-request.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { startChannelSync } from './ical/channel-sync.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting: its name and the reason, without a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const bootLog = {
  info: (data: object, message: string) =>
    console.log(JSON.stringify({ level: 'info', ...data, msg: message })),
  warn: (data: object, message: string) =>
    console.warn(JSON.stringify({ level: 'warn', ...data, msg: message })),
};

const database = await openConfiguredDatabase(config, bootLog, systemClock());
const app = await buildApp({ config, database });
app.addHook('onClose', async () => {
  await database.close();
});
startChannelSync(app);
startBackgroundJobs(app);

const promoted = await applyAdminEmails(database.db, config.auth.adminEmails, app.clock());
if (promoted > 0) app.log.info({ promoted }, 'ADMIN_EMAILS applied');
const demoAccounts = await ensureDemoAccounts(app.auth, database.db, config, app.clock());

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// `npm run db:backup` asks for a backup of the embedded database (backup-request.ts).
process.on('SIGUSR2', () => {
  void answerBackupRequest(database, config.dataDir, app.log);
});

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Suitebook is running at ${config.publicUrl}`);
  // Tells `npm run db:*` that this process has the data folder open.
  writeFileSync(serverPidFile(config.dataDir), `${process.pid}\n`);
  process.on('exit', () => rmSync(serverPidFile(config.dataDir), { force: true }));
  if (demoAccounts.length > 0) {
    console.log(
      [
        '',
        `  Suitebook is running at ${config.publicUrl}`,
        '  Demo accounts (not created in production):',
        ...demoAccounts.map(
          (account) =>
            `    ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`,
        ),
        '',
      ].join('\n'),
    );
  }
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
