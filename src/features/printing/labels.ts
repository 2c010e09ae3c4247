/**
 * Meal labels: one per unit of every item, since each packed meal travels on its own (to the employee or
 * guest it is for) and must carry its own allergens; "2 / 6" lets the packer check none is missing. Pure.
 */
import type { KitchenOrder } from '../../api/generated/kitchen';
import { formatTime } from '../../lib/dates';
import { choicesText, containsWords, shortDay } from '../kitchen';
import { orderNumber } from '../../lib/orderNumber';
import { inZone } from '../../lib/zones';
import { customerOf, itemName, type TextOptions } from './ticket';
import { PAPERS, type Paper } from '../../components/print';

export interface MealLabel {
  key: string;
  number: string;
  /** The employee or customer the meal is for (else the order's name). */
  who: string;
  outlet: string | null;
  item: string;
  choices: string | null;
  note: string | null;
  contains: string | null;
  /** 'Sat 22/11 12:30 pm'; '' without a due time. */
  due: string;
  /** '2 / 6': this meal among the order's. */
  count: string;
}

/** Label stocks a caterer can pick (the `@page` size follows). */
export const LABEL_STOCKS = {
  '62x29': PAPERS.label62x29,
  '4x6': PAPERS.label4x6,
} as const satisfies Record<string, Paper>;
export type LabelStock = keyof typeof LABEL_STOCKS;
export const DEFAULT_LABEL_STOCK: LabelStock = '62x29';
export const isLabelStock = (v: unknown): v is LabelStock => typeof v === 'string' && v in LABEL_STOCKS;

export function labelsOf(order: KitchenOrder, options: Pick<TextOptions, 'zone' | 'allergens'>): MealLabel[] {
  const due = inZone(order.date, options.zone);
  const base = {
    number: orderNumber(order.order_number),
    who: customerOf(order) ?? order.name,
    outlet: order.outlet?.name ?? null,
    due: due ? `${shortDay(due)} ${formatTime(due)}` : '',
  };
  const units = order.items.flatMap((item) =>
    Array.from({ length: Math.max(0, Math.floor(item.quantity)) }, (_, unit) => ({ item, unit })),
  );
  return units.map(({ item, unit }, index) => ({
    ...base,
    key: `${item.id}-${unit}`,
    item: itemName(item),
    choices: choicesText(item),
    note: item.note?.trim() || null,
    contains: containsWords(item.product?.allergens, options.allergens),
    count: `${index + 1} / ${units.length}`,
  }));
}
