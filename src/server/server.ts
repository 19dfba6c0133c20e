import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';

const config = loadConfig();
const bootLog = {
  info: (data: object, message: string) =>
    console.log(JSON.stringify({ level: 'info', ...data, msg: message })),
  warn: (data: object, message: string) =>
    console.warn(JSON.stringify({ level: 'warn', ...data, msg: message })),
};

const database = await openConfiguredDatabase(config, bootLog);
const app = await buildApp({ config, database });
app.addHook('onClose', async () => {
  await database.close();
});

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

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Suitebook is running at ${config.publicUrl}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
