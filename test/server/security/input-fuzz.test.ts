import fc from 'fast-check';
import { isPlainObject, type JsonSchema } from '../../../server/src/http/json-schema';
import { loadOperations, type OperationSpec } from '../../../server/src/http/openapi-operations';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { hashPassword } from '../../../server/src/db/password';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, type TestApp, type TestSession } from '../helpers/app';
import {
  CORE_FIELD_NASTY,
  CORE_NASTY,
  encodeQueryValue,
  leafExamples,
  type FormPart,
  hostileFor,
  multipartBody,
  nastyText,
  PROTOTYPE_FIELD_NAMES,
  validFor,
} from './hostile-input';
import { seedOneOfEach } from './records';
import { tally, tallyFile } from './tally';

tallyFile('input-fuzz');

/*
 * Property-based fuzz (fast-check) of every list query parameter and every write body of the contract,
 * with the input that breaks databases and parsers: NUL, quotes, FTS5 operators, lone surrogates,
 * bidirectional overrides, numbers past every column. The operations and their parameters come from
 * openapi/openapi.yaml, so a new parameter or field is fuzzed without touching this file.
 * Properties: no answer is a 5xx, and every refusal is a 400 `validation_error` whose `errors` names
 * the fields (for a list: only parameters that were sent).
 */

/** Runs per operation and property (FUZZ_RUNS=200 for a deeper search). */
const RUNS = Number(process.env.FUZZ_RUNS) || 12;
/** Random runs per list parameter (each sends that parameter and up to two others), after its CORE_NASTY examples. */
const LIST_RUNS = Math.ceil(RUNS / 3);

const operations = loadOperations();
const paramsOf = (op: OperationSpec) =>
  isPlainObject(op.querySchema?.properties) ? (op.querySchema!.properties as Record<string, JsonSchema>) : {};
const listOps = operations.filter((op) => op.method === 'GET' && Object.keys(paramsOf(op)).length > 0);
const jsonWriteOps = operations.filter((op) => op.method !== 'GET' && op.jsonBody);
const multipartOps = operations.filter((op) => op.multipartBody);

let t: TestApp;
let admin: TestSession;
let ids: Record<string, number>;

/**
 * The fuzz signs in as an administrator of its own, with an id far from the small ids the bodies name,
 * so that a fuzzed user update or delete (a new role, a new password) never ends its session.
 */
const FUZZ_ADMIN = { id: 900100, email: 'fuzz.input.admin@demo.test', password: 'fuzz-input-password-1' };

