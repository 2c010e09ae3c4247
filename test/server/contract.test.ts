/**
 * Checks of openapi/openapi.yaml itself (names from docs/contract-conventions.md). Server and client
 * code is written against these names; a break here breaks them.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { RECORD_RESOURCES } from './resource-names';

type Json = Record<string, any>;

const doc: Json = YAML.parse(fs.readFileSync(path.join(__dirname, '../../openapi/openapi.yaml'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const ops: { method: string; path: string; op: Json }[] = Object.entries<Json>(doc.paths).flatMap(([p, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ method: m, path: p, op: item[m] })),
);
const byId = new Map(ops.map((o) => [o.op.operationId as string, o]));

// [path segment, plural, singular, tag] of each resource with records, as its x-resource declares it.
const RESOURCES: [string, string, string, string][] = RECORD_RESOURCES.map((r) => [
  r.name,
  r.stems.plural,
  r.stems.singular,
  r.api,
]);
// Reports (the production sheet, the change history, billing's ageing report) have a capability resource but no
// records of their own.
const REPORTS = ['production', 'history', 'ageing'];
// The dashboard's statistics: a capability resource read only (list).
const STATS = 'stats';
const CAP_RESOURCES = [
  ...RESOURCES.map(([r]) => r.replace(/-/g, '_')),
  'kitchen_orders',
  'invoices',
  'payments',
  ...REPORTS,
  STATS,
];
const ACTIONS = ['list', 'view', 'add', 'edit', 'delete', 'export', 'import'];
const TAGS = ['auth', 'settings', 'clients', 'products', 'menus', 'orders', 'kitchen', 'users', 'data', 'billing'];
const PUBLIC = ['login', 'refreshToken', 'getSettings'];
const TOKEN_ONLY = [
  'getProfile',
  'updateProfile',
  'revokeToken',
  'listJobs',
  'getJob',
  'downloadJobFile',
  'streamEvents',
];
const SERVER_OWNED = [
  'id',
  '__date_created',
  '__version',
  'special_code',
  'order_number',
  'full_name',
  'subtotal',
  'total',
  'completed_at',
];

const OTHERS: Record<string, [string, string, string]> = {
  login: ['post', '/jwt/token', 'auth'],
  refreshToken: ['post', '/jwt/refresh', 'auth'],
  revokeToken: ['delete', '/jwt/revoke', 'auth'],
  getProfile: ['get', '/profile', 'auth'],
  updateProfile: ['patch', '/profile', 'auth'],
  streamEvents: ['get', '/events', 'auth'],
  getSettings: ['get', '/misc/settings', 'settings'],
  listKitchenOrders: ['get', '/kitchen-orders', 'kitchen'],
  listKitchenOutlets: ['get', '/kitchen-outlets', 'kitchen'],
  updateKitchenOrderStatus: ['post', '/kitchen/update-order-status', 'kitchen'],
  updateKitchenItemStatus: ['post', '/kitchen/update-item-status', 'kitchen'],
  updateKitchenOrderUrgency: ['post', '/kitchen/update-order-urgency', 'kitchen'],
  getKitchenTiming: ['get', '/kitchen/timing', 'kitchen'],
  generateMenuItems: ['post', '/menu-items/generate', 'menus'],
  listProduction: ['get', '/production', 'orders'],
  listHistory: ['get', '/history', 'data'],
  getDayStats: ['get', '/stats/day', 'orders'],
  listTopProducts: ['get', '/stats/top-products', 'orders'],
  exportResource: ['post', '/export/{resource}', 'data'],
  importResource: ['post', '/import/{resource}', 'data'],
  listJobs: ['get', '/jobs', 'data'],
  getJob: ['get', '/jobs/{id}', 'data'],
  downloadJobFile: ['get', '/jobs/{id}/file', 'data'],
  listInvoices: ['get', '/invoices', 'billing'],
  generateInvoice: ['post', '/invoices/generate', 'billing'],
  updateInvoice: ['post', '/invoices/update/{id}', 'billing'],
  deleteInvoice: ['delete', '/invoices/delete/{id}', 'billing'],
  issueInvoice: ['post', '/invoices/issue/{id}', 'billing'],
  creditInvoice: ['post', '/invoices/credit/{id}', 'billing'],
  getInvoicePdf: ['get', '/invoices/pdf/{id}', 'billing'],
  sendInvoice: ['post', '/invoices/send/{id}', 'billing'],
  listPayments: ['get', '/payments', 'billing'],
  recordPayment: ['post', '/payments/record', 'billing'],
  deletePayment: ['delete', '/payments/delete/{id}', 'billing'],
  getOrganizationStatement: ['get', '/organizations/{id}/statement', 'billing'],
  listAgeing: ['get', '/ageing', 'billing'],
};

function expectedResourceOps(seg: string, P: string, S: string): [string, string, string, string][] {
  const cap = seg.replace(/-/g, '_');
  return [
    [`list${P}`, 'get', `/${seg}`, `${cap}::list`],
    [`add${S}`, 'post', `/${seg}/add`, `${cap}::add`],
    [`bulkAdd${P}`, 'post', `/${seg}/bulk/add`, `${cap}::add`],
    [`update${S}`, 'post', `/${seg}/update/{id}`, `${cap}::edit`],
    [`bulkUpdate${P}`, 'post', `/${seg}/bulk/update`, `${cap}::edit`],
    [`delete${S}`, 'delete', `/${seg}/delete/{id}`, `${cap}::delete`],
    [`bulkDelete${P}`, 'delete', `/${seg}/bulk/delete`, `${cap}::delete`],
  ];
}

function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<any>((acc, k) => (acc && typeof acc === 'object' ? acc[k] : undefined), doc);
}

function collectRefs(node: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((n, i) => collectRefs(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push([at, v]);
      else collectRefs(v, `${at}/${k}`, out);
    }
  }
  return out;
}

const schema = (name: string): Json => doc.components.schemas[name];
const deref = (node: Json): Json => (node?.$ref ? (resolve(node.$ref) as Json) : node);

describe('openapi/openapi.yaml', () => {
  it('is OpenAPI 3.1 with the app base server and the two security schemes', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers.map((s: Json) => s.url)).toContain('/cms/json-api/catering/v1');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.security.length).toBeGreaterThan(0);
    for (const req of doc.security) expect(Object.keys(req)).toContain('bearer');
  });

  it('gives every operation a unique operationId', () => {
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has exactly the operations of the conventions, on the right method and path', () => {
    const expected = new Map<string, [string, string]>();
    for (const [seg, P, S] of RESOURCES) {
      for (const [id, method, p] of expectedResourceOps(seg, P, S)) expected.set(id, [method, p]);
    }
    for (const [id, [method, p]] of Object.entries(OTHERS)) expected.set(id, [method, p]);
    expect([...byId.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, [method, p]] of expected) {
      expect({ id, method: byId.get(id)?.method, path: byId.get(id)?.path }).toEqual({ id, method, path: p });
    }
  });

  it.each(RESOURCES)('%s has its 7 operations with capabilities, tag and envelopes', (seg, P, S, tag) => {
    const entity = S;
    for (const [id, , , cap] of expectedResourceOps(seg, P, S)) {
      const found = byId.get(id);
      expect(found).toBeDefined();
      expect(found!.op['x-capability']).toBe(cap);
      expect(found!.op.tags).toEqual([tag]);
    }
    const okSchema = (id: string, code = '200') =>
      byId.get(id)!.op.responses[code]?.content?.['application/json']?.schema?.$ref;
    expect(okSchema(`list${P}`)).toBe(`#/components/schemas/${entity}ListResponse`);
    expect(okSchema(`add${S}`)).toBe(`#/components/schemas/${entity}Response`);
    expect(okSchema(`update${S}`)).toBe(`#/components/schemas/${entity}Response`);
    const addBody = byId.get(`add${S}`)!.op.requestBody.content['application/json'].schema.$ref;
    expect(addBody).toBe(`#/components/schemas/${entity}New`);
    const updBody = byId.get(`update${S}`)!.op.requestBody.content['application/json'].schema.$ref;
    expect(updBody).toBe(`#/components/schemas/${entity}Changes`);
    const listParams = byId.get(`list${P}`)!.op.parameters.map((p: Json) => deref(p).name);
    for (const name of ['per_page', 'page', 'order_by', 'order', 'search', 'id[]']) expect(listParams).toContain(name);
    expect(new Set(listParams).size).toBe(listParams.length);
  });

  it('marks public and token-only operations correctly and every other one with a valid x-capability', () => {
    for (const { op } of ops) {
      const id = op.operationId;
      if (PUBLIC.includes(id)) {
        expect({ id, security: op.security }).toEqual({ id, security: [] });
        expect(op['x-capability']).toBeUndefined();
        continue;
      }
      expect({ id, security: op.security }).toEqual({ id, security: undefined }); // global bearer (+ apiKey)
      if (TOKEN_ONLY.includes(id)) {
        expect(op['x-capability']).toBeUndefined();
        continue;
      }
      const cap: string = op['x-capability'];
      expect({ id, cap }).toEqual({ id, cap: expect.stringMatching(/^(\{resource\}|[a-z_]+)::[a-z]+$/) });
      const [res, action] = cap.split('::');
      expect(ACTIONS).toContain(action);
      if (res === '{resource}') {
        expect(['exportResource', 'importResource', 'listHistory']).toContain(id);
        expect(action).toBe({ exportResource: 'export', importResource: 'import', listHistory: 'view' }[id as string]);
        // The history list names its resource in the query; export and import in the path.
        const param = op.parameters
          .map(deref)
          .find((p: Json) => p.in === (id === 'listHistory' ? 'query' : 'path') && p.name === 'resource');
        if (id === 'listHistory') expect(param.required).toBe(true);
        if (param.schema.$ref) param.schema = deref(param.schema);
        const exported = id === 'exportResource' ? REPORTS : [];
        expect([...param.schema.enum].sort()).toEqual([...RESOURCES.map(([r]) => r), ...exported].sort());
      } else {
        expect(CAP_RESOURCES).toContain(res);
      }
    }
    expect(byId.get('listKitchenOrders')!.op['x-capability']).toBe('kitchen_orders::list');
    expect(byId.get('updateKitchenOrderStatus')!.op['x-capability']).toBe('kitchen_orders::edit');
    expect(byId.get('generateMenuItems')!.op['x-capability']).toBe('menu_items::add');
    expect(byId.get('listProduction')!.op['x-capability']).toBe('production::list');
    expect(byId.get('getDayStats')!.op['x-capability']).toBe('stats::list');
    expect(byId.get('listTopProducts')!.op['x-capability']).toBe('stats::list');
    expect(byId.get('getKitchenTiming')!.op['x-capability']).toBe('kitchen_orders::list');
    // A statement is read under invoices::list, the ageing report under its own report capability.
    expect(byId.get('getOrganizationStatement')!.op['x-capability']).toBe('invoices::list');
    expect(byId.get('listAgeing')!.op['x-capability']).toBe('ageing::list');
  });

  it('tags every operation with exactly one declared codegen tag', () => {
    expect(doc.tags.map((t: Json) => t.name)).toEqual(TAGS);
    for (const [id, [, , tag]] of Object.entries(OTHERS)) expect(byId.get(id)!.op.tags).toEqual([tag]);
    for (const { op } of ops) expect(op.tags.length === 1 && TAGS.includes(op.tags[0])).toBe(true);
  });

  it('resolves every $ref', () => {
    const refs = collectRefs(doc, '#');
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter(([, ref]) => resolve(ref) === undefined).map(([at, ref]) => `${at} → ${ref}`);
    expect(broken).toEqual([]);
  });

  it('declares strict write schemas without server-owned fields and read schemas without passwords', () => {
    for (const [, , S] of RESOURCES) {
      const read = schema(S);
      expect(read).toBeDefined();
      expect(Object.keys(read.properties)).toEqual(expect.arrayContaining(['id', '__version', '__date_created']));
      expect(read.properties.plaintext_password).toBeUndefined();
      for (const name of [`${S}New`, `${S}Changes`]) {
        const w = schema(name);
        expect({ name, additionalProperties: w.additionalProperties }).toEqual({ name, additionalProperties: false });
        for (const f of SERVER_OWNED.filter((f) => f !== '__version' || name.endsWith('New'))) {
          expect({ name, field: f, present: f in w.properties }).toEqual({ name, field: f, present: false });
        }
      }
      for (const name of [`${S}Response`, `${S}ListResponse`]) expect(schema(name)?.required).toEqual(['data']);
      expect(schema(`${S}ListResponse`).properties.data.properties.results.items.$ref).toBe(
        `#/components/schemas/${S}`,
      );
    }
    expect(schema('UserNew').properties.plaintext_password.minLength).toBe(8);
    expect(schema('UserNew').required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email']));
    expect(schema('Outlet').properties.special_code).toBeDefined();
  });

  it('accepts multipart uploads where files are sent', () => {
    for (const id of [
      'addOrganization',
      'updateOrganization',
      'addEmployee',
      'updateEmployee',
      'addKitchenStaff',
      'updateKitchenStaff',
      'addUser',
      'updateUser',
      'addProduct',
      'updateProduct',
      'importResource',
    ]) {
      expect({ id, multipart: Boolean(byId.get(id)!.op.requestBody.content['multipart/form-data']) }).toEqual({
        id,
        multipart: true,
      });
    }
    expect(
      deref(byId.get('importResource')!.op.requestBody.content['multipart/form-data'].schema).properties.file,
    ).toMatchObject({ format: 'binary' });
    expect(byId.get('exportResource')!.op.responses['202']).toBeDefined();
    expect(byId.get('importResource')!.op.responses['202']).toBeDefined();
  });

  it('declares the shared schemas and error responses', () => {
    for (const name of [
      'Error',
      'Session',
      'Profile',
      'Settings',
      'EnumOption',
      'IdList',
      'Accepted',
      'KitchenOrder',
    ]) {
      expect(schema(name)).toBeDefined();
    }
    expect(Object.keys(schema('Session').properties).sort()).toEqual([
      'exp',
      'iat',
      'refresh_key',
      'token',
      'token_signature',
      'user_login',
    ]);
    for (const r of [
      'BadRequest',
      'Unauthorized',
      'Forbidden',
      'NotFound',
      'Conflict',
      'TooManyRequests',
      'PayloadTooLarge',
    ]) {
      expect(doc.components.responses[r].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    }
    for (const { op } of ops) {
      if (!PUBLIC.includes(op.operationId))
        expect({ id: op.operationId, has401: '401' in op.responses }).toEqual({ id: op.operationId, has401: true });
      if (op['x-capability'])
        expect({ id: op.operationId, has403: '403' in op.responses }).toEqual({ id: op.operationId, has403: true });
    }
  });
});
