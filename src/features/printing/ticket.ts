/**
 * What a kitchen ticket and a meal label say, from a kitchen order (the order with its items, fire time and
 * products' allergens). Pure but for its words, read in the language shown: times in the order's zone,
 * allergens in words, product and addon names translated where the menu names them.
 */
import type { KitchenOrder, KitchenOrderItem } from '../../api/generated/kitchen';
import type { EnumOption } from '../../components/resource';
import { formatTime } from '../../lib/dates';
import { orderNumber } from '../../lib/orderNumber';
import { inZone, zoneLabel } from '../../lib/zones';
import { choicesText, containsWords, itemProductName, longDay, say, shortDay } from '../kitchen';

export interface TextOptions {
  /** The zone the order's times read in (its outlet's, else the kitchen's). */
  zone: string;
  /** The allergens enumeration of the settings (code → label). */
  allergens: EnumOption[];
  /** The order type's label ('Delivery'). */
  typeLabel: (type: string) => string;
  /** The browser's zone (default: the runtime's), to name the order's zone when they differ. */
  browser?: string;
}

export interface TicketLine {
  key: number;
  quantity: number;
  name: string;
  /** 'Large · + Extra toum'; null when plain. */
  choices: string | null;
  note: string | null;
  /** 'Contains: sesame, milk'; null when none. */
  contains: string | null;
}

export interface Ticket {
  number: string;
  name: string;
  /** Who the order is for, when not its name already. */
  customer: string | null;
  type: string;
  outlet: string | null;
  /** '12:30 pm'; '' without a due time. */
  dueTime: string;
  /** 'Sat 22/11/2026'. */
  dueDate: string;
  /** When to start cooking: '11:45 am' (with its day when not the due day); '' when unknown. */
  start: string;
  /** '(Asia/Beirut)' when the times are not in the browser's zone; ''. */
  zone: string;
  items: TicketLine[];
  note: string | null;
  /** Created or changed after its cut-off: what changed (issue 32). */
  lateChange: KitchenOrder['late_change'];
}

/** The item's product name in the language shown ('Item' when it has none). */
export const itemName = (item: Pick<KitchenOrderItem, 'name' | 'product'>) =>
  itemProductName(item, say('printing:ticket.item'));

/** Who an order feeds: its employee, else the customer's name; null when that is just the order's name. */
export function customerOf(order: Pick<KitchenOrder, 'employee' | 'full_name' | 'name'>): string | null {
  const who = order.employee?.full_name?.trim() || order.full_name?.trim() || '';
  return who && who !== order.name.trim() ? who : null;
}

export function ticketOf(order: KitchenOrder, options: TextOptions): Ticket {
  const due = inZone(order.date, options.zone);
  const fire = inZone(order.fire_at, options.zone);
  const start = fire
    ? fire.hasSame(due ?? fire, 'day')
      ? formatTime(fire)
      : `${shortDay(fire)} ${formatTime(fire)}`
    : '';
  return {
    number: orderNumber(order.order_number),
    name: order.name,
    customer: customerOf(order),
    type: options.typeLabel(order.type),
    outlet: order.outlet?.name ?? null,
    dueTime: due ? formatTime(due) : '',
    dueDate: due ? longDay(due) : '',
    start,
    zone: due || fire ? zoneLabel(options.zone, options.browser) : '',
    items: order.items.map((item) => ({
      key: item.id,
      quantity: item.quantity,
      name: itemName(item),
      choices: choicesText(item),
      note: item.note?.trim() || null,
      contains: containsWords(item.product?.allergens, options.allergens),
    })),
    note: order.note?.trim() || null,
    lateChange: order.late_change ?? null,
  };
}
