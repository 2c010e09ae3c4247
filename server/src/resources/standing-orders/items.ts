/** A standing order's items are checked when it is saved, as an order's items are when they are added. */
import { validationError } from '../engine/errors';
import type { Db } from '../engine/types';
import { findProduct } from '../catalogue/repository';
import { findAddonsOfProduct, findVariation } from '../orders/repository';
import type { StandingItem } from './placing';

/**
 * Each item's product exists, its variation is one of that product's, and its addons are offered with it; else a
 * 400 naming `items` with the item's position (from 1).
 */
export async function checkStandingItems(trx: Db, items: StandingItem[]): Promise<void> {
  const problems: string[] = [];
  for (const [i, item] of items.entries()) {
    const at = `item ${i + 1}`;
    if (!(await findProduct(trx, item.product))) {
      problems.push(`${at}: no product with id ${item.product}`);
      continue;
    }
    if (item.variation != null) {
      const variation = await findVariation(trx, item.variation);
      if (!variation || Number(variation.product_id) !== item.product)
        problems.push(`${at}: variation ${item.variation} is not a variation of product ${item.product}`);
    }
    const addons = item.addons ?? [];
    if (addons.length) {
      const offered = await findAddonsOfProduct(trx, item.product, addons);
      const refused = addons.filter((id) => !offered.has(id));
      if (refused.length) problems.push(`${at}: addons ${refused.join(', ')} not offered with this product`);
    }
  }
  if (problems.length) throw validationError({ items: problems.join('; ') });
}
