/**
 * The board refreshes every 60,000 ms. Tests (and a wall display that wants fresher data) may
 * shorten it with `localStorage['kitchen-poll-ms']`, read once when the board opens; it can never be made
 * longer than a minute nor shorter than a second.
 */
export const KITCHEN_POLL_MS = 60_000;
export const MIN_POLL_MS = 1_000;
export const POLL_OVERRIDE_KEY = 'kitchen-poll-ms';

export function pollIntervalFrom(raw: string | null | undefined): number {
  const n = Number(raw);
  if (!raw || !Number.isFinite(n) || n <= 0) return KITCHEN_POLL_MS;
  return Math.min(KITCHEN_POLL_MS, Math.max(MIN_POLL_MS, Math.round(n)));
}

export function readPollInterval(): number {
  try {
    return pollIntervalFrom(window.localStorage.getItem(POLL_OVERRIDE_KEY));
  } catch {
    return KITCHEN_POLL_MS;
  }
}
