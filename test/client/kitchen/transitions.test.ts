import {
  actionsFor,
  canTransition,
  KITCHEN_ACTIONS,
  ORDER_STATUSES,
  REJECT_REASON_REQUIRED,
  rejectReasonError,
  transitionPatch,
} from '../../../src/features/kitchen/transitions';

/** The card actions by status, written out independently: from → [button text, resulting status]. */
const EXPECTED_ACTIONS: Record<string, [string, string][]> = {
  pending: [
    ['Accept', 'processing'],
    ['Reject', 'cancelled'],
  ],
  processing: [['Complete', 'ready_for_pickup']],
  ready_for_pickup: [
    ['On The Way', 'on_the_way'],
    ['Delivered', 'delivered'],
  ],
  on_the_way: [['Delivered', 'delivered']],
  delivered: [],
  cancelled: [],
};

describe('kitchen transition table', () => {
  it.each(Object.entries(EXPECTED_ACTIONS))('%s offers exactly its listed actions', (from, expected) => {
    expect(actionsFor(from).map((a) => [a.label, a.to])).toEqual(expected);
  });

  it('covers every order status and nothing else', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(Object.keys(EXPECTED_ACTIONS).sort());
    expect(Object.keys(KITCHEN_ACTIONS).sort()).toEqual(Object.keys(EXPECTED_ACTIONS).sort());
  });

  it('allows no other transition', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = EXPECTED_ACTIONS[from].some(([, result]) => result === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, allowed]);
      }
    }
    expect(canTransition('pending', 'pending')).toBe(false);
    expect(canTransition('unknown', 'processing')).toBe(false);
    expect(actionsFor('unknown')).toEqual([]);
    expect(actionsFor('__proto__')).toEqual([]);
  });

  it('only Reject needs a reason', () => {
    const needing = ORDER_STATUSES.flatMap((s) => actionsFor(s)).filter((a) => a.needsReason);
    expect(needing.map((a) => a.label)).toEqual(['Reject']);
  });

  it('requires a non-blank reject reason', () => {
    expect(rejectReasonError('')).toBe(REJECT_REASON_REQUIRED);
    expect(rejectReasonError('   \n')).toBe('Please enter the reason for rejecting the order');
    expect(rejectReasonError(undefined)).toBe(REJECT_REASON_REQUIRED);
    expect(rejectReasonError('Out of lamb')).toBeNull();
  });

  it('patches the order as the server records it', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    // Back to processing (accepted, or recalled): not ready any more.
    expect(transitionPatch('processing')).toEqual({ status: 'processing', ready_at: null });
    expect(transitionPatch('cancelled', { rejectReason: '  Out of lamb ' })).toEqual({
      status: 'cancelled',
      reject_reason: 'Out of lamb',
    });
    expect(transitionPatch('delivered', { now })).toEqual({
      status: 'delivered',
      completed_at: '2026-11-21T10:00:00.000Z',
    });
  });
});
