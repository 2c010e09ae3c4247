import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { readTranslations, NAME_ONLY, type Translations } from '../catalogue/translations';

/**
 * The SQL of stations on the kitchen board. An item goes to the station of its product's category; an item
 * whose category goes to no station (or that has no product) goes to every station. A station's items of an
 * order are those two kinds.
 */
type Db = Kysely<Database>;

/** `from … where …` of the station's items (`si`) of the order `orderId` refers to. */
function stationItemsOf(orderId: Expression<unknown>, stationId: number): RawBuilder<unknown> {
  return sql`from order_items si
    left join products sp on sp.id = si.product_id
    left join categories sc on sc.id = sp.category_id
    where si.order_id = ${orderId} and (sc.station_id = ${stationId} or sc.station_id is null)`;
}

/**
 * The orders a station's board shows: those with a station item still to make (any station item while the
 * order is pending, which always shows). `done`: its Recall list instead, the orders whose station items are
 * all prepared.
 */
export function stationOrdersSql(table: string, stationId: number, done: boolean): Expression<SqlBool> {
  const id = sql.ref(`${table}.id`);
  const items = stationItemsOf(id, stationId);
  if (done)
    return sql<SqlBool>`(exists (select 1 ${items}) and not exists (select 1 ${items} and si.prepared_at is null))`;
  return sql<SqlBool>`exists (select 1 ${items} and (${sql.ref(`${table}.status`)} = 'pending' or si.prepared_at is null))`;
}

/** When the station finished the order: the latest `prepared_at` of its station items (ISO-8601 text). */
export function stationDoneAtSql(table: string, stationId: number): Expression<string | null> {
  return sql<string | null>`(select max(si.prepared_at) ${stationItemsOf(sql.ref(`${table}.id`), stationId)})`;
}

export interface ItemStation {
  id: number;
  name: string;
  translations: Translations | null;
}

/** The station each item of the orders goes to (items going to every station are left out). */
export async function findStationsOfItems(db: Db, orderIds: number[]): Promise<Map<number, ItemStation>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('order_items as oi')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('stations as s', 's.id', 'c.station_id')
    .select(['oi.id as item_id', 's.id', 's.name', 's.translations'])
    .where('oi.order_id', 'in', orderIds)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.item_id),
      { id: Number(r.id), name: r.name, translations: readTranslations(r.translations, NAME_ONLY) },
    ]),
  );
}

/** Whether a station with this id exists. */
export async function stationExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('stations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
