import type { LightMyRequestResponse } from 'fastify';
import { ROLE_CAPABILITIES, ROLES } from '../../../server/src/access/capabilities';
import { requiredCapabilities } from '../../../server/src/access/required-capability';
import { loadOperations, type OperationSpec } from '../../../server/src/http/openapi-operations';
import type { RequestUser, Role } from '../../../server/src/http/operation';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { callError } from '../resources/fixtures';
import { tally, tallyFile } from './tally';
import { RECORD_RESOURCE_NAMES } from '../resource-names';

tallyFile('authorization');

/*
 * The role × resource × action matrix, over HTTP, for every operation of the contract: a role lacking
 * the operation's capability gets 403 before anything is read or written; a role holding it is never
 * refused (401/403) and never sees a 5xx. Ids that do not exist keep allowed writes harmless.
 */

const RESOURCES = RECORD_RESOURCE_NAMES;
const MISSING_ID = 999999;

interface Call {
  op: OperationSpec;
  method: OperationSpec['method'];
  url: string;
  params: Record<string, string>;
  query: Record<string, string>;
  payload?: object;
  label: string;
}

function callsOf(op: OperationSpec, api: string): Call[] {
  const variants: Array<Record<string, string>> = op.path.includes('{resource}')
    ? RESOURCES.map((resource) => ({ resource }))
    : [{}];
  const out: Call[] = [];
  for (const params of variants) {
    const all = { id: String(MISSING_ID), ...params };
    const url = api + op.path.replace(/\{(\w+)\}/g, (_m, name: string) => all[name as keyof typeof all]);
    let payload: object | undefined;
    if (op.jsonBody) {
      if (/^bulkDelete/.test(op.operationId)) payload = { records: [MISSING_ID] };
      else if (/^bulkUpdate/.test(op.operationId)) payload = { records: [{ id: MISSING_ID, name: 'x' }] };
      else if (op.operationId === 'updateKitchenOrderStatus') payload = { order_id: MISSING_ID, status: 'processing' };
      else if (op.operationId === 'updateKitchenItemStatus') payload = { order_item_id: MISSING_ID, prepared: true };
      else if (op.operationId === 'updateKitchenOrderUrgency') payload = { order_id: MISSING_ID, urgent: true };
      else if (op.operationId === 'generateMenuItems')
        payload = { menu_id: MISSING_ID, product_ids: [MISSING_ID], start_date: '2026-01-01', end_date: '2026-01-02' };
      else if (op.operationId === 'exportResource') payload = { id: '999999' };
      else payload = {};
    }
    const base = {
      op,
      method: op.method,
      url,
      params: all,
      payload,
      label: `${op.operationId}${params.resource ? `(${params.resource})` : ''}`,
    };
    out.push({ ...base, query: {} });
    // "get one/many" (id[]) is also allowed by R::view.
    if (op.method === 'GET' && op.querySchema && 'id[]' in ((op.querySchema.properties ?? {}) as object))
      out.push({ ...base, query: { 'id[]': String(MISSING_ID) }, label: `${base.label} with id[]` });
  }
  return out;
}

let t: TestApp;
const sessions = {} as Record<Role, TestSession>;
const operations = loadOperations();
const protectedOps = operations.filter((op) => op.authRequired);
const api = '/cms/json-api/catering/v1';
const calls = protectedOps.flatMap((op) => callsOf(op, api));

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLES) sessions[role] = await t.login(TEST_USERS[role]);
});
afterAll(async () => {
  await drainJobs();
  await t.close();
});

function send(c: Call, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  const url = Object.keys(c.query).length ? `${c.url}?${new URLSearchParams(c.query)}` : c.url;
  return t.app.inject({ method: c.method, url, headers, ...(c.payload ? { payload: c.payload } : {}) });
}

