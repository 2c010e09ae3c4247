import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ordersApi, type OrderItem } from '../../api/generated/orders';
import { productsApi, type Addon, type ProductVariation } from '../../api/generated/products';
import { useAccess } from '../../components/resource';

/**
 * What an order item may choose: the variations of its product offered at the order's outlet (a variation
 * without an outlet is offered everywhere) and the addons offered with the product; `chargeOf` is an addon's
 * extra charge as the server counts it: an addon the item already had keeps the charge it was ordered at. An order
 * not saved yet names its outlet instead.
 */
export function useItemChoices(
  productId: number | undefined,
  orderId: number | undefined,
  item?: OrderItem,
  /** The outlet of an order not saved yet. */
  newOrderOutletId?: number | null,
) {
  const mayListVariations = useAccess('product-variations', 'list').can;
  const mayListAddons = useAccess('addons', 'list').can;
  const order = ordersApi.endpoints.listOrders.useQuery(orderId ? { id: [orderId] } : skipToken);
  const outletId = orderId ? (order.data?.data?.results?.[0]?.outlet?.id ?? null) : (newOrderOutletId ?? null);
  const variationList = productsApi.endpoints.listProductVariations.useQuery(
    productId && mayListVariations ? { product: String(productId), perPage: 100, orderBy: 'name' } : skipToken,
  );
  const product = productsApi.endpoints.listProducts.useQuery(productId ? { id: [productId] } : skipToken);
  const offeredIds = useMemo(
    () => (product.data?.data?.results?.[0]?.addons ?? []).map((addon) => addon.id),
    [product.data],
  );
  const addonList = productsApi.endpoints.listAddons.useQuery(
    offeredIds.length && mayListAddons ? { id: offeredIds, perPage: 100, orderBy: 'name' } : skipToken,
  );

  const variations = useMemo(
    (): ProductVariation[] =>
      (variationList.data?.data?.results ?? []).filter(
        (v) => v.product?.id === productId && (outletId === null || !v.outlet || v.outlet.id === outletId),
      ),
    [variationList.data, productId, outletId],
  );
  const addons = useMemo((): Addon[] => addonList.data?.data?.results ?? [], [addonList.data]);
  const chargeOf = useCallback(
    (addonId: number) =>
      item?.addons.find((addon) => addon.id === addonId)?.extra_charge ??
      addons.find((addon) => addon.id === addonId)?.extra_charge ??
      0,
    [item, addons],
  );
  // The outlet's own variation of the product (not one offered everywhere): what that outlet sells it as.
  const outletVariation = outletId === null ? undefined : variations.find((v) => v.outlet?.id === outletId);
  return { variations, addons, chargeOf, outletVariation, outletId };
}

/**
 * A new item starts on its outlet's own variation of the product (and its price) rather than on none: once per
 * product and outlet, so choosing None afterwards sticks.
 */
export function usePreselectOutletVariation(
  productId: number | undefined,
  choices: Pick<ReturnType<typeof useItemChoices>, 'outletVariation' | 'outletId'>,
  variationId: string,
  choose: (variation: ProductVariation) => void,
  enabled = true,
) {
  const applied = useRef<string | null>(null);
  const { outletVariation, outletId } = choices;
  useEffect(() => {
    const key = `${productId}|${outletId}`;
    if (!enabled || !productId || !outletVariation || applied.current === key) return;
    applied.current = key;
    if (!variationId) choose(outletVariation);
  }, [enabled, productId, outletId, outletVariation, variationId, choose]);
}
