import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's API calls are checked against the server's OpenAPI document: `npm run api:types`
 * turns the document into types (openapi-typescript) that the one API client takes its paths and
 * methods from. These tests prove the check bites: calls the document does not have fail the
 * typecheck, and ones it has pass.
 */

const root = process.cwd();
const probe = path.join(root, 'src/web/lib/contract-probe.ts');
/** A tsconfig of the probe alone (and what it imports): quicker than the whole project's. */
const probeConfig = path.join(root, `tsconfig.contract-probe-${process.pid}.json`);

afterAll(() => {
  rmSync(probe, { force: true });
  rmSync(probeConfig, { force: true });
});

/** Calls the API document does not have: each must fail the typecheck on its own line. */
const refused = [
  "apiRequest('/api/bookings/x/payment', { method: 'POST', schema: z.null() })",
  "apiRequest('/api/suites', { method: 'DELETE', schema: z.null() })",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's code holds a template literal.
  "apiRequest(`/api/bookings/${'x'}/refund`, { method: 'POST', schema: z.null() })",
];
/** Calls it has: none may fail. */
const taken = [
  "apiRequest('/api/suites/x', { method: 'DELETE', schema: z.null() })",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's code holds a template literal.
  "apiRequest(`/api/bookings/${'x'}/payments`, { method: 'POST', schema: z.null() })",
  "apiRequest('/api/quote?suiteId=x', { schema: z.null() })",
];
/** The probe's first lines are its two imports: call n is on line n + 3. */
const lineOf = (index: number) => index + 3;

let output = '';

beforeAll(() => {
  if (!existsSync(path.join(root, 'src/web/lib/api-schema.gen.ts'))) {
    spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/api-types.ts'], {
      cwd: root,
    });
  }
  writeFileSync(
    probe,
    [
      "import * as z from 'zod/mini';",
      "import { apiRequest } from './api-client.ts';",
      ...[...refused, ...taken].map((call, index) => `export const call${index} = () => ${call};`),
      '',
    ].join('\n'),
  );
  writeFileSync(
    probeConfig,
    JSON.stringify({ extends: './tsconfig.json', include: [], files: [probe] }),
  );
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', probeConfig], {
    cwd: root,
    encoding: 'utf8',
  });
  output = `${result.stdout}${result.stderr}`;
}, 120_000);

describe("the web's API calls follow the OpenAPI document", () => {
  it('refuses an endpoint the server does not have, or a method it does not take', () => {
    for (const index of refused.keys()) {
      expect(output).toContain(`contract-probe.ts(${lineOf(index)},`);
    }
  });

  it('takes the endpoints it has, with their methods and a query string', () => {
    for (const index of taken.keys()) {
      expect(output).not.toContain(`contract-probe.ts(${lineOf(refused.length + index)},`);
    }
  });
});
