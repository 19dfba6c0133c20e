import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules live in biome.json (`noRestrictedImports`, one override per folder). These
 * tests prove the rules bite: each forbidden import below, written into a real file where it is
 * forbidden, fails `biome lint`, and the allowed ones pass.
 */

const root = process.cwd();
const biome = path.join(root, 'node_modules', '.bin', 'biome');

interface Probe {
  /** Where the importing file sits. */
  folder: string;
  specifier: string;
  allowed: boolean;
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
];

function lint(file: string): { ok: boolean; output: string } {
  const run = spawnSync(biome, ['lint', '--max-diagnostics=50', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('layering', () => {
  it('gives every web feature its own rule, so no new feature goes unchecked', () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[] }[];
    };
    const covered = config.overrides.flatMap((override) => override.includes);
    for (const feature of readdirSync(path.join(root, 'src/web/features'))) {
      expect(covered, `biome.json has no override for the ${feature} feature`).toContain(
        `src/web/features/${feature}/**`,
      );
    }
  });

  it.each(probes)(
    '$folder importing $specifier: allowed $allowed',
    ({ folder, specifier, allowed }) => {
      const file = path.join(root, folder, `layering-probe-${process.pid}.ts`);
      writeFileSync(file, `export * from '${specifier}';\n`);
      try {
        const result = lint(path.relative(root, file));
        expect(result.ok, result.output).toBe(allowed);
        if (!allowed) expect(result.output).toContain('noRestrictedImports');
      } finally {
        rmSync(file, { force: true });
      }
    },
  );
});
