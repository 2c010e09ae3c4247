import {
  BOARD_TAP_KINDS,
  itemEntry,
  offListOrders,
  statusEntry,
  urgencyEntry,
  withQueued,
  type BoardReport,
  type StatusRefusal,
  type StatusReport,
} from '../../../src/features/kitchen/queue';
import { refusalText } from '../../../src/features/kitchen/refusal';
import { boardSenders, isRetryable } from '../../../src/features/kitchen/tapSender';
import { KITCHEN_ACTIONS, RECALL } from '../../../src/features/kitchen/transitions';
import { makeItem, makeKitchenOrder } from './orderFixtures';

const [ACCEPT, REJECT] = KITCHEN_ACTIONS.pending;
const [COMPLETE] = KITCHEN_ACTIONS.processing;
const USER = 'kitchen@demo.test';

describe('taps waiting to be sent, on the board', () => {
  it('apply on top of the orders in the order they were made, leaving the other orders as they are', () => {
    const orders = [makeKitchenOrder(1), makeKitchenOrder(2), makeKitchenOrder(3)];
    const waiting = [
      statusEntry('a', USER, orders[0], ACCEPT),
      statusEntry('b', USER, orders[1], REJECT, '  Out of lamb '),
      statusEntry('c', USER, { ...orders[0], status: 'processing' }, COMPLETE),
    ];
    const shown = withQueued(orders, waiting)!;
    expect(shown.map((o) => o.status)).toEqual(['ready_for_pickup', 'cancelled', 'pending']);
    expect(shown[1].reject_reason).toBe('Out of lamb');
    expect(shown[2]).toBe(orders[2]); // untouched orders keep their identity: their cards do not re-render
    expect(withQueued(orders, [])).toBe(orders);
  });

  it('keep showing an order the list no longer holds while its tap waits or its refusal is reported', () => {
    const listed = makeKitchenOrder(1);
    const gone = makeKitchenOrder(2);
    const refused = makeKitchenOrder(3);
    const waiting = [statusEntry('a', USER, listed, ACCEPT), statusEntry('b', USER, gone, ACCEPT)];
    const detail: StatusRefusal = {
      kind: 'changed',
      error: { status: 409 },
      now: { status: 'cancelled', by: 'Rania Haddad', at: '2026-11-24T10:06:00.000Z' },
    };
    const report: StatusReport = { ...statusEntry('c', USER, refused, ACCEPT), settledAt: 1, detail };
    const off = offListOrders([listed], waiting, [report]);
    expect(off.map((o) => [o.id, o.status])).toEqual([
      [3, 'cancelled'],
      [2, 'processing'],
    ]);
    expect(offListOrders([listed, gone, refused], waiting, [report])).toEqual([]);
  });
});

describe('which answers keep a tap queued', () => {
  it('no answer, a server error, or the same key still being processed: sent again later', () => {
    expect(isRetryable({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe(true);
    expect(isRetryable({ status: 'TIMEOUT_ERROR', error: 'timed out' })).toBe(true);
    expect(isRetryable({ status: 503, data: {} })).toBe(true);
    expect(isRetryable({ status: 429, data: {} })).toBe(true);
    expect(isRetryable({ status: 409, data: { message: 'later', code: 'idempotency_key_in_progress' } })).toBe(true);
  });

  it('a conflict or any other refusal: not sent again', () => {
    expect(isRetryable({ status: 409, data: { message: 'no', code: 'invalid_transition' } })).toBe(false);
    expect(isRetryable({ status: 422, data: { message: 'no', code: 'idempotency_key_reused' } })).toBe(false);
    expect(isRetryable({ status: 404, data: { message: 'gone', code: 'not_found' } })).toBe(false);
  });
});

describe('item bumps and the urgent mark waiting to be sent', () => {
  const order = makeKitchenOrder(12, {
    status: 'processing',
    items: [makeItem(101, { name: 'Kebab' }), makeItem(102, { name: 'Taouk' })],
  });

  it('show on the card at once: the item ready (then not), the order urgent', () => {
    const bump = { ...itemEntry('a', USER, order, 101, true), queuedAt: Date.parse('2026-11-24T10:00:00Z') };
    const [shown] = withQueued([order], [bump, urgencyEntry('b', USER, order, true)])!;
    expect(shown.items.map((i) => i.prepared_at)).toEqual(['2026-11-24T10:00:00.000Z', null]);
    expect(shown.urgent).toBe(true);
    const [undone] = withQueued([order], [bump, itemEntry('c', USER, order, 101, false)])!;
    expect(undone.items[0].prepared_at).toBeNull();
  });

  it("keep a station's card that left the list on the board while its last bump waits", () => {
    const waiting = [itemEntry('a', USER, order, 101, true), itemEntry('b', USER, order, 102, true)];
    const [kept] = offListOrders([], waiting, []);
    expect(kept.id).toBe(12);
    expect(kept.items.every((i) => i.prepared_at)).toBe(true);
  });

  it('a recall waiting to be sent shows the order back in processing, not ready any more', () => {
    const completed = { ...order, status: 'ready_for_pickup' as const, ready_at: '2026-11-24T10:00:00Z' };
    const [shown] = withQueued([completed], [statusEntry('r', USER, completed, RECALL)])!;
    expect(shown).toMatchObject({ status: 'processing', ready_at: null });
  });

  it('a refused bump names the item', () => {
    const detail: StatusRefusal = {
      kind: 'refused',
      error: { status: 404, data: { message: 'Order item 101 was not found', code: 'not_found' } },
    };
    const report: BoardReport = { ...itemEntry('a', USER, order, 101, true), settledAt: 1, detail };
    expect(refusalText(report, 'Asia/Beirut', null)).toBe(
      'Your Ready (Kebab) was not applied: Order item 101 was not found',
    );
  });

  it('every kind of board tap has a sender (the queue would stop at one it cannot send)', () => {
    const senders = boardSenders((() => undefined) as never);
    expect(Object.keys(senders).sort()).toEqual([...BOARD_TAP_KINDS].sort());
    expect(BOARD_TAP_KINDS).toEqual(['kitchen-status', 'kitchen-item', 'kitchen-urgency']);
  });
});
