import { loadConfig } from '../../../server/src/config';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadOperations } from '../../../server/src/http/openapi-operations';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { seedDemoData } from '../../../server/src/seed/demo';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { call } from './fixtures';

/** Every engine response is checked against the contract's 200 schema for its operation. */
describe(`engine responses match openapi/openapi.yaml (${TEST_DB})`, () => {
  let t: TestDb;
  const ops = new Map(loadOperations().map((op) => [op.operationId, op]));
  const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const f of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double']) ajv.addFormat(f, true);
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();

  async function conforming(operationId: string, input: Parameters<typeof call>[2] = {}, status = '200') {
    const body = await call(t.db, operationId, input);
    let validate = validators.get(operationId);
    if (!validate) {
      const schema = ops.get(operationId)?.responses[status];
      if (!schema) throw new Error(`${operationId} has no 200 response in the contract`);
      validate = ajv.compile(schema);
      validators.set(operationId, validate);
    }
    const ok = validate(body);
    if (!ok)
      throw new Error(
        `${operationId} response breaks the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 600)}`,
      );
    return body;
  }

  beforeAll(async () => {
    t = await createTestDb();
    await seedDemoData(t.db, { demoPassword: 'contract-test-pw', now: new Date('2026-11-18T09:00:00.000Z') });
  });
  afterAll(async () => {
    await drainJobs();
    await t.destroy();
  });

  const lists = [
    'listOrganizations',
    'listOutlets',
    'listEmployees',
    'listProducts',
    'listProductVariations',
    'listCategories',
    'listAddons',
    'listMenus',
    'listMenuItems',
    'listOrders',
    'listOrderItems',
    'listKitchenStaff',
    'listUsers',
    'listKitchenOrders',
  ];

  it.each(lists)('%s over the demo data', async (operationId) => {
    const body = await conforming(operationId, { query: { per_page: 100 } });
    expect(body.data.results.length).toBeGreaterThan(0);
    expect(body.data.meta.total_count).toBeGreaterThanOrEqual(body.data.results.length);
  });

  it('the check itself rejects a record missing a field or carrying an extra one', () => {
    const validate = ajv.compile(ops.get('listOrganizations')!.responses['200']);
    const good = {
      id: 1,
      name: 'X',
      logo: null,
      email: null,
      address: null,
      billing_email: null,
      tax_number: null,
      payment_terms_days: 30,
      credit_limit: null,
      po_required: false,
      __version: 1,
      __date_created: '2026-11-21T00:00:00.000Z',
    };
    expect(validate({ data: { results: [good], meta: { total_count: 1 } } })).toBe(true);
    const { logo: _logo, ...missing } = good;
    expect(validate({ data: { results: [missing], meta: { total_count: 1 } } })).toBe(false);
    expect(validate({ data: { results: [{ ...good, password_hash: 'x' }], meta: { total_count: 1 } } })).toBe(false);
  });

  it('export and import answer 202 with the job', async () => {
    const outbox = { config: loadConfig({ MAIL_OUTBOX_DIR: '/tmp/cbo-test-outbox' }) };
    await conforming(
      'exportResource',
      { params: { resource: 'orders' }, body: { status_in: 'pending' }, ...outbox },
      '202',
    );
    const file = { filename: 'c.csv', mimetype: 'text/csv', buffer: Buffer.from('name\nImported Category\n') };
    await conforming('importResource', { params: { resource: 'categories' }, body: { file }, ...outbox }, '202');
    await drainJobs();
  });

  it('every write operation of every resource', async () => {
    const org = (await conforming('addOrganization', { body: { name: 'Contract Org', email: '' } })).data;
    const outlet = (await conforming('addOutlet', { body: { name: 'Contract Outlet', organization: org.id } })).data;
    const emp = (
      await conforming('addEmployee', {
        body: {
          first_name: 'C',
          last_name: 'T',
          email: 'c.t@x.test',
          organization: org.id,
          outlet: outlet.id,
          date_of_birth: '',
        },
      })
    ).data;
    const cat = (await conforming('addCategory', { body: { name: 'Contract Cat' } })).data;
    const addon = (await conforming('addAddon', { body: { name: 'Contract Addon' } })).data;
    const product = (
      await conforming('addProduct', {
        body: { name: 'Contract Product', price: 3, category: cat.id, addons: [addon.id] },
      })
    ).data;
    const variation = (await conforming('addProductVariation', { body: { product: product.id } })).data;
    const menu = (await conforming('addMenu', { body: { name: 'Contract Menu' } })).data;
    const item = (await conforming('addMenuItem', { body: { menu: menu.id, product: product.id, date: '2026-12-01' } }))
      .data;
    const order = (await conforming('addOrder', { body: { name: 'Contract Order', employee: emp.id } })).data;
    const oi = (await conforming('addOrderItem', { body: { order: order.id, product: product.id } })).data;
    const staff = (
      await conforming('addKitchenStaff', { body: { first_name: 'K', last_name: 'S', email: 'k.s@x.test' } })
    ).data;
    const user = (
      await conforming('addUser', {
        body: { first_name: 'U', last_name: 'S', email: 'u.s@x.test', plaintext_password: 'contract-pass' },
      })
    ).data;

    const records: Array<[string, string, { id: number }, Record<string, unknown>]> = [
      ['Organization', 'Organizations', org, { address: 'Hamra' }],
      ['Outlet', 'Outlets', outlet, { holidays: [0] }],
      ['Employee', 'Employees', emp, { phone_number: '+961 1' }],
      ['Category', 'Categories', cat, { order: 4 }],
      ['Addon', 'Addons', addon, { extra_charge: 1.25 }],
      ['Product', 'Products', product, { stock_status: 'unavailable' }],
      ['ProductVariation', 'ProductVariations', variation, { stock_quantity: 3 }],
      ['Menu', 'Menus', menu, { outlet: outlet.id }],
      ['MenuItem', 'MenuItems', item, { date: '2026-12-02' }],
      ['Order', 'Orders', order, { discount: 0.5 }],
      ['OrderItem', 'OrderItems', oi, { quantity: 2 }],
      ['KitchenStaff', 'KitchenStaff', staff, { outlet: outlet.id }],
      ['User', 'Users', user, { role: 'manager' }],
    ];
    for (const [one, many, record, changes] of records) {
      await conforming(`update${one}`, { params: { id: record.id }, body: changes });
      await conforming(`bulkUpdate${many}`, { body: { records: [{ id: record.id, ...changes }] } });
    }
    await conforming('updateKitchenOrderStatus', { body: { order_id: order.id, status: 'processing' } });
    await conforming('generateMenuItems', {
      body: { menu_id: menu.id, product_ids: [product.id], start_date: '2026-12-03', end_date: '2026-12-04' },
    });
    await conforming('bulkAddCategories', { body: { records: [{ name: 'B1' }, { name: 'B2', status: 'draft' }] } });
    for (const [one, many, record] of [...records].reverse()) {
      if (one === 'Order' || one === 'Organization')
        await conforming(`bulkDelete${many}`, { body: { records: [record.id] } });
      else await conforming(`delete${one}`, { params: { id: record.id } });
    }
  });
});
