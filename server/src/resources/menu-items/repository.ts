import type { Insertable, Kysely } from 'kysely';
import type { Database, MenuItemsTable } from '../../db/schema';

/** The SQL of menu generation (menus, products, menu items). */
type Db = Kysely<Database>;

/** Rows per insert statement (well under every driver's bound-parameter limit). */
const INSERT_CHUNK = 200;

/**
 * The weekday indexes (0 = Sunday … 6 = Saturday) the menu's outlet is closed on: none when the menu has no
 * outlet; `null` when there is no such menu.
 */
export async function findMenuHolidays(db: Db, menuId: number): Promise<number[] | null> {
  const row = await db
    .selectFrom('menus')
    .leftJoin('outlets', 'outlets.id', 'menus.outlet_id')
    .select(['menus.id', 'outlets.holidays'])
    .where('menus.id', '=', menuId)
    .executeTakeFirst();
  if (!row) return null;
  const days: unknown = row.holidays ? JSON.parse(row.holidays) : [];
  return Array.isArray(days) ? days.filter((d): d is number => Number.isInteger(d)) : [];
}

/** The products among `ids` with what a menu item copies from them (name, category). */
export async function findProductsForMenu(db: Db, ids: number[]) {
  return db.selectFrom('products').select(['id', 'name', 'category_id']).where('id', 'in', ids).execute();
}

/** Inserts menu items, skipping any whose (menu, product, date) already exists; returns the new ids. */
export async function insertMenuItemsKeepingExisting(db: Db, rows: Insertable<MenuItemsTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('menu_items')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(['menu_id', 'product_id', 'date']).doNothing())
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

/** The menu's items of the given products between two dates (inclusive), by date, then name, then id. */
export async function findMenuItems(db: Db, menuId: number, productIds: number[], start: string, end: string) {
  return db
    .selectFrom('menu_items')
    .selectAll()
    .where('menu_id', '=', menuId)
    .where('product_id', 'in', productIds)
    .where('date', '>=', start)
    .where('date', '<=', end)
    .orderBy('date')
    .orderBy('name')
    .orderBy('id')
    .execute();
}
