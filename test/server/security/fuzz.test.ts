import fc from 'fast-check';
import { sql } from 'kysely';
import { isPlainObject, type JsonSchema } from '../../../server/src/http/json-schema';
import { loadOperations, type OperationSpec } from '../../../server/src/http/openapi-operations';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { hashPassword } from '../../../server/src/db/password';
import type { Role } from '../../../server/src/http/operation';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { RESOURCES, seedOneOfEach, WRITTEN_TABLES } from './records';
import { tally, tallyFile } from './tally';

tallyFile('fuzz');

/*
 * Property-based fuzz of every write endpoint of the contract (fast-check): bodies built from each
 * operation's own request schema, near its limits and past them, mixed with arbitrary JSON, hostile
 * strings and odd path parameters, sent as the administrator or (one call in four) as a manager,
 * kitchen staff or viewer. Properties: the server never answers 5xx; a refused request (4xx, including a
 * role's 403) writes no row (the business tables and jobs are fingerprinted before and after); and an
 * accepted import whose job then fails writes no row either.
 */

/** Runs per operation (FUZZ_RUNS=100 for a deeper search; 12 keeps the suite fast). */
const RUNS = Number(process.env.FUZZ_RUNS) || 12;

const HOSTILE = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  '%',
  '_',
  '\u0000',
  '\u202e',
  '😀'.repeat(3),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' ',
  '',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31T23:59:59Z',
  '24:00',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(5000),
];

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...HOSTILE),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 1e300, -1e300, 0.1, 1e-300),
  fc.boolean(),
  fc.constant(null),
);
const wild: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
}

/** Values for a schema: mostly valid, often at or just past its limits, sometimes anything at all. */
function arbFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isPlainObject(schema) || depth > 4) return wild;
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s) => arbFor(s, depth + 1)), wild);
  if (Array.isArray(schema.enum))
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(schema.enum as unknown[])) },
      { weight: 1, arbitrary: wild },
    );
  const typed: fc.Arbitrary<unknown>[] = [];
  for (const type of typesOf(schema)) {
    if (type === 'string') {
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
      if (schema.format === 'date')
        typed.push(
          fc.oneof(
            fc
              .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
              .map((d) => d.toISOString().slice(0, 10)),
            fc.constantFrom('2026-02-30', '20260101', ''),
          ),
        );
      else if (schema.format === 'date-time')
        typed.push(
          fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString()),
        );
      else if (schema.format === 'email') typed.push(fc.emailAddress());
      else if (typeof schema.pattern === 'string' && /\\d\{2\}:/.test(schema.pattern))
        typed.push(fc.constantFrom('08:30', '23:59', '24:00', '7:5'));
      else
        typed.push(
          fc.string({ minLength: 0, maxLength: Math.min(max, 40) }),
          fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)),
          fc.constantFrom(...HOSTILE),
        );
    } else if (type === 'integer' || type === 'number') {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
      typed.push(
        fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 6), 1) }),
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
        fc.constantFrom(min - 1, min, max, max + 1, 2 ** 31, 2 ** 53),
      );
      if (type === 'number') typed.push(fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true }));
    } else if (type === 'boolean') typed.push(fc.boolean());
    else if (type === 'null') typed.push(fc.constant(null));
    else if (type === 'array') {
      const maxItems = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4);
      typed.push(fc.array(arbFor(schema.items, depth + 1), { maxLength: maxItems }));
    } else if (type === 'object') {
      const props = isPlainObject(schema.properties) ? schema.properties : {};
      const keys = Object.keys(props);
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, arbFor(props[k], depth + 1)])), {
        requiredKeys: [],
      });
      typed.push(
        record,
        fc
          .tuple(
            record,
            fc.dictionary(
              fc.constantFrom(
                'id',
                '__date_created',
                'password_hash',
                'role',
                'order_number',
                'total',
                '__proto__',
                'extra',
              ),
              wild,
              { maxKeys: 2 },
            ),
          )
          .map(([a, b]) => ({ ...a, ...b })),
      );
    }
  }
  if (!typed.length) return wild;
  return fc.oneof({ weight: 5, arbitrary: fc.oneof(...typed) }, { weight: 1, arbitrary: wild });
}

const ODD_IDS = ['0', '-1', '1.5', 'abc', '1e3', '99999999999', '%27%20OR%201=1', '9'.repeat(40)];

let t: TestApp;
let admin: TestSession;
let ids: Record<string, number>;

/**
 * The other roles sign in as users of their own, with ids far from the 1…8 the fuzz aims at, so that the
 * administrator's fuzzed user updates (a new role or password ends that user's sessions) never end them.
 */
const OTHER_ROLES: Role[] = ['manager', 'kitchen_staff', 'viewer'];
const FUZZ_PASSWORD = 'fuzz-role-password-1';
const sessions = {} as Record<Role, TestSession>;
const roleArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Role>('administrator') },
  { weight: 1, arbitrary: fc.constantFrom(...OTHER_ROLES) },
);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
  sessions.administrator = admin;
  const hash = await hashPassword(FUZZ_PASSWORD);
  for (const [i, role] of OTHER_ROLES.entries()) {
    const email = `fuzz.${role.replace('_', '-')}@demo.test`;
    await t.db
      .insertInto('users')
      .values({ id: 900001 + i, first_name: 'Fuzz', last_name: role, email, password_hash: hash, role })
      .execute();
    sessions[role] = await t.login(email, FUZZ_PASSWORD);
  }
  ids = await seedOneOfEach(t, admin.headers, 'fuzz');
});
afterAll(async () => {
  await drainJobs();
  await t.close();
});

