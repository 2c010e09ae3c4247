import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../engine/errors';
import { toApiRecords } from '../engine/serialize';
import { isValidDate } from '../engine/values';
import type { RequestUser } from '../../http/operation';
import { recordLifecycle } from '../history/recorder';
import { menuItems } from '../definitions/menus';
import { findMenuHolidays, findMenuItems, findProductsForMenu, insertMenuItemsKeepingExisting } from './repository';

export interface GenerateRequest {
  menu_id: unknown;
  product_ids: unknown;
  start_date: unknown;
  end_date: unknown;
}

/** At most this many days per call (a year). */
export const MAX_GENERATE_DAYS = 366;

function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  const d = new Date(`${start}T00:00:00.000Z`);
  const last = new Date(`${end}T00:00:00.000Z`);
  while (d <= last) {
    dates.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return dates;
}

/** The weekday of a YYYY-MM-DD date, 0 = Sunday … 6 = Saturday (the outlets' holiday indexes). */
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00.000Z`).getUTCDay();

/**
 * One menu item per date in [start_date, end_date] per product (name and category copied from the product),
 * in one transaction, except on the weekdays the menu's outlet is closed (its holidays): those dates get no
 * items and are reported in `meta`. Idempotent: existing (menu, product, date) items are kept, never
 * duplicated. Returns every menu item of those products and dates in the menu, ordered by date then name.
 */
export async function generateMenuItems(db: Kysely<Database>, body: GenerateRequest, user: RequestUser | null = null) {
  const menuId = Number(body?.menu_id);
  if (!Number.isInteger(menuId) || menuId < 1)
    throw badRequest('menu_id must be a positive integer.', { menu_id: 'must be a positive integer' });
  const ids = Array.isArray(body.product_ids) ? [...new Set(body.product_ids.map(Number))] : [];
  if (!ids.length || ids.some((id) => !Number.isInteger(id) || id < 1))
    throw badRequest('product_ids must be a non-empty list of product ids.', {
      product_ids: 'must be a non-empty list of ids',
    });
  const start = String(body.start_date ?? '');
  const end = String(body.end_date ?? '');
  if (!isValidDate(start))
    throw badRequest('start_date must be a date YYYY-MM-DD.', { start_date: 'must be a date YYYY-MM-DD' });
  if (!isValidDate(end))
    throw badRequest('end_date must be a date YYYY-MM-DD.', { end_date: 'must be a date YYYY-MM-DD' });
  if (end < start) throw badRequest('end_date must not be before start_date.', { end_date: 'is before start_date' });
  const dates = datesBetween(start, end);
  if (dates.length > MAX_GENERATE_DAYS)
    throw badRequest(`The date range may span at most ${MAX_GENERATE_DAYS} days.`, {
      end_date: 'is too far after start_date',
    });

  return db.transaction().execute(async (trx) => {
    const holidays = await findMenuHolidays(trx, menuId);
    if (!holidays) throw notFound('menu', menuId);
    const products = await findProductsForMenu(trx, ids);
    const missing = ids.filter((id) => !products.some((p) => p.id === id));
    if (missing.length)
      throw badRequest(`No product with id ${missing.join(', ')}.`, {
        product_ids: `no product with id ${missing.join(', ')}`,
      });
    const skipped = dates.filter((date) => holidays.includes(weekdayOf(date)));
    const rows = dates
      .filter((date) => !skipped.includes(date))
      .flatMap((date) =>
        products.map((p) => ({ name: p.name, product_id: p.id, category_id: p.category_id, date, menu_id: menuId })),
      );
    await recordLifecycle(trx, menuItems.name, await insertMenuItemsKeepingExisting(trx, rows), 'create', { user });
    const items = await findMenuItems(trx, menuId, ids, start, end);
    return {
      data: await toApiRecords(trx, menuItems, items),
      meta: { holidays_skipped: skipped.length, skipped_dates: skipped },
    };
  });
}
