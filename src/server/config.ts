import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './project-root.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting of the server, read from the environment once at start. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    SEED_DEMO_DATA: booleanFlag.optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      env: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      https: publicUrl.startsWith('https://'),
      databaseUrl: env.DATABASE_URL,
      databasePoolMax: env.DATABASE_POOL_MAX,
      dataDir: path.resolve(projectRoot, env.DATA_DIR),
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    };
  });

export type Config = z.output<typeof configSchema>;

/** Parses the environment, failing with every wrong variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}
