/**
 * What changed in an order since its card was last shown: the office raised a quantity, added an item,
 * rewrote a note or moved the due time. The kitchen must notice such a change on a card it has already read,
 * so the card flashes once and says what changed ("Hummus: quantity 3 → 5"). Only what the cooks work from
 * counts: the status, the bumps (`prepared_at`), the urgent mark and the version have their own signs.
 * Pure: the board keeps the memory, the tests drive it.
 */
import type { KitchenOrder } from '../../api/generated/kitchen';
import { choicesText, isolate, itemProductName, say } from './words';

type Item = KitchenOrder['items'][number];

export type OrderChange =
  | { kind: 'quantity'; item: Item; from: number; to: number }
  | { kind: 'added'; item: Item }
  | { kind: 'removed'; item: Item }
  | { kind: 'itemNote'; item: Item }
  | { kind: 'choices'; item: Item }
  | { kind: 'note' }
  | { kind: 'due' };

/** An item's choices as ids (names for addons deleted since): a renamed addon is no change to the dish. */
const choicesKey = (item: Item) =>
  [item.product_variation?.id ?? '', ...item.addons.map((a) => a.id ?? a.name).sort()].join('|');

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

const blankAsNull = (text: string | null | undefined) => text?.trim() || null;

/** What differs between the order as it was shown (`before`) and as it is now, in the card's reading order. */
export function orderChanges(before: KitchenOrder, after: KitchenOrder): OrderChange[] {
  const changes: OrderChange[] = [];
  if (!sameInstant(before.date, after.date)) changes.push({ kind: 'due' });
  const old = new Map(before.items.map((item) => [item.id, item]));
  for (const item of after.items) {
    const was = old.get(item.id);
    if (!was) {
      changes.push({ kind: 'added', item });
      continue;
    }
    if (was.quantity !== item.quantity) changes.push({ kind: 'quantity', item, from: was.quantity, to: item.quantity });
    if (choicesKey(was) !== choicesKey(item)) changes.push({ kind: 'choices', item });
    if (blankAsNull(was.note) !== blankAsNull(item.note)) changes.push({ kind: 'itemNote', item });
  }
  const now = new Set(after.items.map((item) => item.id));
  for (const item of before.items) if (!now.has(item.id)) changes.push({ kind: 'removed', item });
  if (blankAsNull(before.note) !== blankAsNull(after.note)) changes.push({ kind: 'note' });
  return changes;
}

/**
 * What the board remembers: each order as its card was last shown (`seen`), and for the orders that changed
 * since the cook last read them, the order as it was then (`since`): the note on the card says everything
 * that changed since, so a quantity raised twice reads "3 → 6", and a change undone leaves no note.
 */
export interface ChangeMemory {
  seen: ReadonlyMap<number, KitchenOrder>;
  since: ReadonlyMap<number, KitchenOrder>;
}

export const NOTHING_SHOWN: ChangeMemory = { seen: new Map(), since: new Map() };

export interface ChangedOrder {
  order: KitchenOrder;
  /** Everything that changed since the cook last read the card; empty when the changes were undone. */
  changes: OrderChange[];
}

/**
 * Takes in one answer of the board: the orders whose content changed since their card was last shown (each
 * with what changed since the cook last read it), and the memory after it. An order seen for the first time
 * is only remembered (a new order has its own notice); an order that left the answer is kept, so it is
 * compared again when it comes back (another page).
 */
export function takeInShown(
  memory: ChangeMemory,
  orders: readonly KitchenOrder[],
): { memory: ChangeMemory; changed: ChangedOrder[] } {
  const changed: ChangedOrder[] = [];
  let seen: Map<number, KitchenOrder> | null = null;
  let since: Map<number, KitchenOrder> | null = null;
  for (const order of orders) {
    const before = memory.seen.get(order.id);
    if (before === order) continue;
    seen ??= new Map(memory.seen);
    seen.set(order.id, order);
    if (!before || !orderChanges(before, order).length) continue;
    since ??= new Map(memory.since);
    const read = since.get(order.id) ?? before;
    const changes = orderChanges(read, order);
    if (changes.length) since.set(order.id, read);
    else since.delete(order.id);
    changed.push({ order, changes });
  }
  return { memory: { seen: seen ?? memory.seen, since: since ?? memory.since }, changed };
}

/** The cook read the card (dismissed its note, or acted on it): later changes are counted from now. */
export function markRead(memory: ChangeMemory, orderId: number): ChangeMemory {
  if (!memory.since.has(orderId)) return memory;
  const since = new Map(memory.since);
  since.delete(orderId);
  return { ...memory, since };
}

/** The item as the card names it, kept apart from the sentence around it (an English name in Arabic). */
const itemLabel = (item: Item) => {
  const choices = choicesText(item);
  const name = itemProductName(item);
  return isolate(choices ? `${name} (${choices})` : name);
};

/** One change in the cook's words, in the language shown: "Hummus: quantity 3 → 5", "Item added: Fattoush". */
export function changeText(change: OrderChange): string {
  switch (change.kind) {
    case 'quantity':
      return say('kitchen:changes.quantity', { item: itemLabel(change.item), from: change.from, to: change.to });
    case 'added':
      return say('kitchen:changes.added', { item: itemLabel(change.item) });
    case 'removed':
      return say('kitchen:changes.removed', { item: itemLabel(change.item) });
    case 'itemNote':
      return say('kitchen:changes.itemNote', { item: itemLabel(change.item) });
    case 'choices':
      return say('kitchen:changes.choices', { item: isolate(itemProductName(change.item)) });
    case 'note':
      return say('kitchen:changes.note');
    case 'due':
      return say('kitchen:changes.due');
  }
}
