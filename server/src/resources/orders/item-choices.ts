import { validationError } from '../engine/errors';
import type { Db } from '../engine/types';
import {
  findAddonCharges,
  findAddonsOfProduct,
  findItemAddonCharges,
  findOrderOutlet,
  findVariation,
} from './repository';

/**
 * What may be chosen for an order item: a variation of the item's product (and of the order's outlet when
 * the order has one; a variation without an outlet is offered everywhere), and addons offered with the
 * product. The engine has already refused ids that name no record at all.
 */
export interface ItemChoices {
  productId: number | null;
  orderId: number;
  variationId: number | null;
  addonIds: number[];
}

/** The chosen variation (undefined when none); a 400 naming the field for a choice the item may not have. */
export async function checkItemChoices(trx: Db, choices: ItemChoices) {
  const { productId, orderId, variationId, addonIds } = choices;
  const errors: Record<string, string> = {};
  const variation = variationId === null ? undefined : await findVariation(trx, variationId);
  if (variation) {
    const outletId = await findOrderOutlet(trx, orderId);
    if (variation.product_id === null || Number(variation.product_id) !== productId)
      errors.product_variation = `variation ${variationId} is a variation of another product`;
    else if (outletId !== null && variation.outlet_id !== null && Number(variation.outlet_id) !== outletId)
      errors.product_variation = `variation ${variationId} belongs to another outlet than the order's`;
  }
  if (addonIds.length) {
    const offered = productId === null ? new Set<number>() : await findAddonsOfProduct(trx, productId, addonIds);
    const refused = addonIds.filter((id) => !offered.has(id));
    if (refused.length)
      errors.addons = `addon${refused.length > 1 ? 's' : ''} ${refused.join(', ')} not offered with this product`;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return variation;
}

/**
 * The extra charge (cents) of each addon the item will have: an addon it already had keeps the charge
 * kept when it was ordered; a newly chosen one charges the addon's price now. `addonIds` undefined: the
 * item keeps the addons it has.
 */
export async function extraCharges(trx: Db, itemId: number | undefined, addonIds: number[] | undefined) {
  const kept = itemId === undefined ? [] : await findItemAddonCharges(trx, itemId);
  if (addonIds === undefined) return kept.map((addon) => addon.extra_charge);
  const keptCharge = new Map(kept.map((addon) => [addon.addon_id, addon.extra_charge]));
  const current = await findAddonCharges(
    trx,
    addonIds.filter((id) => !keptCharge.has(id)),
  );
  return [...new Set(addonIds)].map((id) => keptCharge.get(id) ?? current.get(id) ?? 0);
}

/** The addon ids of the item as stored (deleted addons left out). */
export async function storedAddonIds(trx: Db, itemId: number): Promise<number[]> {
  return (await findItemAddonCharges(trx, itemId)).flatMap((addon) =>
    addon.addon_id === null ? [] : [addon.addon_id],
  );
}

/** A written id list (`addons`) as numbers; undefined when the body leaves it out. */
export function idList(value: unknown): number[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : []).map(Number).filter((id) => Number.isInteger(id));
}
