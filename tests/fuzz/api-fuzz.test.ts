import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suites } from '#server/db/schema.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { nextAddress, ORIGIN, signUp, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, UNCAPPED } from '#tests/support/test-app.ts';

/**
 * Requests generated from the API's own OpenAPI document, as anonymous visitors, a guest and an
 * admin: each operation with sound values, then with one thing wrong (a field of the wrong type
 * or out of bounds, a huge or hostile string, a field missing or added, a body that is not JSON
 * or not the declared type, an encoded path). Every answer must be a 4xx in the one error shape
 * (naming the field when a field was wrong) or a success; never a 5xx, never no answer. Then the
 * data must still hold together: no two active bookings or blocks of a suite share a night, and
 * every stored total is its lines' sum.
 *
 * `FUZZ_REQUESTS` sets how many (npm test: 1,500; npm run test:fuzz: 10,000), `FUZZ_SEED` the
 * seed (printed, so a failure can be replayed).
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

/** A small seeded generator (mulberry32): the same seed, the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof generator>;

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { type: string; schema: JsonSchema };
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e\u2066reversed',
  '𝕏'.repeat(300),
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '{{7*7}}#{7*7}<%= 7*7 %>',
  'x'.repeat(70_000),
  '2027-02-30',
  '0000-00-00',
  '9999-12-31',
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  // The second outside attack's spellings: invisible and line-breaking characters in names, a
  // redirect that leaves the site once decoded, money past 32 bits.
  'Name\u2028Line',
  'Zero\u200bWidth',
  'Word\u2060Joiner',
  '\ufeffMark',
  '\u3164',
  'Soft\u00adHyphen',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '3751200000',
];
const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  2 ** 53,
  2 ** 31,
  -(2 ** 31),
  true,
  false,
  null,
  [],
  {},
  [1],
  { a: 1 },
  'x',
  '',
];
const BAD_PATH_SEGMENTS = [
  '%2e%2e%2f%2e%2e',
  '%00',
  '%252e',
  'x'.repeat(1500),
  '%E0%A4%A',
  '..',
  '%2F',
  ' ',
  "'",
];

let t: TestApp;
const known = { suiteIds: [] as string[], ids: [] as string[] };
const sessions: Record<'anonymous' | 'guest' | 'admin', string | undefined> = {
  anonymous: undefined,
  guest: undefined,
  admin: undefined,
};

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNCAPPED, SEED_DEMO_DATA: 'true' } });
  const guest = await signUp(t.app);
  const admin = await signUpAdmin(t.app, t.database.db);
  sessions.guest = guest.cookie;
  sessions.admin = admin.cookie;
  const rows = await t.database.db.select({ id: suites.id }).from(suites);
  known.suiteIds = rows.map((row) => row.id);
  // A booking of the guest's, so operations on a booking id sometimes reach a real one.
  const checkIn = addDays(hotelToday(), 90);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { origin: ORIGIN, cookie: guest.cookie },
    payload: {
      suiteId: known.suiteIds[0],
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 1,
      children: 0,
    },
  });
  known.ids = [...known.suiteIds, (booked.json() as { id: string }).id];
});
afterAll(() => t.close());

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // Signing out would end the sessions the run uses.
      .filter(([, _]) => path !== '/api/auth/sign-out')
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const [type, entry] = Object.entries(content)[0] ?? [];
        return {
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          ...(type && entry ? { body: { type, schema: entry.schema } } : {}),
        };
      }),
  );
}

/** A sound value for a schema: what a careful client would send. */
function sound(schema: JsonSchema | undefined, random: Random, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return sound(
      alternatives.find((option) => option.type !== 'null') ?? alternatives[0],
      random,
      name,
    );
  const type = Array.isArray(schema.type)
    ? schema.type.find((each) => each !== 'null')
    : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 3, random.int(1, 3)));
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return Array.from({ length: schema.minItems ?? (random.chance(0.5) ? 1 : 0) }, () =>
        sound(schema.items, random, name),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.4))
          value[key] = sound(property, random, key);
      }
      return value;
    }
    default:
      return soundString(schema, random, name);
  }
}

function soundString(schema: JsonSchema, random: Random, name: string): string {
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /date|check(in|out)/i.test(name)) {
    const offset = /checkOut|endDate|validTo|to$/i.test(name)
      ? random.int(33, 40)
      : random.int(20, 30);
    return addDays(hotelToday(), offset);
  }
  if (schema.pattern?.includes('\\d')) return String(random.int(0, 3));
  if (schema.format === 'email' || /email/i.test(name))
    return `fuzz-${random.int(1, 1e9)}@example.com`;
  if (schema.format === 'uuid' || /id$/i.test(name))
    return random.chance(0.7) ? random.pick(known.ids) : randomUUID();
  if (schema.format === 'uri' || /url/i.test(name)) return '/dashboard';
  const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, 12));
  return 'Fuzzed text for a field'.slice(0, Math.max(length, 1)).padEnd(length, 'x');
}

