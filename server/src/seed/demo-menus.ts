/** The demo's menus for this week: one per outlet, eight published products per open day. */
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoCatalogue, PublishedProducts } from './demo-catalogue';
import type { DemoOrganizations } from './demo-people';
import type { DemoSeed } from './demo-seed';
import { insertReturningIds as insertMany } from './seed-repository';

export async function seedMenus(
  s: DemoSeed,
  catalogue: DemoCatalogue,
  orgs: DemoOrganizations,
  published: PublishedProducts,
): Promise<void> {
  const { outletRows, outletIds } = orgs;
  const weekStart = s.now.startOf('week');
  const menuIds = await insertMany(
    s.trx,
    'menus',
    outletRows.map((o) => ({
      name: `Week of ${weekStart.toFormat('d LLL yyyy')} – ${o.name}`,
      outlet_id: outletIds[outletRows.indexOf(o)],
    })),
  );
  s.count('menus', menuIds.length);
  const menuItemRows: Insertable<Database['menu_items']>[] = [];
  outletRows.forEach((o, oi) => {
    for (let d = 0; d < 7; d++) {
      const day = weekStart.plus({ days: d });
      if ((o.holidays as readonly number[]).includes(day.weekday % 7)) continue;
      for (let k = 0; k < 8; k++) {
        const { p, i } = published[(d * 5 + k * 3 + oi) % published.length];
        if (
          menuItemRows.some(
            (m) => m.menu_id === menuIds[oi] && m.product_id === catalogue.productIds[i] && m.date === day.toISODate(),
          )
        )
          continue;
        menuItemRows.push({
          name: p.name,
          product_id: catalogue.productIds[i],
          category_id: catalogue.categoryId(p.category),
          date: day.toISODate()!,
          menu_id: menuIds[oi],
        });
      }
    }
  });
  s.count('menu_items', (await insertMany(s.trx, 'menu_items', menuItemRows)).length);
}
