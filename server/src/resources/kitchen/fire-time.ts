/**
 * When the kitchen should start an order (its fire time): its due date less the longest effective
 * preparation time among its items. An item's preparation time is its product's prep_minutes, else the
 * product's category's, else 0. An order without a due date has no fire time.
 */

/** The fire time of an order due at `dueIso` whose longest item takes `prepMinutes`; null without a due date. */
export function fireAt(dueIso: string | null | undefined, prepMinutes: number): string | null {
  if (!dueIso) return null;
  const due = Date.parse(dueIso);
  if (Number.isNaN(due)) return null;
  return new Date(due - Math.max(0, prepMinutes) * 60_000).toISOString();
}
