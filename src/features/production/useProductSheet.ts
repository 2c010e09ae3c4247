import type { ProductionRow } from '../../api/generated/orders';
import type { OrdersScope } from './links';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate, nameIn, say, translationsOf } from '../kitchen';

/** A production product's name in the language shown. */
export const productName = (row: ProductionRow) =>
  nameIn(row.product.name, translationsOf(row.product) ?? translationsOf(row, 'product'));

/** 'Large + Extra toum', 'Plain' for the product as it comes, names in the language shown. */
export function comboText(combo: ProductionRow['combos'][number]): string {
  const addons = combo.addons.map((a) => `+ ${nameIn(a.name, translationsOf(a))}`);
  const variation = combo.variation
    ? nameIn(combo.variation.name, translationsOf(combo.variation))
    : say('production:sheet.plain');
  return [variation, ...addons].join(' ');
}

/** A line of one of the product's tables: what is made, how many, and the orders that make it. */
export interface Part {
  key: string;
  name: string;
  /** The name is a placeholder (no outlet): shown muted. */
  plain?: boolean;
  /** The line read out whole, for its figure's link. */
  text: string;
  quantity: number;
  scope: OrdersScope;
}

/**
 * A production product's controller: its name, its own scope (the sheet's, narrowed to the product), and
 * its lines per variation and addons, per outlet and per due hour, each with the scope its figure links to.
 */
export function useProductSheet(row: ProductionRow, scope: OrdersScope, zone: string) {
  const { t } = useTranslation('production');
  const name = productName(row);
  const product = { ...scope, product: row.product.id };
  const combos: Part[] = row.combos.map((c) => ({
    key: `${c.variation?.id ?? 0}-${c.addons.map((a) => a.id ?? a.name).join('+')}`,
    name: comboText(c),
    text: t('sheet.combo', { name: isolate(name), combo: isolate(comboText(c)) }),
    quantity: c.quantity,
    scope: product,
  }));
  const outlets: Part[] = row.outlets.map((o) => ({
    key: String(o.outlet?.id ?? 'none'),
    name: o.outlet?.name ?? t('sheet.noOutlet'),
    plain: !o.outlet,
    text: o.outlet
      ? t('sheet.forOutlet', { name: isolate(name), outlet: isolate(o.outlet.name) })
      : t('sheet.forNoOutlet', { name: isolate(name) }),
    quantity: o.quantity,
    scope: { ...product, outlet: o.outlet?.id ?? null },
  }));
  const hours: Part[] = row.hours.map((h) => ({
    key: h.hour,
    name: h.hour,
    text: t('sheet.dueAt', { name: isolate(name), hour: h.hour }),
    quantity: h.quantity,
    scope: { ...product, hour: h.hour, zone },
  }));
  return { name, product, headingId: `production-${row.product.id ?? 'none'}`, combos, outlets, hours };
}
