/**
 * `npm run api:types` (run by `npm run typecheck`): the API's OpenAPI document, as the server
 * builds it from the routes' schemas, turned into TypeScript by openapi-typescript, written to
 * `src/web/lib/api-schema.gen.ts` (not committed: made again before every typecheck). The web's
 * one API client takes only paths and methods the document has, so a call to an endpoint the
 * server does not have, or with a method it does not take, fails the typecheck.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS from 'openapi-typescript';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { projectRoot } from '#server/project-root.ts';
import { testConfig } from '#tests/support/test-app.ts';

const target = path.join(projectRoot, 'src/web/lib/api-schema.gen.ts');

const config = testConfig();
const database = await openDatabase({ dataDir: null });
const app = await buildApp({ config, database, webRoot: '/nonexistent-web-root' });
await app.ready();
const document = (await app.inject({ url: '/api/openapi.json' })).json();
await app.close();
await database.close();
rmSync(config.dataDir, { recursive: true, force: true });

const types = await openapiTS(document, { silent: true });
if (!existsSync(target) || readFileSync(target, 'utf8') !== types) writeFileSync(target, types);
console.log(
  `API types: ${Object.keys(document.paths).length} paths → ${path.relative(projectRoot, target)}`,
);
