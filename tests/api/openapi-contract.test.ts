import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

const run = promisify(execFile);

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  tags?: string[];
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

let t: TestApp;
let document: Document;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  folder = mkdtempSync(path.join(tmpdir(), 'suitebook-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the API contract (/api/openapi.json)', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const { stdout } = await run(
      path.join('node_modules', '.bin', 'redocly'),
      ['lint', '--format=json', '--max-problems=1000', file],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as {
      problems: { severity: string; ruleId: string; message: string }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('names every operation once and says which need the session cookie', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.components?.securitySchemes).toHaveProperty('sessionCookie');
    for (const { url, method, operation } of operations()) {
      const needsSession = operation.responses && '401' in operation.responses;
      const declared = (operation.security ?? []).some((entry) => 'sessionCookie' in entry);
      // An operation answering 401 for want of a session declares the cookie, and no other does
      // (sign-in and the mailed links answer 401 for a wrong password or token, not a session).
      if (operation.tags?.includes('auth')) expect(declared, `${method} ${url}`).toBe(false);
      else expect(declared, `${method} ${url}`).toBe(Boolean(needsSession));
    }
  });

  it('documents the sign-in endpoints the site uses, with their refusals', () => {
    for (const [url, method] of [
      ['/api/auth/sign-up/email', 'post'],
      ['/api/auth/sign-in/email', 'post'],
      ['/api/auth/sign-out', 'post'],
      ['/api/auth/request-password-reset', 'post'],
      ['/api/auth/reset-password', 'post'],
      ['/api/auth/send-verification-email', 'post'],
      ['/api/auth/sign-in/social', 'post'],
      ['/api/auth/verify-email', 'get'],
    ] as const) {
      const operation = document.paths[url]?.[method];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), `${method} ${url}`).toEqual(
        expect.arrayContaining(['400']),
      );
    }
    expect(Object.keys(document.paths['/api/auth/sign-in/email']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
  });
});
