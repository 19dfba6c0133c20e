import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules live in biome-plugins/*-layers.grit (and biome.json's `noRestrictedImports`
 * for climbing and the tests). These tests prove the rules bite: each forbidden import below,
 * written into a real file where it is forbidden, fails `biome lint`, and the allowed ones pass.
 */

const root = process.cwd();
const biome = path.join(root, 'node_modules', '.bin', 'biome');

interface Probe {
  /** Where the importing file sits. */
  folder: string;
  specifier: string;
  allowed: boolean;
  /** The importing file is a test (`*.test.ts`) rather than product code. */
  test?: boolean;
}

const probes: Probe[] = [
  { folder: 'src/shared', specifier: '#server/config.ts', allowed: false },
  { folder: 'src/shared', specifier: '#web/lib/api-client.ts', allowed: false },
  { folder: 'src/shared', specifier: '../server/config.ts', allowed: false },
  { folder: 'src/server/routes', specifier: '#web/lib/api-client.ts', allowed: false },
  { folder: 'src/server/routes', specifier: '#tests/support/test-app.ts', allowed: false },
  { folder: 'src/server/routes', specifier: '#shared/stay.ts', allowed: true },
  // Routes speak HTTP; the SQL is the repositories', which never reach back up.
  { folder: 'src/server/routes', specifier: 'drizzle-orm', allowed: false },
  { folder: 'src/server/routes', specifier: '#server/db/schema.ts', allowed: false },
  { folder: 'src/server/routes', specifier: '#server/repositories/bookings.ts', allowed: true },
  { folder: 'src/server/repositories', specifier: '#server/routes/bookings.ts', allowed: false },
  { folder: 'src/server/repositories', specifier: 'drizzle-orm', allowed: true },
  { folder: 'src/server/repositories', specifier: '#server/db/schema.ts', allowed: true },
  // Repositories hold SQL only: a type both need lives with the tables.
  { folder: 'src/server/repositories', specifier: '#server/mail/mailer.ts', allowed: false },
  { folder: 'src/server/db', specifier: '#server/ical/feed-parse.ts', allowed: false },
  // Services reach the database through the repositories, types included.
  { folder: 'src/server/bookings', specifier: 'drizzle-orm', allowed: false },
  { folder: 'src/server/payments', specifier: '#server/db/client.ts', allowed: false },
  { folder: 'src/server/auth', specifier: '#server/db/auth-schema.ts', allowed: false },
  { folder: 'src/server/limits', specifier: 'drizzle-orm', allowed: false },
  { folder: 'src/server/bookings', specifier: '#server/repositories/database.ts', allowed: true },
  { folder: 'src/server/mail', specifier: '#server/routes/bookings.ts', allowed: false },
  // The services' order: cache, ical, limits, newsletter, uploads < mail < auth < payments <
  // bookings. Each imports only those below it, so no two import each other.
  { folder: 'src/server/bookings', specifier: '#server/payments/refunds.ts', allowed: true },
  { folder: 'src/server/payments', specifier: '#server/bookings/booking-rules.ts', allowed: false },
  { folder: 'src/server/payments', specifier: '#server/auth/session.ts', allowed: true },
  { folder: 'src/server/auth', specifier: '#server/payments/refunds.ts', allowed: false },
  { folder: 'src/server/auth', specifier: '#server/mail/templates.ts', allowed: true },
  { folder: 'src/server/mail', specifier: '#server/auth/session.ts', allowed: false },
  { folder: 'src/server/mail', specifier: '#server/ical/ics.ts', allowed: true },
  { folder: 'src/server/limits', specifier: '#server/mail/mailer.ts', allowed: false },
  { folder: 'src/server/ical', specifier: '#server/limits/rate-limit.ts', allowed: false },
  { folder: 'src/server/limits', specifier: '#server/limits/rate-limit.ts', allowed: true },
  // One zod per side (decision 044).
  { folder: 'src/server/routes', specifier: 'zod/mini', allowed: false },
  { folder: 'src/shared', specifier: 'zod', allowed: false },
  { folder: 'src/web/lib', specifier: 'zod', allowed: false },
  { folder: 'src/web/lib', specifier: 'zod/mini', allowed: true },
  { folder: 'src/web/lib', specifier: '#server/config.ts', allowed: false },
  { folder: 'src/web/lib', specifier: '#web/app/router.tsx', allowed: false },
  {
    folder: 'src/web/components/ui',
    specifier: '#web/features/auth/api/log-in.ts',
    allowed: false,
  },
  { folder: 'src/web/components/ui', specifier: '#web/lib/api-client.ts', allowed: true },
  {
    folder: 'src/web/features/auth/components',
    specifier: '#web/features/bookings/api/get-quote.ts',
    allowed: false,
  },
  {
    folder: 'src/web/features/auth/components',
    specifier: '#web/features/auth/api/log-in.ts',
    allowed: true,
  },
  { folder: 'src/web/features/auth/components', specifier: '#web/app/router.tsx', allowed: false },
  {
    folder: 'src/web/features/auth/components',
    specifier: '../../../lib/api-client.ts',
    allowed: false,
  },
  {
    folder: 'src/web/app/routes',
    specifier: '#web/features/bookings/api/get-quote.ts',
    allowed: true,
  },
  { folder: 'src/web/app/routes', specifier: '#server/config.ts', allowed: false },
  // A feature folder made tomorrow is covered by the same rule, with no new configuration.
  {
    folder: 'src/web/features/layering-probe-new/components',
    specifier: '#web/features/auth/api/log-in.ts',
    allowed: false,
  },
  // A feature's test support is for its tests: product code, in the feature or the app, never
  // imports it, so no fake reaches the bundle.
  {
    folder: 'src/web/features/bookings/components',
    specifier: '#web/features/bookings/testing.tsx',
    allowed: false,
  },
  { folder: 'src/web/features/bookings', specifier: './testing.tsx', allowed: false },
  { folder: 'src/web/app/routes', specifier: '#web/features/bookings/testing.tsx', allowed: false },
  {
    folder: 'src/web/features/bookings/components',
    specifier: '#web/features/bookings/testing.tsx',
    allowed: true,
    test: true,
  },
  // And only its own feature's tests: features never import each other.
  {
    folder: 'src/web/features/offers/components',
    specifier: '#web/features/bookings/testing.tsx',
    allowed: false,
    test: true,
  },
  // The generic test support every feature's tests share is for tests too: product code, shared
  // or in a feature or the app, never imports it; any feature's tests may.
  {
    folder: 'src/web/features/offers/components',
    specifier: '#web/lib/testing.tsx',
    allowed: false,
  },
  { folder: 'src/web/lib', specifier: './testing.tsx', allowed: false },
  { folder: 'src/web/app/routes', specifier: '#web/lib/testing.tsx', allowed: false },
  {
    folder: 'src/web/features/offers/components',
    specifier: '#web/lib/testing.tsx',
    allowed: true,
    test: true,
  },
];

function lint(file: string): { ok: boolean; output: string } {
  const run = spawnSync(biome, ['lint', '--max-diagnostics=50', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('layering', () => {
  it.each(probes)(
    '$folder importing $specifier: allowed $allowed',
    ({ folder, specifier, allowed, test }) => {
      const made = folder.includes('layering-probe-new') ? path.join(root, folder, '..') : null;
      if (made) mkdirSync(path.join(root, folder), { recursive: true });
      const file = path.join(
        root,
        folder,
        `layering-probe-${process.pid}${test ? '.test' : ''}.ts`,
      );
      writeFileSync(file, `export * from '${specifier}';\n`);
      try {
        const result = lint(path.relative(root, file));
        expect(result.ok, result.output).toBe(allowed);
        if (!allowed) expect(result.output).toMatch(/noRestrictedImports|plugin/);
      } finally {
        rmSync(made ?? file, { recursive: true, force: true });
      }
    },
  );
});