interface Planned {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was made wrong, and in which field. */
  mutation: string;
  field?: string;
}

/** One request for the operation: sound, or with one thing wrong. */
function plan(operation: Operation, random: Random): Planned {
  const kind = random.pick([
    'sound',
    'sound',
    'wrong type',
    'out of bounds',
    'hostile string',
    'missing field',
    'extra field',
    'malformed body',
    'wrong content type',
    'encoded path',
    'huge body',
  ] as const);
  const pathValues: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path')
      pathValues[parameter.name] = String(sound(parameter.schema, random, parameter.name));
    if (parameter.in === 'query' && (parameter.required || random.chance(0.5))) {
      query[parameter.name] = sound(parameter.schema, random, parameter.name);
    }
  }
  let body = operation.body
    ? (sound(operation.body.schema, random) as Record<string, unknown>)
    : undefined;
  let contentType = operation.body?.type;
  let raw: string | Buffer | undefined;
  let field: string | undefined;

  const fieldsOf = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const bodyFields =
    operation.body?.type === 'application/json'
      ? Object.keys(operation.body.schema.properties ?? {})
      : [];
  const queryFields = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const targets = [
    ...bodyFields.map((name) => ['body', name] as const),
    ...queryFields.map((name) => ['query', name] as const),
  ];
  const target = targets.length > 0 ? random.pick(targets) : undefined;
  const set = (value: unknown) => {
    if (!target) return;
    field = target[1];
    if (target[0] === 'body') body = { ...(body ?? {}), [target[1]]: value };
    else query[target[1]] = value;
  };

  switch (kind) {
    case 'wrong type':
      set(random.pick(WRONG_TYPES));
      break;
    case 'out of bounds': {
      if (!target) break;
      const schema =
        target[0] === 'body'
          ? operation.body?.schema.properties?.[target[1]]
          : operation.parameters.find((p) => p.name === target[1])?.schema;
      set(
        schema?.maxLength !== undefined
          ? 'y'.repeat(schema.maxLength + 1)
          : schema?.maximum !== undefined
            ? schema.maximum + random.pick([1, 1000, 1e12])
            : schema?.minimum !== undefined
              ? schema.minimum - 1
              : random.pick([-1, 1e308, 'z'.repeat(5000)]),
      );
      break;
    }
    case 'hostile string':
      set(random.pick(HOSTILE_STRINGS));
      break;
    case 'missing field':
      if (target?.[0] === 'body' && body) {
        field = target[1];
        const { [target[1]]: _gone, ...rest } = body;
        body = rest;
      } else if (target) {
        field = target[1];
        delete query[target[1]];
      }
      break;
    case 'extra field':
      raw = JSON.stringify(body ?? {}).replace(
        /^\{/,
        random.pick([
          '{"__proto__":{"role":"admin"},',
          '{"constructor":{"prototype":{"x":1}},',
          '{"role":"admin","userId":"x","total":1,',
          '{"status":"confirmed",',
        ]),
      );
      if (raw.endsWith(',}')) raw = `${raw.slice(0, -2)}}`;
      contentType = 'application/json';
      break;
    case 'malformed body':
      raw = random.pick([
        '{',
        '{"a":',
        '[1,2',
        'null',
        '"text"',
        '{"a":1}}',
        '\u0000',
        '{"checkIn":"2027-01-01",}',
      ]);
      contentType = 'application/json';
      break;
    case 'wrong content type':
      raw = 'checkIn=2027-01-01&adults=1';
      contentType = random.pick([
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'image/png',
      ]);
      break;
    case 'encoded path': {
      const names = Object.keys(pathValues);
      if (names.length > 0) pathValues[random.pick(names)] = random.pick(BAD_PATH_SEGMENTS);
      break;
    }
    case 'huge body':
      raw = JSON.stringify({ ...(body ?? {}), padding: 'p'.repeat(1_200_000) });
      contentType = 'application/json';
      break;
  }

  let url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = pathValues[name] ?? 'x';
    return kind === 'encoded path' && BAD_PATH_SEGMENTS.includes(value)
      ? value
      : encodeURIComponent(value);
  });
  // The route reached through a path spelled otherwise: what it does must be what it always does.
  if (kind === 'encoded path' && random.chance(0.5)) url = url.replace(/^\/api\//, '/%61pi/');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if ([...search].length > 0) url += `?${search}`;

  const headers: Record<string, string> = {};
  if (operation.method !== 'GET' && operation.method !== 'HEAD') {
    headers.origin = random.chance(0.92) ? ORIGIN : 'https://evil.example';
  }
  let payload: string | Buffer | undefined;
  if (raw !== undefined) payload = raw;
  else if (body !== undefined && operation.body) {
    if (operation.body.type === 'application/json') payload = JSON.stringify(body);
    else if (operation.body.type === 'application/x-www-form-urlencoded') {
      payload = new URLSearchParams(
        fieldsOf(body).map((key) => [key, String(body?.[key])]),
      ).toString();
    } else {
      // Multipart bodies: sent as JSON, which the server must refuse cleanly (415).
      payload = JSON.stringify(body);
      contentType = 'application/json';
    }
  }
  if (payload !== undefined && contentType) headers['content-type'] = contentType;
  return {
    method: operation.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    mutation: kind,
    ...(field ? { field } : {}),
  };
}

