import type { APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, record } from './resources/kit';

/**
 * A day of the kitchen board that belongs to one test. Today's Open board is shared by every spec, and from
 * midnight in Beirut it carries over every order still open from the day before (the other specs' leftovers,
 * forty of them in a full run): an order a test made for today can then be on the board's second page. A
 * random day years ahead holds only the orders the test puts there, and its board carries nothing over.
 */
const ZONE = 'Asia/Beirut';

/** A random day five to thirteen years ahead, as YYYY-MM-DD in the board's zone. */
export function ownDay(): string {
  return DateTime.now()
    .setZone(ZONE)
    .plus({ years: 5, days: Math.floor(Math.random() * 3000) })
    .toISODate()!;
}

/** Today in Beirut, as YYYY-MM-DD (for a test of today's board itself, which carries over). */
export const todayInBeirut = () => DateTime.now().setZone(ZONE).toISODate()!;

/** The instant `seconds` after midnight of `day` in Beirut, as the API takes it (UTC, ISO 8601). */
export function onDay(day: string, seconds: number): string {
  return DateTime.fromISO(day, { zone: ZONE }).startOf('day').plus({ seconds }).toUTC().toISO()!;
}

/** Noon of `day` in Beirut. */
export const noonOf = (day: string) => onDay(day, 12 * 3600);

/** The board's address for `day` alone (`extra`: more of the board's query, e.g. `station=expo`). */
export function boardOf(day: string, extra = ''): string {
  return `/kitchen-orders?${extra ? `${extra}&` : ''}date=custom&from=${day}&to=${day}`;
}

const OPEN_STATUSES = ['pending', 'processing', 'ready_for_pickup', 'on_the_way'];

/** Cancels the orders of `ids` still open (a test's clean-up: the board it leaves shows none of them). */
export async function cancelStillOpen(request: APIRequestContext, ids: number[]) {
  for (const id of ids) {
    if (OPEN_STATUSES.includes((await record(request, 'orders', id))?.status))
      await api(request, `/orders/update/${id}`, {
        method: 'POST',
        data: { status: 'cancelled', reject_reason: 'E2E clean-up' },
      });
  }
}
