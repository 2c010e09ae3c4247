import type { DateTime } from 'luxon';

/**
 * When the demo's orders are due, created, delivered and moved on, relative to the moment the demo is seeded,
 * so the board and the dashboard show a believable day at any hour: today's open orders are still ahead
 * (none overdue), today's delivered ones were due a little earlier and delivered on time, and every order
 * was created, and moved along, before now. Tomorrow's orders keep their morning round.
 */

/** Minutes from now that today's two orders of each status are due (future ones ahead, past ones behind). */
const TODAY_DUE_MINUTES: Record<string, readonly [number, number]> = {
  pending: [150, 240],
  processing: [50, 100],
  ready_for_pickup: [20, -10],
  on_the_way: [15, -5],
  delivered: [-90, -180],
  cancelled: [60, -120],
};
/** The furthest ahead and behind of those, squeezed into what is left of today near either midnight. */
const AHEAD = 240;
const BEHIND = 180;
/** A delivered order arrives this long before it is due (on time). */
const DELIVERED_EARLY_MIN = 10;
/** Kept clear of midnight, so every one of today's orders stays on today. */
const MARGIN_MIN = 5;

export interface DemoOrderPlan {
  /** 0 today, 1 tomorrow. */
  dayOffset: number;
  status: string;
  /** Which of the status's two orders. */
  k: number;
}

export interface DemoOrderTimes {
  date: DateTime;
  created: DateTime;
  completedAt: DateTime | null;
  /** When each of the order's `steps` status changes happened, in order, between its creation and now. */
  changes: (steps: number) => DateTime[];
}

const earlier = (a: DateTime, b: DateTime) => (a < b ? a : b);

/** Today's due time of a status's k-th order: `now` plus its minutes, scaled to fit inside today. */
function todayDue(now: DateTime, status: string, k: number): DateTime {
  const minutes = TODAY_DUE_MINUTES[status]?.[k] ?? 60;
  const dayStart = now.startOf('day');
  const dayEnd = dayStart.plus({ days: 1 });
  const room = minutes >= 0 ? dayEnd.diff(now, 'minutes').minutes : now.diff(dayStart, 'minutes').minutes;
  const scale = Math.max(0, Math.min(1, (room - MARGIN_MIN) / (minutes >= 0 ? AHEAD : BEHIND)));
  return now.plus({ minutes: Math.round(minutes * scale) });
}

/**
 * The times of the demo's n-th order. Today's first pending order was created two minutes ago (a fresh
 * order on the board); the others between a quarter of an hour and several hours before their last change.
 */
export function demoOrderTimes(now: DateTime, plan: DemoOrderPlan, n: number): DemoOrderTimes {
  const date =
    plan.dayOffset === 0
      ? todayDue(now, plan.status, plan.k)
      : now.startOf('day').plus({ days: plan.dayOffset, hours: 8, minutes: 25 * n - plan.dayOffset * 300 });
  const completedAt =
    plan.status === 'delivered'
      ? earlier(date.minus({ minutes: DELIVERED_EARLY_MIN }), now.minus({ minutes: 1 }))
      : null;
  const settled = completedAt ?? now.minus({ minutes: 1 });
  const created =
    plan.dayOffset === 0 && plan.status === 'pending' && plan.k === 0
      ? now.minus({ minutes: 2 })
      : settled.minus({ minutes: 15 + 23 * n });
  const changes = (steps: number) =>
    Array.from({ length: steps }, (_, s) =>
      created.plus({ milliseconds: ((s + 1) * settled.diff(created).toMillis()) / steps }),
    );
  return { date, created, completedAt, changes };
}
