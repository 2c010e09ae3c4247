import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  CAPABILITY_ACTIONS,
  CAPABILITY_RESOURCES,
  ROLE_CAPABILITIES,
  ROLES,
  capabilitiesForRole,
  roleHasCapability,
} from '../../../server/src/access/capabilities';
import { requiredCapabilities } from '../../../server/src/access/required-capability';

// The role table (administrator all; manager all but users and writing payments; kitchen staff the board, listing
// its stations and reading orders; viewer list and view of all but billing and standing orders), written out independently of the implementation, over every
// capability resource the contract's operations require (reports aside: their capabilities follow from orders').
const REPORTS = ['production', 'stats', 'history', 'ageing'];
const contract = YAML.parse(fs.readFileSync(path.join(__dirname, '../../../openapi/openapi.yaml'), 'utf8'));
const RESOURCES = [
  ...new Set(
    Object.values<Record<string, { 'x-capability'?: string }>>(contract.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (op?.['x-capability'] ? [op['x-capability'].split('::')[0]] : [])),
    ),
  ),
].filter((resource) => !REPORTS.includes(resource) && resource !== '{resource}');
const ACTIONS = ['list', 'view', 'add', 'edit', 'delete', 'export', 'import'];
/** Billing (issue 31): administrators and managers only; viewers and kitchen staff get none of it. */
const BILLING = ['invoices', 'payments'];
/** Standing orders (issue 32): administrators and managers only; viewers and kitchen staff get none of it. */
const MANAGERS_ONLY = [...BILLING, 'standing_orders'];
const KITCHEN_STAFF = [
  'kitchen_orders::list',
  'kitchen_orders::edit',
  'stations::list',
  'stations::view',
  'orders::view',
  'order_items::list',
  'order_items::view',
];

function tableAllows(role: string, resource: string, action: string): boolean {
  switch (role) {
    case 'administrator':
      return true;
    case 'manager':
      return resource !== 'users' && (resource !== 'payments' || action === 'list' || action === 'view');
    case 'kitchen_staff':
      return KITCHEN_STAFF.includes(`${resource}::${action}`);
    case 'viewer':
      return !MANAGERS_ONLY.includes(resource) && (action === 'list' || action === 'view');
    default:
      return false;
  }
}

test('a capability resource for each the contract requires, 7 actions and 4 roles', () => {
  expect([...CAPABILITY_RESOURCES].sort()).toEqual([...RESOURCES].sort());
  expect([...CAPABILITY_ACTIONS].sort()).toEqual([...ACTIONS].sort());
  expect([...ROLES].sort()).toEqual(['administrator', 'kitchen_staff', 'manager', 'viewer']);
});

const matrix = ROLES.flatMap((role) =>
  RESOURCES.flatMap((resource) => ACTIONS.map((action) => [role, resource, action] as const)),
);

test.each(matrix)('%s × %s × %s matches the role table', (role, resource, action) => {
  expect(roleHasCapability(role, `${resource}::${action}`)).toBe(tableAllows(role, resource, action));
});

// The production sheet: read by whoever may list orders or kitchen orders, exported by whoever may export orders.
// The change history: exported by whoever may export something (each resource's under its own export).
// The dashboard's statistics: read by whoever may list orders (not the kitchen).
// The ageing report of billing: read by whoever may list invoices, exported by whoever may export them.
// Writing an order after its cut-off or outside its outlet's hours: administrators and managers; past its
// organization's credit limit: administrators.
const AGEING = ['ageing::list', 'ageing::export'];
const PRODUCTION: Record<string, string[]> = {
  administrator: [
    'production::list',
    'production::export',
    'history::export',
    'stats::list',
    'order_cutoff::override',
    'credit_limit::override',
    ...AGEING,
  ],
  manager: [
    'production::list',
    'production::export',
    'history::export',
    'stats::list',
    'order_cutoff::override',
    ...AGEING,
  ],
  kitchen_staff: ['production::list'],
  viewer: ['production::list', 'stats::list'],
};

test('each role holds exactly its listed capabilities (no extra ones)', () => {
  for (const role of ROLES) {
    const expected = RESOURCES.flatMap((r) => ACTIONS.filter((a) => tableAllows(role, r, a)).map((a) => `${r}::${a}`));
    expect([...ROLE_CAPABILITIES[role]].sort()).toEqual([...expected, ...PRODUCTION[role]].sort());
  }
  // 16 resources, the two of billing (invoices, payments), reports, the cut-off and credit limit overrides.
  expect(ROLE_CAPABILITIES.administrator).toHaveLength(18 * 7 + 4 + 2 + 2);
  expect(ROLE_CAPABILITIES.manager).toHaveLength(16 * 7 + 2 + 4 + 2 + 1);
  expect([...ROLE_CAPABILITIES.kitchen_staff].sort()).toEqual([...KITCHEN_STAFF, 'production::list'].sort());
  expect(ROLE_CAPABILITIES.viewer).toHaveLength(15 * 2 + 2);
});

test('an unknown role has no capabilities, and the table cannot be changed at run time', () => {
  expect(capabilitiesForRole('root')).toEqual([]);
  expect(() => (ROLE_CAPABILITIES.viewer as string[]).push('users::delete')).toThrow();
  expect(() => (capabilitiesForRole('viewer') as string[]).push('users::delete')).toThrow();
  expect(roleHasCapability('viewer', 'users::delete')).toBe(false);
});

describe('requiredCapabilities (x-capability → capabilities)', () => {
  test('a plain capability', () => {
    expect(requiredCapabilities('users::add', {}, {})).toEqual(['users::add']);
  });
  test('{resource} from the path, dashes → underscores', () => {
    expect(requiredCapabilities('{resource}::export', { resource: 'product-variations' }, {})).toEqual([
      'product_variations::export',
    ]);
  });
  test('a list by id[] is also allowed by view', () => {
    expect(requiredCapabilities('orders::list', {}, { 'id[]': ['3'] })).toEqual(['orders::list', 'orders::view']);
    expect(requiredCapabilities('orders::list', {}, {})).toEqual(['orders::list']);
  });
  test('{resource} from the query when the path has none (the history list)', () => {
    expect(requiredCapabilities('{resource}::view', {}, { resource: 'kitchen-staff' })).toEqual([
      'kitchen_staff::view',
    ]);
    expect(requiredCapabilities('{resource}::view', { resource: 'users' }, { resource: 'orders' })).toEqual([
      'users::view',
    ]);
  });
  test('a missing path parameter gives null', () => {
    expect(requiredCapabilities('{resource}::import', {}, {})).toBeNull();
  });
});

test("every role's capabilities are written as the contract's profile says a capability is", () => {
  const pattern = new RegExp(contract.components.schemas.Profile.properties.capabilities.items.pattern);
  for (const role of ROLES) for (const capability of ROLE_CAPABILITIES[role]) expect(capability).toMatch(pattern);
});
