import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The web's API calls are checked against the server's OpenAPI document: `npm run api:types`
 * turns the document into types (openapi-typescript) that the one API client takes its paths and
 * methods from. These tests prove the check bites: calls the document does not have fail the
 * typecheck, and ones it has pass.
 */

const root = process.cwd();
const probe = path.join(root, 'src/web/lib/contract-probe.ts');

afterAll(() => rmSync(probe, { force: true }));

function typecheck(calls: string[]): string {
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
      ...calls.map((call, index) => `export const call${index} = () => ${call};`),
      '',
    ].join('\n'),
  );
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsc'),
    ['-p', 'tsconfig.json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return `${result.stdout}${result.stderr}`;
}

describe("the web's API calls follow the OpenAPI document", () => {
  it('refuses an endpoint the server does not have, or a method it does not take', () => {
    const output = typecheck([
      "apiRequest('/api/bookings/x/payment', { method: 'POST', schema: z.null() })",
      "apiRequest('/api/suites', { method: 'DELETE', schema: z.null() })",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's code holds a template literal.
      "apiRequest(`/api/bookings/${'x'}/refund`, { method: 'POST', schema: z.null() })",
    ]);
    for (const line of [3, 4, 5]) expect(output).toContain(`contract-probe.ts(${line},`);
  }, 60_000);

  it('takes the endpoints it has, with their methods and a query string', () => {
    const output = typecheck([
      "apiRequest('/api/suites/x', { method: 'DELETE', schema: z.null() })",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's code holds a template literal.
      "apiRequest(`/api/bookings/${'x'}/payments`, { method: 'POST', schema: z.null() })",
      "apiRequest('/api/quote?suiteId=x', { schema: z.null() })",
    ]);
    expect(output).not.toContain('contract-probe.ts');
  }, 60_000);
});