describe(`authorization matrix over HTTP (${TEST_DB})`, () => {
  test('the contract has the operations the matrix walks', () => {
    expect(protectedOps.length).toBeGreaterThanOrEqual(14 * 7 + 7);
    // 14 resources × 7 operations, + id[] variants, + export/import × 14 resources, + the rest.
    expect(calls.length).toBeGreaterThan(130);
    // Authenticated operations that need no capability: the session's own (settings are public, like the
    // login page), and the caller's own import/export jobs.
    expect(
      protectedOps
        .filter((op) => !op.capability)
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(['downloadJobFile', 'getJob', 'getProfile', 'listJobs', 'revokeToken', 'streamEvents', 'updateProfile']);
  });

  test('without a token every protected operation is a 401', async () => {
    for (const c of calls) {
      const res = await send(c, {});
      if (res.statusCode !== 401) throw new Error(`${c.label} without a token: ${res.statusCode}`);
      tally('calls without a token → 401');
    }
  });

  test.each(ROLES)('%s: 403 exactly where the role lacks the capability, and never a 5xx', async (role) => {
    const session = sessions[role];
    let allowed = 0;
    let denied = 0;
    for (const c of calls) {
      if (c.op.operationId === 'revokeToken') continue; // would end the session used by the matrix
      const needed = c.op.capability ? requiredCapabilities(c.op.capability, c.params, c.query) : [];
      const may = !needed || needed.length === 0 || needed.some((cap) => ROLE_CAPABILITIES[role].includes(cap));
      const res = await send(c, session.headers);
      if (res.statusCode >= 500) throw new Error(`${role} ${c.label}: ${res.statusCode} ${res.body}`);
      if (may) {
        if (res.statusCode === 401 || res.statusCode === 403)
          throw new Error(`${role} ${c.label} should be allowed: ${res.statusCode} ${res.body}`);
        allowed++;
      } else {
        if (res.statusCode !== 403 || res.json().code !== 'forbidden')
          throw new Error(`${role} ${c.label} should be 403: ${res.statusCode} ${res.body}`);
        denied++;
      }
    }
    await drainJobs();
    tally('matrix calls (role × operation × resource)', allowed + denied);
    tally('matrix calls allowed', allowed);
    tally('matrix calls refused 403', denied);
    const expected = { administrator: 0, manager: 1, kitchen_staff: 1, viewer: 1 }[role];
    expect(denied > 0 ? 1 : 0).toBe(expected);
    expect(allowed).toBeGreaterThan(0);
  });

  test('kitchen staff read orders only by id (orders::view), not as a list', async () => {
    const k = sessions.kitchen_staff.headers;
    expect((await t.app.inject({ method: 'GET', url: `${t.api}/orders`, headers: k })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${t.api}/orders?id[]=1`, headers: k })).statusCode).toBe(200);
  });

  test('the role is read from the database on every call: a demoted user loses access at once', async () => {
    const admin = sessions.administrator;
    const email = 'demoted@demo.test';
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.api}/users/add`,
      headers: admin.headers,
      payload: { first_name: 'D', last_name: 'M', email, plaintext_password: 'demoted-pass-1', role: 'manager' },
    });
    expect(created.statusCode).toBe(200);
    const s = await t.login(email, 'demoted-pass-1');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${t.api}/categories/add`,
          headers: s.headers,
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(200);
    // Straight in the database (no session ending): the capability check alone must refuse.
    await t.db.updateTable('users').set({ role: 'viewer' }).where('email', '=', email).execute();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${t.api}/categories/add`,
          headers: s.headers,
          payload: { name: 'Y' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe(`no privilege escalation (${TEST_DB})`, () => {
  test('a manager cannot reach users by any path: list, add, update, bulk update, delete, import, export', async () => {
    const m = sessions.manager.headers;
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', TEST_USERS.administrator)
      .executeTakeFirstOrThrow();
    const me = await t.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', TEST_USERS.manager)
      .executeTakeFirstOrThrow();
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', '/users', undefined],
      [
        'POST',
        '/users/add',
        {
          first_name: 'E',
          last_name: 'V',
          email: 'evil@demo.test',
          plaintext_password: 'evil-password',
          role: 'administrator',
        },
      ],
      ['POST', `/users/update/${me.id}`, { role: 'administrator' }],
      ['POST', '/users/bulk/update', { records: [{ id: me.id, role: 'administrator' }] }],
      ['POST', `/users/update/${admin.id}`, { plaintext_password: 'taken-over-1' }],
      ['DELETE', `/users/delete/${admin.id}`, undefined],
      ['POST', '/export/users', {}],
    ];
    for (const [method, path, payload] of attempts) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: `${t.api}${path}`,
        headers: m,
        ...(payload ? { payload } : {}),
      });
      expect([method, path, res.statusCode]).toEqual([method, path, 403]);
    }
    const form = new FormData();
    form.append('file', new Blob([`id,role\r\n${me.id},administrator\r\n`], { type: 'text/csv' }), 'users.csv');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const imported = await t.app.inject({
      method: 'POST',
      url: `${t.api}/import/users`,
      headers: { ...m, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(imported.statusCode).toBe(403);
    await drainJobs();
    expect((await t.db.selectFrom('users').select('role').where('id', '=', me.id).executeTakeFirstOrThrow()).role).toBe(
      'manager',
    );
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'evil@demo.test').executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db
        .selectFrom('jobs')
        .select('id')
        .where('resource', '=', 'users')
        .where('user_id', '=', me.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  test('field rule behind the route: setting a role needs users::edit, whatever path the write takes', async () => {
    const me = await t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', TEST_USERS.manager)
      .executeTakeFirstOrThrow();
    const manager: RequestUser = {
      id: me.id,
      email: me.email,
      role: 'manager',
      capabilities: [...ROLE_CAPABILITIES.manager],
      jti: 'x',
    };
    const update = await callError(t.db, 'updateUser', {
      params: { id: me.id },
      body: { role: 'administrator' },
      user: manager,
    });
    expect(update.statusCode).toBe(403);
    const bulk = await callError(t.db, 'bulkUpdateUsers', {
      body: { records: [{ id: me.id, role: 'administrator' }] },
      user: manager,
    });
    expect(bulk.statusCode).toBe(403);
    const add = await callError(t.db, 'addUser', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'sneaky@demo.test',
        plaintext_password: 'sneaky-pass',
        role: 'administrator',
      },
      user: manager,
    });
    expect(add.statusCode).toBe(403);
    expect((await t.db.selectFrom('users').select('role').where('id', '=', me.id).executeTakeFirstOrThrow()).role).toBe(
      'manager',
    );
  });

  test('object rules: nobody deletes their own account; the last administrator stays', async () => {
    const admin = sessions.administrator;
    const me = (await t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: admin.headers })).json().data.id;
    const own = await t.app.inject({ method: 'DELETE', url: `${t.api}/users/delete/${me}`, headers: admin.headers });
    expect(own.statusCode).toBe(409);
    const bulkOwn = await t.app.inject({
      method: 'DELETE',
      url: `${t.api}/users/bulk/delete`,
      headers: admin.headers,
      payload: { records: [me] },
    });
    expect(bulkOwn.statusCode).toBe(409);
    const demoteSelf = await t.app.inject({
      method: 'POST',
      url: `${t.api}/users/update/${me}`,
      headers: admin.headers,
      payload: { role: 'viewer' },
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect((await t.db.selectFrom('users').select('role').where('id', '=', me).executeTakeFirstOrThrow()).role).toBe(
      'administrator',
    );
  });
});
