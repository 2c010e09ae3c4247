import type { KitchenOrder } from '../../../src/api/generated/kitchen';
import {
  changeText,
  markRead,
  NOTHING_SHOWN,
  orderChanges,
  takeInShown,
} from '../../../src/features/kitchen/orderChanges';
import { makeItem, makeKitchenOrder } from './orderFixtures';
import { showIn } from '../i18nTesting';

const hummus = makeItem(1, { name: 'Hummus', quantity: 3 });
const fattoush = makeItem(2, { name: 'Fattoush', quantity: 2 });
const order = makeKitchenOrder(7, { status: 'processing', items: [hummus, fattoush] });
const texts = (before: KitchenOrder, after: KitchenOrder) => orderChanges(before, after).map(changeText);

describe('what changed in an order', () => {
  it('names a quantity change with both quantities, an added or removed item, and changed notes', () => {
    expect(texts(order, { ...order, items: [{ ...hummus, quantity: 5 }, fattoush] })).toEqual([
      'Hummus: quantity 3 → 5',
    ]);
    const tabbouleh = makeItem(3, { name: 'Tabbouleh' });
    expect(texts(order, { ...order, items: [hummus, tabbouleh] })).toEqual([
      'Item added: Tabbouleh',
      'Item removed: Fattoush',
    ]);
    expect(texts(order, { ...order, note: 'No onions' })).toEqual(['Order note changed']);
    expect(texts(order, { ...order, items: [{ ...hummus, note: 'Extra oil' }, fattoush] })).toEqual([
      'Hummus: note changed',
    ]);
    expect(texts(order, { ...order, date: new Date(Date.parse(order.date!) + 30 * 60_000).toISOString() })).toEqual([
      'Due time changed',
    ]);
  });

  it('ignores what has its own sign: status, bumps, the urgent mark, versions, a blank note, the same instant', () => {
    const same: KitchenOrder = {
      ...order,
      status: 'ready_for_pickup',
      urgent: true,
      __version: 9,
      note: '  ',
      date: new Date(Date.parse(order.date!)).toISOString().replace('Z', '+00:00'),
      items: [{ ...hummus, prepared_at: '2026-11-24T10:00:00.000Z', __version: 4 }, fattoush],
    };
    expect(orderChanges(order, same)).toEqual([]);
  });

  it('says it in the language shown', async () => {
    await showIn('fr');
    expect(texts(order, { ...order, items: [{ ...hummus, quantity: 5 }, fattoush] })).toEqual([
      'Hummus\u00a0: quantité 3 → 5',
    ]);
    await showIn('en');
  });
});

describe('the board remembers what each card showed', () => {
  it('the first answer only primes the memory; a later change is reported once', () => {
    const first = takeInShown(NOTHING_SHOWN, [order]);
    expect(first.changed).toEqual([]);
    const raised = { ...order, items: [{ ...hummus, quantity: 5 }, fattoush] };
    const second = takeInShown(first.memory, [raised]);
    expect(second.changed.map((c) => c.changes.map(changeText))).toEqual([['Hummus: quantity 3 → 5']]);
    // The same answer again (a poll): nothing new.
    expect(takeInShown(second.memory, [raised]).changed).toEqual([]);
    expect(takeInShown(second.memory, [{ ...raised }]).changed).toEqual([]);
  });

  it('a second change before the cook read the first says everything since: 3 → 6, not 5 → 6', () => {
    let memory = takeInShown(NOTHING_SHOWN, [order]).memory;
    memory = takeInShown(memory, [{ ...order, items: [{ ...hummus, quantity: 5 }, fattoush] }]).memory;
    const again = takeInShown(memory, [{ ...order, items: [{ ...hummus, quantity: 6 }, fattoush] }]);
    expect(again.changed[0].changes.map(changeText)).toEqual(['Hummus: quantity 3 → 6']);
    // Once read, the next change counts from what the cook read.
    const read = markRead(again.memory, order.id);
    const after = takeInShown(read, [{ ...order, items: [{ ...hummus, quantity: 7 }, fattoush] }]);
    expect(after.changed[0].changes.map(changeText)).toEqual(['Hummus: quantity 6 → 7']);
  });

  it('a change undone before it was read leaves no note; status changes and new orders are not changes', () => {
    let memory = takeInShown(NOTHING_SHOWN, [order]).memory;
    memory = takeInShown(memory, [{ ...order, note: 'Oops' }]).memory;
    const undone = takeInShown(memory, [{ ...order, note: null }]);
    expect(undone.changed).toEqual([{ order: expect.objectContaining({ id: 7 }), changes: [] }]);
    const moved = takeInShown(undone.memory, [{ ...order, status: 'ready_for_pickup' }, makeKitchenOrder(8)]);
    expect(moved.changed).toEqual([]);
  });
});
