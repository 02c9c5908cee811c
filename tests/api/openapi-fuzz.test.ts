import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../../src/server/catalog/load-catalog';
import { ownTestDatabase } from '../support/own-database';
import { buildTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

/**
 * Issue 17's proof: every operation of the OpenAPI document, called with property-based hostile
 * requests (bodies, path and query parameters, headers; wrong types, huge and empty strings,
 * control characters, lone surrogates, negative and huge numbers). Every answer must be one the
 * document lists for that operation, never a 500, 4xx answers carry {error}, and a rejected
 * request writes and spends nothing. FUZZ_RUNS sets the runs per operation (default 12).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}

// --- Arbitraries -------------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const nastyChar = fc.oneof(
  fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\ufeff', '\n', '\t'),
  loneSurrogate,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const hostileString = fc.oneof(
  fc.string({ unit: nastyChar, maxLength: 24 }),
  fc.constantFrom(
    '',
    ' ',
    '   ',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '画蛇添足\u0000',
    'search_',
    'gen_',
  ),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, 0.5),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 'a'], { a: { b: 1 } }) },
);

const uuid = () => randomUUID();
/** Values an honest client might send, so requests also get past validation. */
function plausible(name: string, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (schema?.enum) return fc.constantFrom(...schema.enum);
  if (schema?.const !== undefined) return fc.constant(schema.const);
  const variants = schema?.anyOf ?? schema?.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => plausible(name, v)));
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number')
    return fc.integer({
      min: Math.max(schema?.minimum ?? -5, -5),
      max: Math.min(schema?.maximum ?? 60, 60),
    });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(name, schema?.items), { maxLength: 3 });
  if (type === 'object' || schema?.properties) return objectOf(schema ?? {});
  const byName: Record<string, string[]> = {
    email: ['fuzz@example.com', 'a@b.co', 'UPPER@Example.COM'],
    password: ['secret-pass', 'x'],
    new_password: ['new-secret-pass'],
    code: ['123456', '000000', '12345'],
    query: ['画蛇添足', 'hua she tian zu', 'hstz', 'make up your mind', '一?不?'],
    word: ['画蛇添足', '畫蛇添足', '一石二鸟', 'abcd'],
    taskId: [`gen_${uuid()}`, 'gen_x'],
    task_id: [`gen_${uuid()}`, 'gen_fuzz'],
    id: [`search_${uuid()}`, 'search_x'],
    refresh: ['not-a-token'],
    plan: ['one_time', 'recurring', 'free'],
    redirect_uri: ['http://127.0.0.1:3000/auth/google/callback'],
  };
  return fc.oneof(
    fc.constantFrom(...(byName[name] ?? ['value', 'Fuzz subject'])),
    fc.string({ maxLength: 12 }),
  );
}
function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const honest: Record<string, fc.Arbitrary<unknown>> = {};
  const mixed: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of props) {
    honest[key] = plausible(key, sub);
    mixed[key] = fc.oneof(
      { weight: 2, arbitrary: plausible(key, sub) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  // Half the bodies are what a client would send (so handlers run), half carry hostile fields.
  return fc.oneof(
    fc.record(honest, { requiredKeys: [] }),
    fc
      .tuple(
        fc.record(mixed, { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 2 }),
      )
      .map(([known, extra]) => ({ ...extra, ...known })),
  );
}

/** A path segment: percent-encoded, lone surrogates as the invalid UTF-8 bytes they would be. */
const encodeSegment = (value: string) =>
  value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\u{FFFD}')
    .split('\u{FFFD}')
    .map(encodeURIComponent)
    .join('%ED%A0%80');
const pathValue = (name: string, schema?: JsonSchema) =>
  fc
    .oneof(
      { weight: 3, arbitrary: plausible(name, schema).map((v) => encodeSegment(String(v))) },
      { weight: 2, arbitrary: hostileString.map((v) => encodeSegment(v)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '..', 'a%2Fb', '%20'),
      },
    )
    .filter((segment) => segment.length > 0 && segment !== '.' && segment !== '..');
/** Header values can only carry visible Latin-1 (Node refuses the rest before sending). */
const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 80,
  }),
  fc.constantFrom('', 'ts=1;h1=deadbeef', `gen_${uuid()}`),
);