beforeAll(async () => {
  t = await buildTestApp();
  const { id, email, password } = FUZZ_ADMIN;
  await t.db
    .insertInto('users')
    .values({
      id,
      first_name: 'Fuzz',
      last_name: 'Admin',
      email,
      password_hash: await hashPassword(password),
      role: 'administrator',
    })
    .execute();
  admin = await t.login(email, password);
  ids = await seedOneOfEach(t, admin.headers, 'input');
  // A draft invoice, so a GET with a path id and a query (the invoice's PDF) is fuzzed on a record that exists.
  const invoice = await t.db
    .insertInto('invoices')
    .values({
      kind: 'invoice',
      status: 'draft',
      number: null,
      organization_id: ids.organizations,
      period_from: '2026-11-01',
      period_to: '2026-11-30',
      issue_date: null,
      due_date: null,
      credited_invoice_id: null,
      subtotal: 0,
      vat_rate: 11,
      vat: 0,
      total: 0,
      notes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.invoices = Number(invoice.id);
});
afterAll(async () => {
  await drainJobs();
  await t.close();
});

/** `errors` key → does it name `field` (`id[]`, `id[].0`, `records.0.name`, `photos[1]`)? */
function names(key: string, field: string): boolean {
  return key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`);
}

/** FUZZ_COLLECT=1: list every failing request at the end instead of stopping (and shrinking) at the first. */
const COLLECT = !!process.env.FUZZ_COLLECT;
const collected: string[] = [];
afterAll(() => {
  if (COLLECT) console.log(`${collected.length} failing requests:\n${collected.join('\n')}`);
});

function fail(what: string, res: { statusCode: number; body: string }): void {
  const text = `${what}\n→ ${res.statusCode} ${res.body.slice(0, 400)}`;
  if (!COLLECT) throw new Error(text);
  collected.push(text);
}

/** A refusal must be a 400 validation_error whose `errors` names fields (each one in `allowed`, when given). */
function checkRefusal(what: string, res: { statusCode: number; body: string }, allowed?: string[]): void {
  tally(`answers ${res.statusCode}`);
  if (res.statusCode >= 500) return fail(`5xx for ${what}`, res);
  if (res.statusCode !== 400) return;
  const body = JSON.parse(res.body) as { code?: string; message?: string; errors?: Record<string, string> };
  const keys = Object.keys(body.errors ?? {});
  if (body.code !== 'validation_error' || !body.message || !keys.length)
    return fail(`400 naming no field for ${what}`, res);
  if (allowed && !keys.every((k) => allowed.some((f) => names(k, f))))
    return fail(`400 naming a field that was not sent, for ${what}`, res);
}

function pathFor(op: OperationSpec): string {
  const resource = op.path.split('/')[1];
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'resource' ? 'organizations' : String(ids[resource] ?? 1),
  );
}

// ---- list query parameters ----

/** Field names a list may sort by: its filter parameters without their operator suffix. */
function sortNames(op: OperationSpec): string[] {
  const fields = Object.keys(paramsOf(op)).filter(
    (p) => !['per_page', 'page', 'order_by', 'order', 'search', 'id[]', 'date_between'].includes(p),
  );
  return [...new Set(['id', '__date_created', ...fields.map((p) => p.replace(/_(ne|gte|lte|like|in)$/, ''))])];
}

/** Values for one list parameter: hostile text `hostile` times in `hostile + valid`, else a valid value of its schema. */
function paramValueArb(
  op: OperationSpec,
  name: string,
  schema: JsonSchema,
  [hostile, valid]: [number, number],
): fc.Arbitrary<string[]> {
  const good =
    name === 'order_by'
      ? fc.constantFrom(...sortNames(op))
      : validFor(schema).map((v) => (Array.isArray(v) ? v.map(String) : String(v)));
  const one = fc.oneof(
    { weight: hostile, arbitrary: nastyText },
    { weight: valid, arbitrary: good.map((v) => (Array.isArray(v) ? (v[0] ?? '1') : v)) },
  );
  if (schema.type === 'array') return fc.array(one, { minLength: 1, maxLength: 3 });
  return fc.oneof(
    { weight: hostile, arbitrary: nastyText.map((v) => [v]) },
    { weight: valid, arbitrary: good.map((v) => (Array.isArray(v) ? v : [v])) },
  );
}

/** The required parameters besides `name` (the history list's `resource`), each with a valid value: always sent. */
function requiredQuery(op: OperationSpec, name: string): Array<[string, string[]]> {
  const params = paramsOf(op);
  return ((op.querySchema?.required as string[] | undefined) ?? [])
    .filter((p) => p !== name)
    .map((p) => [p, [String((params[p].enum as unknown[] | undefined)?.[0] ?? '1')]]);
}

/** `name` with a mostly hostile value, and up to two other parameters of the list beside it, mostly valid. */
function queryArb(op: OperationSpec, name: string): fc.Arbitrary<Array<[string, string[]]>> {
  const params = paramsOf(op);
  const fixed = requiredQuery(op, name);
  const others = Object.keys(params).filter((p) => p !== name && !fixed.some(([r]) => r === p));
  const picked = others.length ? fc.uniqueArray(fc.constantFrom(...others), { maxLength: 2 }) : fc.constant([]);
  return picked.chain((chosen) =>
    fc.tuple(
      paramValueArb(op, name, params[name], [4, 1]).map((v) => [name, v] as [string, string[]]),
      ...fixed.map((entry) => fc.constant(entry)),
      ...chosen.map((p) => paramValueArb(op, p, params[p], [1, 4]).map((v) => [p, v] as [string, string[]])),
    ),
  );
}

describe(`fuzz of every list query parameter (${TEST_DB})`, () => {
  test('the contract has the lists and parameters this file walks', () => {
    expect(listOps.length).toBeGreaterThanOrEqual(14);
    const all = new Set(listOps.flatMap((op) => Object.keys(paramsOf(op))));
    for (const p of [
      'search',
      'id[]',
      'order_by',
      'order',
      'page',
      'per_page',
      'date_between',
      'status_in',
      'name_like',
      'total_gte',
    ])
      expect([p, all.has(p)]).toEqual([p, true]);
  });

  test.each(listOps.map((op) => [op.operationId, op] as const))(
    '%s: no 5xx, a refusal names the parameter',
    async (_id, op) => {
      for (const name of Object.keys(paramsOf(op))) {
        await fc.assert(
          fc.asyncProperty(queryArb(op, name), async (query) => {
            const qs = query
              .flatMap(([p, values]) => values.map((v) => `${encodeURIComponent(p)}=${encodeQueryValue(v)}`))
              .join('&');
            const path = pathFor(op);
            const res = await t.app.inject({ method: 'GET', url: `${t.api}${path}?${qs}`, headers: admin.headers });
            tally('list requests');
            checkRefusal(
              `GET ${path}?${qs}`,
              res,
              query.map(([p]) => p),
            );
            if (res.statusCode !== 200 && res.statusCode !== 400)
              return fail(`unexpected status for GET ${path}?${qs}`, res);
          }),
          // fast-check counts examples as runs: the random runs come on top of them.
          {
            numRuns: CORE_NASTY.length + LIST_RUNS,
            examples: CORE_NASTY.map((v) => [[[name, [v]], ...requiredQuery(op, name)]] as [Array<[string, string[]]>]),
          },
        );
      }
    },
  );
});

// ---- write bodies: JSON ----

describe(`fuzz of every JSON write body (${TEST_DB})`, () => {
  test('the contract has the writes this file walks', () => {
    expect(jsonWriteOps.length).toBeGreaterThanOrEqual(13 * 5);
  });

  test.each(jsonWriteOps.map((op) => [op.operationId, op] as const))(
    '%s: no 5xx, a refusal names the field',
    async (_id, op) => {
      const base = fc.sample(validFor(op.jsonBody), { numRuns: 1, seed: 7 })[0];
      const examples = leafExamples(op.jsonBody, base, CORE_FIELD_NASTY).map((b) => [b] as [unknown]);
      await fc.assert(
        fc.asyncProperty(hostileFor(op.jsonBody), async (body) => {
          const url = t.api + pathFor(op);
          const res = await t.app.inject({
            method: op.method,
            url,
            headers: { ...admin.headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          tally('JSON write requests');
          checkRefusal(`${op.method} ${url} ${JSON.stringify(body).slice(0, 400)}`, res);
        }),
        { numRuns: examples.length + RUNS, examples },
      );
    },
  );
});

// ---- write bodies: multipart ----

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

function isFileSchema(schema: unknown): boolean {
  return (
    isPlainObject(schema) &&
    (schema.format === 'binary' || (isPlainObject(schema.items) && schema.items.format === 'binary'))
  );
}

/** The parts of a form for `body`: lists as `name[]` parts, null as an empty part, file fields as files. */
function formParts(schema: JsonSchema, body: Record<string, unknown>): FormPart[] {
  const props = isPlainObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (isFileSchema(props[name])) {
      parts.push({
        name,
        value: {
          data: typeof value === 'string' ? Buffer.from(value) : PNG,
          filename: typeof value === 'string' ? `${value}.png` : 'f.png',
          type: 'image/png',
        },
      });
    } else if (Array.isArray(value)) {
      for (const item of value)
        parts.push({ name: `${name}[]`, value: typeof item === 'string' ? item : JSON.stringify(item) });
    } else {
      parts.push({ name, value: value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value) });
    }
  }
  return parts;
}

describe(`fuzz of every multipart write body (${TEST_DB})`, () => {
  test('the contract has the forms this file walks', () => {
    expect(multipartOps.length).toBeGreaterThanOrEqual(11);
  });

  test.each(multipartOps.map((op) => [op.operationId, op] as const))(
    '%s: no 5xx, a refusal names the field, prototypes are out of reach',
    async (_id, op) => {
      const schema = op.multipartBody!;
      const extraName = fc.option(fc.constantFrom(...PROTOTYPE_FIELD_NAMES), { freq: 3 });
      await fc.assert(
        fc.asyncProperty(hostileFor(schema), extraName, nastyText, async (body, protoName, protoValue) => {
          const parts = formParts(schema, body as Record<string, unknown>);
          if (protoName !== null) parts.unshift({ name: protoName, value: protoValue });
          const { payload, contentType } = multipartBody(parts);
          const url = t.api + pathFor(op);
          const res = await t.app.inject({
            method: op.method,
            url,
            headers: { ...admin.headers, 'content-type': contentType },
            payload,
          });
          tally('multipart write requests');
          const what = `multipart ${op.method} ${url} ${JSON.stringify(parts.map((p) => [p.name, typeof p.value === 'string' ? p.value : `<${p.value.filename}>`])).slice(0, 400)}`;
          checkRefusal(what, res);
          if (protoName !== null) {
            tally('prototype field names');
            const errors =
              res.statusCode === 400 ? Object.keys((JSON.parse(res.body) as { errors?: object }).errors ?? {}) : [];
            if (!errors.includes(protoName)) return fail(`field ${protoName} was not refused by name: ${what}`, res);
          }
          if (Object.keys(Object.prototype).length || Object.getPrototypeOf({}) !== Object.prototype)
            throw new Error(`prototype changed by ${what}`);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

// ---- multipart framing ----

const BROKEN_CONTENT_TYPES = [
  'multipart/form-data',
  'multipart/form-data;',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=""',
  'multipart/form-data; boundary="unterminated',
  'multipart/form-data; charset=utf-8',
  'multipart/form-data; boundary=other',
  `multipart/form-data; boundary=${'b'.repeat(100)}`,
  'multipart/mixed; boundary=----fuzzBoundary7MA4YWxkTrZu0gW',
];

describe(`fuzz of multipart framing (${TEST_DB})`, () => {
  test.each(
    multipartOps
      .filter((op) => /^(addOrganization|updateUser|importResource)$/.test(op.operationId))
      .map((op) => [op.operationId, op] as const),
  )(
    '%s: a form without a usable boundary, cut short or garbled is a 4xx with a message, never a 5xx',
    async (_id, op) => {
      const good = multipartBody([
        { name: 'name', value: 'Framed' },
        { name: 'file', value: { data: Buffer.from('name\r\nx\r\n'), filename: 'a.csv', type: 'text/csv' } },
      ]);
      const bodyArb = fc.oneof(
        fc.constant(good.payload),
        fc.integer({ min: 0, max: good.payload.length - 1 }).map((n) => good.payload.subarray(0, n)),
        fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
        fc
          .tuple(fc.integer({ min: 0, max: good.payload.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 8 }))
          .map(([at, junk]) =>
            Buffer.concat([good.payload.subarray(0, at), Buffer.from(junk), good.payload.subarray(at)]),
          ),
      );
      const typeArb = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...BROKEN_CONTENT_TYPES) },
        { weight: 1, arbitrary: fc.constant(good.contentType) },
      );
      await fc.assert(
        fc.asyncProperty(typeArb, bodyArb, async (contentType, payload) => {
          const url = t.api + pathFor(op);
          const res = await t.app.inject({
            method: op.method,
            url,
            headers: { ...admin.headers, 'content-type': contentType },
            payload,
          });
          tally('multipart framing requests');
          tally(`framing answers ${res.statusCode}`);
          if (res.statusCode >= 500)
            return fail(
              `5xx for ${contentType} with ${payload.length} bytes ${JSON.stringify(payload.toString('latin1').slice(0, 200))}`,
              res,
            );
          if (res.statusCode >= 400 && !(JSON.parse(res.body) as { message?: string }).message)
            return fail('a refusal without a message', res);
        }),
        { numRuns: RUNS * 2 },
      );
    },
  );
});
