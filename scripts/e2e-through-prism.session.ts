/**
 * The API session replayed by scripts/e2e-through-prism.sh through Stoplight Prism's validating proxy
 * (`prism proxy --errors`). Every call goes to BASE (Prism); Prism checks the request and the server's
 * response against openapi/openapi.yaml. A violation comes back as `application/problem+json` from
 * Prism itself; this script counts them, prints each, and exits non-zero when there is any.
 *
 *   BASE=http://127.0.0.1:4010 USERNAME=admin@demo.test PASSWORD=… tsx scripts/e2e-through-prism.session.ts
 */
const BASE = process.env.BASE ?? 'http://127.0.0.1:4010';
const USERNAME = process.env.USERNAME ?? 'admin@demo.test';
const PASSWORD = process.env.PASSWORD ?? 'demo-catering-2026';

interface Outcome {
  label: string;
  status: number;
  violation: string | null;
}

const outcomes: Outcome[] = [];
let token = '';

async function call(
  label: string,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; form?: FormData } = {},
) {
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers };
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch(`${BASE}${path}`, { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // Prism's own answers (request or response violations) are RFC 7807 problems with a stoplight type.
  const problem =
    type.includes('application/problem+json') ||
    (typeof json === 'object' &&
      json !== null &&
      String((json as { type?: unknown }).type ?? '').includes('stoplight'));
  const violation = problem ? JSON.stringify(json).slice(0, 1500) : null;
  outcomes.push({ label, status: res.status, violation });
  console.log(`${violation ? 'VIOLATION' : 'ok       '} ${res.status} ${label}`);
  if (violation) console.log(`          ${violation}`);
  return { status: res.status, json: json as Record<string, any> };
}

const RESOURCES = [
  'organizations',
  'outlets',
  'employees',
  'products',
  'product-variations',
  'categories',
  'addons',
  'menus',
  'menu-items',
  'orders',
  'order-items',
  'kitchen-staff',
  'users',
];

async function main(): Promise<void> {
  const login = await call('login', 'POST', '/jwt/token', { body: { username: USERNAME, password: PASSWORD } });
  token = login.json?.data?.token ?? '';
  if (!token) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
  const session = login.json.data;

  await call('profile', 'GET', '/profile');
  await call('settings', 'GET', '/misc/settings');
  for (const r of RESOURCES) await call(`list ${r}`, 'GET', `/${r}?per_page=5&page=1`);
  await call('list kitchen-orders', 'GET', '/kitchen-orders?per_page=5');
  await call('search products', 'GET', '/products?search=a&order_by=name&order=ASC&per_page=3');

  // Create, read by id, update (If-Match), stale update (409 with current), delete.
  const created = await call('add category', 'POST', '/categories/add', {
    body: { name: 'Prism test category', order: 9 },
  });
  const id = created.json?.data?.id;
  const version = created.json?.data?.__version;
  await call('get category by id[]', 'GET', `/categories?id[]=${id}`);
  await call('update category (If-Match)', 'POST', `/categories/update/${id}`, {
    body: { name: 'Prism renamed' },
    headers: { 'If-Match': `"${version}"` },
  });
  const stale = await call('stale update (expect 409)', 'POST', `/categories/update/${id}`, {
    body: { name: 'Too late' },
    headers: { 'If-Match': `"${version}"` },
  });
  if (stale.status !== 409) console.log(`          expected 409, got ${stale.status}`);
  await call('delete category', 'DELETE', `/categories/delete/${id}`);

  // Bulk create, update, delete.
  const bulk = await call('bulk add addons', 'POST', '/addons/bulk/add', {
    body: {
      records: [
        { name: 'Prism A', extra_charge: 1 },
        { name: 'Prism B', type: 'sauce' },
      ],
    },
  });
  const ids: number[] = (bulk.json?.data ?? []).map((a: { id: number }) => a.id);
  await call('bulk update addons', 'POST', '/addons/bulk/update', {
    body: { records: ids.map((i) => ({ id: i, extra_charge: 2.5 })) },
  });
  await call('bulk delete addons', 'DELETE', '/addons/bulk/delete', { body: { records: ids } });

  // Multipart create (text parts only: Prism's proxy re-encodes request bodies as text, which corrupts
  // binary file parts, so image uploads are checked by the jest suite against the server directly).
  const form = new FormData();
  form.append('name', 'Prism org');
  form.append('address', 'Gemmayze, Beirut');
  const org = await call('add organization (multipart)', 'POST', '/organizations/add', { form });
  if (org.json?.data?.id) await call('delete organization', 'DELETE', `/organizations/delete/${org.json.data.id}`);

  // Kitchen transition.
  const pending = await call('pending orders', 'GET', '/kitchen-orders?status=pending&per_page=1');
  const order = pending.json?.data?.results?.[0];
  if (order)
    await call('kitchen: pending → processing', 'POST', '/kitchen/update-order-status', {
      body: { order_id: order.id, status: 'processing' },
    });

  // Generate menu items.
  const menu = (await call('one menu', 'GET', '/menus?per_page=1')).json?.data?.results?.[0];
  const products = (await call('two products', 'GET', '/products?per_page=2')).json?.data?.results ?? [];
  if (menu && products.length)
    await call('generate menu items', 'POST', '/menu-items/generate', {
      body: {
        menu_id: menu.id,
        product_ids: products.map((p: { id: number }) => p.id),
        start_date: '2027-03-01',
        end_date: '2027-03-03',
      },
    });

  // Export and import (202).
  await call('export products', 'POST', '/export/products', { body: { status: 'publish' } });
  const csv = new FormData();
  csv.append('file', new Blob(['name,order\r\nPrism imported,3\r\n'], { type: 'text/csv' }), 'categories.csv');
  await call('import categories', 'POST', '/import/categories', { form: csv });

  // Control: a request that breaks the contract (per_page over its maximum) must be caught by Prism
  // itself, proving it validates; it is not counted as a violation of the server.
  const control = await fetch(`${BASE}/organizations?per_page=1000`, { headers: { authorization: `Bearer ${token}` } });
  const caught = (control.headers.get('content-type') ?? '').includes('problem+json') && control.status === 422;
  console.log(`control   ${control.status} per_page=1000 ${caught ? 'caught by Prism' : 'NOT caught by Prism'}`);

  // Refresh, then sign out.
  const refreshed = await call('refresh', 'POST', '/jwt/refresh', {
    body: {
      refresh_key: session.refresh_key,
      user_login: session.user_login,
      token_signature: session.token_signature,
    },
  });
  token = refreshed.json?.data?.token ?? token;
  await call('revoke', 'DELETE', '/jwt/revoke');

  const violations = outcomes.filter((o) => o.violation);
  console.log(
    `\nPrism: ${outcomes.length} calls, ${violations.length} violations (control ${caught ? 'caught' : 'NOT caught'})`,
  );
  process.exitCode = violations.length === 0 && caught ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 2;
});
