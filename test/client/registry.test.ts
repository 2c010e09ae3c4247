import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import YAML from 'yaml';
import { authenticatedRoutes, SCREENS } from '../../src/app/authenticatedRoutes';
import { paths } from '../../src/resources/paths';
import { API_SLICES } from '../../src/api/slices';
import { RESOURCE_TAGS, TAG_TYPES } from '../../src/api/tags';
import { LOOKUPS } from '../../src/components/resource/lookupSources';
import { QUICK_LINKS } from '../../src/features/dashboard/quickLinks';
import { NAV } from '../../src/features/shell/nav';
import { RESOURCE_ICONS } from '../../src/resources/icons';
import {
  operationNames,
  RESOURCE_KEYS,
  RESOURCES,
  type ResourceEntry,
  type ResourceKey,
} from '../../src/resources/registry';
import type { RouteHandle } from '../../src/app/RootLayout';

/**
 * The registry is the one list of resources: every derived table must cover every entry, and the entries
 * must agree with the contract (openapi/openapi.yaml) they name operations of.
 */

const entry = (key: ResourceKey): ResourceEntry => RESOURCES[key];
const keysWith = (has: (e: ResourceEntry) => unknown) => RESOURCE_KEYS.filter((key) => has(entry(key)));
const topLevel = keysWith((e) => !e.within);

type Json = Record<string, any>;
const contract: Json = YAML.parse(fs.readFileSync(path.join(__dirname, '../../openapi/openapi.yaml'), 'utf8'));
const operations = new Map<string, Json>(
  Object.values(contract.paths as Json).flatMap((item: Json) =>
    Object.values(item)
      .filter((op): op is Json => typeof op === 'object' && op !== null && 'operationId' in op)
      .map((op) => [op.operationId as string, op]),
  ),
);

/** The title of the deepest route matching `pathname` (what the browser tab shows). */
function titleOf(pathname: string): string | undefined {
  const matches = matchRoutes(authenticatedRoutes, pathname) ?? [];
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.title;
}

describe('resource registry', () => {
  it('names each resource, URL segment and operation stem once', () => {
    for (const field of ['name', 'label'] as const) {
      const values = RESOURCE_KEYS.map((key) => entry(key)[field]);
      expect(new Set(values).size).toBe(values.length);
    }
    const stems = RESOURCE_KEYS.map((key) => entry(key).stems.plural);
    expect(new Set(stems).size).toBe(stems.length);
  });

  it.each(RESOURCE_KEYS)("%s: its operations are the contract's, in its api slice, with its capability", (key) => {
    const e = entry(key);
    for (const name of operationNames(key)) {
      const op = operations.get(name);
      expect(op).toBeDefined();
      expect(op!.tags).toEqual([e.api]);
      expect(op!['x-capability']).toMatch(new RegExp(`^${e.name.replace(/-/g, '_')}::`));
      expect(API_SLICES[e.api].endpoints).toHaveProperty(name);
    }
  });

  it('lists exactly the resources the contract imports (the seven-operation ones) and exports (those and reports)', () => {
    const crudNames = keysWith((e) => e.operations === 'crud').map((key) => entry(key).name);
    const enumOf = (operation: string) => {
      const ref = (operations.get(operation)!.parameters as Json[])[0].$ref as string;
      const resourceParam = contract.components.parameters[ref.split('/').pop()!];
      expect(resourceParam.name).toBe('resource');
      return [...resourceParam.schema.enum].sort();
    };
    expect(enumOf('importResource')).toEqual([...crudNames].sort());
    // The change history is exported from the drawers' History (not a registry screen): `history`; billing's
    // ageing report (`ageing`, a report of the contract whose screen comes with the billing screens).
    expect(enumOf('exportResource')).toEqual([...crudNames, RESOURCES.production.name, 'history', 'ageing'].sort());
  });

  it('relations name registry resources', () => {
    for (const key of RESOURCE_KEYS) {
      for (const related of [...(entry(key).embeds ?? []), ...(entry(key).within ? [entry(key).within!] : [])])
        expect(RESOURCE_KEYS).toContain(related);
    }
  });
});