type AuthKind = 'none' | 'free' | 'subscriber' | 'garbage' | 'ended';

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  auth: AuthKind;
  payload?: string;
}

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathArbs = params
    .filter((p) => p.in === 'path')
    .map((p) => pathValue(p.name, p.schema).map((v) => [p.name, v] as const));
  const queryArbs = params
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc
        .option(fc.oneof(plausible(p.name, p.schema), hostileString), { nil: undefined })
        .map((v) => [p.name, v] as const),
    );
  const headerArbs = params
    .filter((p) => p.in === 'header')
    .map((p) => fc.option(headerValue, { nil: undefined }).map((v) => [p.name, v] as const));
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const takesBody = op.method === 'POST';
  const body: fc.Arbitrary<string | undefined> = !takesBody
    ? fc.constant(undefined)
    : fc.oneof(
        { weight: 6, arbitrary: objectOf(bodySchema ?? {}).map((o) => JSON.stringify(o)) },
        { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
        { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '[', '\u0000', '') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
  return fc
    .record({
      path: fc.tuple(...pathArbs),
      query: fc.tuple(...queryArbs),
      headers: fc.tuple(...headerArbs),
      auth: fc.constantFrom<AuthKind>(
        'none',
        'free',
        'free',
        'subscriber',
        'subscriber',
        'garbage',
        'ended',
      ),
      payload: body,
    })
    .map(({ path, query, headers, auth, payload }) => {
      let url = op.path.endsWith('/') ? op.path : `${op.path}/`;
      for (const [name, value] of path) url = url.replace(`{${name}}`, value);
      const search = new URLSearchParams();
      for (const [name, value] of query)
        if (value !== undefined)
          search.set(
            name,
            typeof value === 'string' ? value.replace(/[\uD800-\uDFFF]/g, '?') : String(value),
          );
      const qs = search.toString();
      const headerRecord: Record<string, string> = {};
      for (const [name, value] of headers) if (value !== undefined) headerRecord[name] = value;
      if (payload !== undefined) headerRecord['content-type'] = 'application/json';
      return { url: `${url}${qs ? `?${qs}` : ''}`, headers: headerRecord, auth, payload };
    });
}

// --- The app under test -------------------------------------------------------------------------

let app: Awaited<ReturnType<typeof buildTestApp>>;
let dropOwnDatabase: (() => Promise<void>) | null = null;
const tokens: Record<AuthKind, string | null> = {
  none: null,
  free: null,
  subscriber: null,
  garbage: 'Bearer not.a.jwt',
  ended: null,
};

let fingerprintQuery: ReturnType<typeof sql.raw>;
/** Rows of every table and the credits spent; login_throttle counts failed logins by design. */
async function fingerprint(): Promise<string> {
  const result = (await app.db.execute(fingerprintQuery)) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows[0]);
}

beforeAll(async () => {
  // PostgreSQL: a database of its own, so other test files' writes do not move the fingerprint.
  const own = await ownTestDatabase('fuzz');
  dropOwnDatabase = own.drop;
  app = await buildTestApp({ database: await own.open(), ownsDatabase: true });
  app.searchIndex();
  const free = await createTestUser(app, { prefix: 'fuzz-free' });
  const subscriber = await createTestUser(app, { prefix: 'fuzz-sub', subscriber: true });
  const ended = await createTestUser(app, { prefix: 'fuzz-ended' });
  tokens.free = `Bearer ${free.token}`;
  tokens.subscriber = `Bearer ${subscriber.token}`;
  tokens.ended = `Bearer ${ended.token}`;
  await app.db.execute(
    sql`update users set sessions_valid_after = now() + interval '1 minute' where email = ${ended.email}`,
  );
  const tables = (
    (await app.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows
    .map((r) => r.name)
    .filter((name) => !name.startsWith('__drizzle') && name !== 'login_throttle');
  fingerprintQuery = sql.raw(
    `select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')},
      (select coalesce(sum(used), 0) from quota_usage)::int as credits_spent,
      (select count(*) from refresh_tokens where revoked_at is not null)::int as revoked,
      (select count(*) from users where sessions_valid_after is not null)::int as ended_sessions`,
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
  await dropOwnDatabase?.();
});

/** Answers seen per operation; FUZZ_STATS=1 prints them (to see the fuzz gets past validation). */
const seen = new Map<string, Map<number, number>>();
afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  for (const [op, counts] of seen)
    process.stdout.write(`${op}: ${[...counts].map(([s, n]) => `${s}×${n}`).join(' ')}\n`);
});

const NOT_CONFIGURED = ['Google sign-in is not configured on this server'];

const documented = (op: Operation, status: number) =>
  String(status) in op.responses || `${String(status)[0]}XX` in op.responses;

// The document is read from a throwaway app, so the operations are known when tests are listed.
const operations: Operation[] = await (async () => {
  const probe = await buildTestApp({
    catalog: createCatalog({ version: 1, builtAt: '', entries: [], characters: {} }),
  });
  const doc = probe.swagger() as unknown as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  await probe.close();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
})();

describe('OpenAPI fuzz: every operation, hostile requests', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      let ip = 0;
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (request) => {
          // Rows an earlier accepted request queued behind its reply land first (ADR 0107).
          await app.flushWrites();
          const before = await fingerprint();
          const auth = tokens[request.auth];
          const res = await app.inject({
            method: op.method as 'GET' | 'POST',
            url: request.url,
            headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
            // A new client address each time: the per-address limits are tested elsewhere.
            remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const counts = seen.get(`${op.method} ${op.path}`) ?? new Map<number, number>();
          counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
          seen.set(`${op.method} ${op.path}`, counts);
          const where = `${op.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          // A 5xx is a fault, except the answer of a service this test server has not configured.
          if (res.statusCode >= 500) expect(NOT_CONFIGURED, where).toContain(res.json().error);
          expect(documented(op, res.statusCode), `undocumented: ${where}`).toBe(true);
          if (res.statusCode >= 400) {
            const body = res.json() as { error?: unknown };
            expect(typeof body.error, where).toBe('string');
            expect(body.error, where).not.toBe('Internal server error');
            await app.flushWrites();
            expect(await fingerprint(), `a rejected request wrote: ${where}`).toBe(before);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
  );
});