/** Row counts and version sums of every table a request could write (or all but jobs), in one query. */
async function fingerprint(options: { jobs?: boolean } = {}): Promise<string> {
  const parts = WRITTEN_TABLES.filter((table) => options.jobs !== false || table !== 'jobs').map((table) => {
    const versioned = !['product_addons', 'order_status_changes', 'jobs', 'standing_order_days'].includes(table);
    return sql`(select ${versioned ? sql`count(*) || ':' || coalesce(sum(__version), 0)` : sql`count(*) || ''`} from ${sql.table(table)})`;
  });
  const counters = sql`(select coalesce(sum(value), 0) || '' from counters)`;
  const { rows } = await sql<
    Record<string, string>
  >`select ${sql.join([...parts, counters], sql`|| '/' ||`)} as fp`.execute(t.db);
  return String(rows[0].fp);
}

const operations = loadOperations().filter((op) => op.method !== 'GET' && op.operationId !== 'revokeToken');

function pathArb(op: OperationSpec): fc.Arbitrary<Record<string, string>> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (!names.length) return fc.constant({});
  const resource = op.path.split('/')[1];
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        name === 'resource'
          ? fc.oneof(
              { weight: 5, arbitrary: fc.constantFrom(...RESOURCES) },
              { weight: 1, arbitrary: fc.constantFrom('nope', '__proto__', 'kitchen-orders', '..%2Fusers') },
            )
          : fc.oneof(
              {
                weight: 3,
                arbitrary: fc
                  .integer({ min: 1, max: 8 })
                  .map((n) => String(ids[resource] && n === 1 ? ids[resource] : n)),
              },
              { weight: 1, arbitrary: fc.constantFrom(...ODD_IDS) },
            ),
      ]),
    ),
  );
}

function csvArb(): fc.Arbitrary<string> {
  const cell = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...HOSTILE.slice(0, 20)),
    fc.integer({ min: -5, max: 50 }).map(String),
  );
  const header = fc.array(
    fc.constantFrom(
      'id',
      'name',
      'price',
      'email',
      'first_name',
      'last_name',
      'role',
      'status',
      'order',
      'colour',
      'plaintext_password',
      '__version',
    ),
    { minLength: 1, maxLength: 4 },
  );
  return header.chain((h) =>
    fc
      .array(fc.array(cell, { minLength: h.length, maxLength: h.length }), { maxLength: 4 })
      .map((rows) =>
        [h, ...rows]
          .map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
          .join('\r\n'),
      ),
  );
}

async function send(op: OperationSpec, params: Record<string, string>, body: unknown, ip: string, role: Role) {
  const headers = sessions[role].headers;
  const url = t.api + op.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name]);
  if (op.operationId === 'importResource') {
    const form = new FormData();
    form.append('file', new Blob([String(body)], { type: 'text/csv' }), 'fuzz.csv');
    const req = new Request('http://x/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
      remoteAddress: ip,
    });
  }
  return t.app.inject({
    method: op.method,
    url,
    remoteAddress: ip,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? '' : JSON.stringify(body),
  });
}

describe(`fuzz of every write endpoint (${TEST_DB})`, () => {
  test('covers every write operation of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(13 * 6 + 6);
  });

  test.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: no 5xx, and a refused request writes nothing',
    async (_id, op) => {
      const bodyArb =
        op.operationId === 'importResource' ? csvArb() : op.jsonBody ? arbFor(op.jsonBody) : fc.constant(undefined);
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(pathArb(op), bodyArb, fc.ipV4(), roleArb, async (params, body, ip, role) => {
          const before = await fingerprint();
          const businessBefore = await fingerprint({ jobs: false });
          const res = await send(op, params, body, ip, role);
          tally('requests');
          tally(`requests as ${role}`);
          if (res.statusCode >= 500)
            throw new Error(
              `${role} ${op.operationId} ${JSON.stringify(params)} ${JSON.stringify(body)?.slice(0, 500)} → ${res.statusCode} ${res.body}`,
            );
          if (res.statusCode >= 400) {
            refused++;
            tally(`refused ${res.statusCode}`);
            if (role !== 'administrator') tally(`refused as ${role}`);
            const after = await fingerprint();
            if (after !== before)
              throw new Error(
                `${role} ${op.operationId} refused (${res.statusCode}) but wrote: ${before} → ${after}\n${JSON.stringify(body)?.slice(0, 500)}`,
              );
          } else if (res.statusCode === 202) {
            // An accepted job: when it fails (a bad row), it wrote nothing but its own job record.
            await drainJobs();
            const jobId = Number(res.json().data?.job_id);
            const job = await t.db
              .selectFrom('jobs')
              .select(['status', 'kind'])
              .where('id', '=', jobId)
              .executeTakeFirst();
            tally(`accepted jobs (${job?.kind ?? 'none'}) ${job?.status ?? 'missing'}`);
            if (job?.status === 'failed' && (await fingerprint({ jobs: false })) !== businessBefore)
              throw new Error(`${op.operationId}: a failed job wrote rows\n${String(body).slice(0, 500)}`);
          } else {
            tally(`accepted ${res.statusCode}`);
          }
        }),
        { numRuns: RUNS },
      );
      expect(refused).toBeGreaterThan(0);
    },
  );
});