describe('derived tables cover every registry entry', () => {
  it('tags: one per resource (its plural stem), plus Profile and Settings', () => {
    expect(Object.keys(RESOURCE_TAGS).sort()).toEqual(RESOURCE_KEYS.map((key) => entry(key).name).sort());
    for (const key of RESOURCE_KEYS)
      expect(RESOURCE_TAGS[entry(key).name as keyof typeof RESOURCE_TAGS]).toBe(entry(key).stems.plural);
    expect([...TAG_TYPES].sort()).toEqual(
      [...RESOURCE_KEYS.map((key) => entry(key).stems.plural), 'Profile', 'Settings'].sort(),
    );
  });

  it('paths: a list path `/<name>` for every top-level resource, create and show for the seven-operation ones', () => {
    const screens = (key: ResourceKey): readonly string[] =>
      entry(key).operations === 'crud' ? ['create', 'show'] : (entry(key).kitScreens ?? []);
    for (const key of topLevel) {
      const p = (paths as unknown as Record<string, { list: string; create?: string; show?: (id: number) => string }>)[
        key
      ];
      expect(p.list).toBe(`/${entry(key).name}`);
      if (screens(key).includes('create')) expect(p.create).toBe(`/${entry(key).name}/create`);
      else expect(p.create).toBeUndefined();
      if (screens(key).includes('show')) expect(p.show!(7)).toBe(`/${entry(key).name}/7`);
      else expect(p.show).toBeUndefined();
    }
    // Billing's lists have the kit's modal for their own writes; an invoice opens in the drawer, a payment does not.
    expect(paths.invoices).toMatchObject({ list: '/invoices', create: '/invoices/create' });
    expect(paths.invoices.show(3)).toBe('/invoices/3');
    expect(paths.payments).toEqual({ list: '/payments', create: '/payments/create' });
    for (const key of keysWith((e) => e.within)) expect(paths).toHaveProperty(key);
  });

  it('routes: list, create and show pages with their titles for every resource, nested ones under their parent', () => {
    for (const key of topLevel) {
      const e = entry(key);
      expect(titleOf(`/${e.name}`)).toBe(`List ${e.label}`);
      if (e.operations === 'crud') {
        expect(titleOf(`/${e.name}/create`)).toBe(`Create ${e.singular}`);
        expect(titleOf(`/${e.name}/42`)).toBe(`Show ${e.singular}`);
      }
    }
    expect(titleOf('/invoices/create')).toBe('Create Invoice');
    expect(titleOf('/invoices/42')).toBe('Show Invoice');
    expect(titleOf('/payments/create')).toBe('Create Payment');
    expect(titleOf('/payments/42')).toBe('Page Not Found');
    expect(titleOf(paths.menuItems.create(3))).toBe(`Create ${RESOURCES.menuItems.singular}`);
    expect(titleOf(paths.menuItems.show(3, 4))).toBe(`Show ${RESOURCES.menuItems.singular}`);
    expect(titleOf(paths.orderItems.create(3))).toBe(`Create ${RESOURCES.orderItems.singular}`);
    expect(titleOf(paths.orderItems.show(4))).toBe(`Show ${RESOURCES.orderItems.singular}`);
    expect(titleOf('/no-such-resource')).toBe('Page Not Found');
  });

  it('routes: every kit-screen resource has its feature screens (no placeholder page left)', () => {
    // Order items are edited in dialogs of the order's drawer (OrderShow), not kit screens of their own.
    // Invoices and payments: list resources whose own writes (generate, record) use the kit's screens; the
    // ageing report: a list resource with the kit's list route (no custom routes).
    const withScreens = keysWith((e) => e.operations === 'crud' || e.kitScreens || !e.routes).filter(
      (key) => key !== 'orderItems',
    );
    expect(Object.keys(SCREENS).sort()).toEqual([...withScreens].sort());
  });

  it('sidebar: the product groups and entries, from the registry `sidebar` entries in order', () => {
    const shown = NAV.map((g) => ({ title: g.title, entries: g.entries.map((e) => [e.label, e.to, e.resource]) }));
    expect(shown).toEqual([
      { title: undefined, entries: [['Dashboard', '/', undefined]] },
      {
        title: 'Clients',
        entries: [
          ['Organizations', '/organizations', 'organizations'],
          ['Outlets', '/outlets', 'outlets'],
          ['Employees', '/employees', 'employees'],
        ],
      },
      {
        title: 'Products',
        entries: [
          ['Products', '/products', 'products'],
          ['Product Variations', '/product-variations', 'product-variations'],
          ['Categories', '/categories', 'categories'],
          ['Addons', '/addons', 'addons'],
        ],
      },
      { title: undefined, entries: [['Menus', '/menus', 'menus']] },
      {
        title: 'Orders',
        entries: [
          ['List', '/orders', 'orders'],
          ['Grid', '/kitchen-orders', 'kitchen-orders'],
          ['Production', '/production', 'production'],
          ['Stations', '/stations', 'stations'],
          ['Standing Orders', '/standing-orders', 'standing-orders'],
        ],
      },
      {
        title: 'Billing',
        entries: [
          ['Invoices', '/invoices', 'invoices'],
          ['Payments', '/payments', 'payments'],
          ['Ageing', '/ageing', 'ageing'],
        ],
      },
      {
        title: 'User Management',
        entries: [
          ['Kitchen Staff', '/kitchen-staff', 'kitchen-staff'],
          ['Users', '/users', 'users'],
        ],
      },
    ]);
    const navResources = NAV.flatMap((g) => g.entries.map((e) => e.resource)).filter(Boolean);
    expect(navResources).toEqual(keysWith((e) => e.sidebar).map((key) => entry(key).name));
  });

  it('icons: one for every sidebar entry and dashboard shortcut', () => {
    for (const key of keysWith((e) => e.sidebar || e.quickLink)) {
      const icon = (RESOURCE_ICONS as Partial<Record<ResourceKey, { regular: unknown; filled: unknown }>>)[key];
      expect(icon?.regular).toBeDefined();
      expect(icon?.filled).toBeDefined();
    }
    for (const e of NAV.flatMap((g) => g.entries)) expect(e.icon).toBeDefined();
  });

  it('dashboard: a shortcut per registry `quickLink`, most used (lowest rank) first', () => {
    const withLinks = keysWith((e) => e.quickLink).sort((a, b) => entry(a).quickLink!.rank - entry(b).quickLink!.rank);
    expect(QUICK_LINKS.map((l) => l.resource)).toEqual(withLinks.map((key) => entry(key).name));
    expect(QUICK_LINKS.map((l) => l.to)).toEqual(withLinks.map((key) => `/${entry(key).name}`));
    expect(QUICK_LINKS.map((l) => l.title)).toEqual([
      'Kitchen board',
      'Orders',
      'Menus',
      'Products',
      'Categories',
      'Addons',
      'Organizations',
      'Outlets',
      'Employees',
      'Kitchen staff',
      'Users',
    ]);
    for (const link of QUICK_LINKS) expect(link.description).not.toBe('');
  });

  it("lookups: a source per registry `lookup`, listing with the resource's own list hook", () => {
    const withLookups = keysWith((e) => e.lookup);
    expect(Object.keys(LOOKUPS).sort()).toEqual(withLookups.map((key) => entry(key).name).sort());
    // The resources offered as search-based lookup selects.
    expect(Object.keys(LOOKUPS).sort()).toEqual([
      'addons',
      'categories',
      'employees',
      'invoices',
      'orders',
      'organizations',
      'outlets',
      'products',
      'standing-orders',
    ]);
    for (const key of withLookups) {
      const e = entry(key);
      const def = LOOKUPS[e.name as keyof typeof LOOKUPS];
      const list = (API_SLICES[e.api].endpoints as unknown as Record<string, { useQuery: unknown }>)[
        `list${e.stems.plural}`
      ];
      expect(def.useList).toBe(list.useQuery);
      expect(def.orderBy).toBe(e.lookup!.orderBy);
    }
  });

  it('lookups: options show the label and image fields the registry names', () => {
    expect(LOOKUPS.organizations.toOption({ id: 1, name: 'Acme', logo: 'a.png' })).toEqual({
      id: 1,
      label: 'Acme',
      image: 'a.png',
      record: { id: 1, name: 'Acme', logo: 'a.png' },
    });
    expect(LOOKUPS.employees.toOption({ id: 2, full_name: 'Rana Haddad', photo: null })).toMatchObject({
      label: 'Rana Haddad',
      image: null,
    });
    expect(LOOKUPS.outlets.toOption({ id: 3, name: 'Hamra' })).toEqual({
      id: 3,
      label: 'Hamra',
      record: { id: 3, name: 'Hamra' },
    });
    expect(LOOKUPS.orders.toOption({ id: 4, order_number: 42, name: 'Lunch' }).label).toBe('#00042 Lunch');
    expect(LOOKUPS.orders.order).toBe('DESC');
    expect(LOOKUPS.organizations.shape).toBe('square');
    expect(LOOKUPS.employees.shape).toBeUndefined();
  });
});
