/**
 * The kitchen board's status changes: from → allowed targets. Anything else is refused. ready_for_pickup →
 * processing is the recall, allowed only for a while after the order was ready (recall.ts).
 */
export const KITCHEN_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['ready_for_pickup'],
  ready_for_pickup: ['on_the_way', 'delivered', 'processing'],
  on_the_way: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: string, to: string): boolean {
  return KITCHEN_TRANSITIONS[from]?.includes(to) ?? false;
}

/** A status as a sentence says it: 'ready for pickup'. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'pending',
  processing: 'processing',
  ready_for_pickup: 'ready for pickup',
  on_the_way: 'on the way',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export function transitionRefusal(from: string, to: string): string {
  const allowed = KITCHEN_TRANSITIONS[from] ?? [];
  const next = allowed.length
    ? `From ${STATUS_LABELS[from] ?? from} an order can go to ${allowed.map((s) => STATUS_LABELS[s] ?? s).join(' or ')}.`
    : `An order that is ${STATUS_LABELS[from] ?? from} can no longer change.`;
  return `Cannot change status from ${from} to ${to}. ${next}`;
}