interface Violation {
  request: string;
  status: number;
  problem: string;
}

function judge(planned: Planned, status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 400) return null;
  let parsed: { error?: { code?: unknown; message?: unknown; fields?: unknown } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a ${status} that is not JSON: ${body.slice(0, 120)}`;
  }
  const error = parsed.error;
  if (!error || typeof error.message !== 'string' || !ERROR_CODES.includes(error.code as never)) {
    return `a ${status} not in the error shape: ${body.slice(0, 200)}`;
  }
  if (error.fields !== undefined) {
    const fields = error.fields as Record<string, unknown>;
    if (
      typeof fields !== 'object' ||
      Object.values(fields).some((value) => typeof value !== 'string')
    ) {
      return `fields that are not text: ${body.slice(0, 200)}`;
    }
  }
  const fieldMutation = ['wrong type', 'out of bounds', 'missing field'].includes(planned.mutation);
  if (
    status === 400 &&
    fieldMutation &&
    planned.field &&
    error.code === 'VALIDATION_ERROR' &&
    !error.fields
  ) {
    return `a 400 for ${planned.mutation} of ${planned.field} that names no field: ${body.slice(0, 200)}`;
  }
  return null;
}

describe(`the API under generated requests (${databaseKind})`, () => {
  it(`answers ${REQUESTS} generated requests without a 5xx, every refusal in the one error shape`, async () => {
    console.log(`api fuzz: ${REQUESTS} requests, seed ${SEED} (FUZZ_SEED to replay)`);
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operations = operationsOf(document);
    const random = generator(SEED);
    const violations: Violation[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < REQUESTS; index++) {
      const operation = operations[index % operations.length] as Operation;
      const role = random.pick(['anonymous', 'guest', 'admin'] as const);
      const planned = plan(operation, random);
      const cookie = sessions[role];
      const response = await t.app.inject({
        method: planned.method as 'GET',
        url: planned.url,
        remoteAddress: nextAddress(),
        headers: { ...planned.headers, ...(cookie ? { cookie } : {}) },
        ...(planned.payload !== undefined ? { payload: planned.payload } : {}),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = judge(planned, response.statusCode, response.body);
      if (problem) {
        violations.push({
          request: `${role} ${planned.method} ${planned.url.slice(0, 160)} [${planned.mutation}${planned.field ? ` of ${planned.field}` : ''}]`,
          status: response.statusCode,
          problem,
        });
      }
    }
    console.log(
      `api fuzz: ${operations.length} operations; answers ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
    );
    expect(violations.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('leaves the data whole: no night sold twice, every total its lines', async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(
      await rows(sql`
        select a.id from bookings a join bookings b
          on a.suite_id = b.suite_id and a.id < b.id
          and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)
        where a.status not in ('cancelled', 'expired') and b.status not in ('cancelled', 'expired')`),
    ).toEqual([]);
    expect(
      await rows(sql`
        select k.id from suite_blocks k join bookings b
          on k.suite_id = b.suite_id
          and daterange(k.start_date, k.end_date) && daterange(b.check_in, b.check_out)
        where b.status not in ('cancelled', 'expired')`),
    ).toEqual([]);
    expect(
      await rows(sql`
        select id from bookings
        where total <> subtotal - discount + service_charge + vat + tax
          or subtotal <> (select coalesce(sum((n->>'price')::int), 0) from jsonb_array_elements(nightly_prices) n)
            + (select coalesce(sum((e->>'amount')::int), 0) from jsonb_array_elements(extras) e)`),
    ).toEqual([]);
  });
});
