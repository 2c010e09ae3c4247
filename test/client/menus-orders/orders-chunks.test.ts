import fs from 'node:fs';
import path from 'node:path';

/**
 * The /orders list route carries the list only (its lazy chunks stay within the 60 kB of
 * `npm run bench:client`): the new order's items, the drawer's extra and the item dialog are chunks of their
 * own, reached through `import()` alone. Checked on the feature modules the route's chunk imports statically
 * (the shared kit behind `components/resource` is tree-shaken by webpack, so the walk stays in src/features).
 */
const SRC = path.resolve(__dirname, '../../../src');
const FEATURES = path.join(SRC, 'features');

/** Relative modules a file imports or re-exports as values (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const statement = /^(import|export)\s+(?!type\s)([^;]*?)\s+from\s+'(\.[^']+)'/gms;
  for (const m of source.matchAll(statement)) found.push(m[3]);
  for (const m of source.matchAll(/^import\s+'(\.[^']+)'/gm)) found.push(m[1]);
  return found.map((spec) => resolve(path.dirname(file), spec)).filter((f): f is string => !!f);
}

function resolve(dir: string, spec: string): string | undefined {
  const base = path.resolve(dir, spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
}

/** Every feature module reachable from `entry` by static imports. */
function staticallyReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(FEATURES)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return new Set([...seen].map((f) => path.relative(FEATURES, f)));
}

describe('the orders route chunk', () => {
  const reached = staticallyReached(path.join(FEATURES, 'orders/index.ts'));

  it('holds the list, its expanded rows and the order routes', () => {
    for (const file of ['orders/config.tsx', 'orders/OrderItemsTable.tsx', 'orders/OrderShow.tsx'])
      expect(reached.has(file)).toBe(true);
  });

  it.each([
    ['the new order’s items', 'orders/useNewOrderItems.tsx'],
    ['the new order’s item rows', 'orders/NewOrderItems.tsx'],
    ['the product lookup and choices', 'orders/ItemProductFields.tsx'],
    ['the item dialog', 'orders/OrderItemDialog.tsx'],
    ['the drawer’s extra', 'orders/OrderExtra.tsx'],
    ['the order’s history', 'orders/OrderTimeline.tsx'],
    ['printing', 'printing/OrderPrintActions.tsx'],
  ])('leaves out %s (%s), loaded when opened', (_what, file) => {
    expect(reached.has(file)).toBe(false);
  });

  it('loads those parts with import()', () => {
    const lazy = fs.readFileSync(path.join(FEATURES, 'orders/lazyParts.tsx'), 'utf8');
    expect(lazy).toMatch(/import\(\/\* webpackChunkName: "order-drawer" \*\/ '\.\/OrderExtra'\)/);
    expect(lazy).toMatch(/import\(\/\* webpackChunkName: "order-new" \*\/ '\.\/useNewOrderItems'\)/);
  });
});
