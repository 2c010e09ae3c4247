import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, and since when it cannot. The browser's `online`/`offline` events
 * say when the device loses its own link; a request that fails without an answer (the router restarting
 * behind a Wi-Fi that stays up) says so too. While offline, a light probe asks `/healthz` every few
 * seconds, so the app knows the network is back within that time even when nothing else asks.
 */
export interface NetworkStatus {
  online: boolean;
  /** Epoch milliseconds of the moment the server was first out of reach, while offline. */
  offlineSince: number | null;
}

/** How often an offline app asks whether the server answers again. */
export const PROBE_INTERVAL_MS = 2_000;
const PROBE_PATH = '/healthz';

type Listener = () => void;
const listeners = new Set<Listener>();
let status: NetworkStatus = { online: true, offlineSince: null };
let probe: ReturnType<typeof setInterval> | null = null;
let watching = false;
/** Counts the times the app went offline: an answer to a request sent before the last one proves nothing. */
let outage = 0;

/** To pass back to `reportReachable` with the answer of a request sent now. */
export const currentOutage = () => outage;

function publish(next: NetworkStatus) {
  if (next.online === status.online && next.offlineSince === status.offlineSince) return;
  status = next;
  listeners.forEach((listener) => listener());
}

function startProbe() {
  if (probe) return;
  probe = setInterval(() => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    askServer();
  }, PROBE_INTERVAL_MS);
}

/** Asks `/healthz`; an answer sent back means the server is reachable again. */
function askServer(onNoAnswer: () => void = () => undefined) {
  const sentIn = outage;
  fetch(PROBE_PATH, { cache: 'no-store' }).then(
    (response) => (response.ok ? reportReachable(sentIn) : undefined),
    onNoAnswer,
  );
}

function stopProbe() {
  if (probe) clearInterval(probe);
  probe = null;
}

/** A request got no answer at all (no HTTP status): the server is out of reach from here. */
export function reportUnreachable(at: number = Date.now()) {
  if (!status.online) return;
  outage += 1;
  publish({ online: false, offlineSince: at });
  startProbe();
}

/**
 * Any HTTP answer, even an error status, means the server is reachable again, if the request was sent
 * since the connection went (`sentIn`, from `currentOutage()` when it was sent): an answer already on
 * its way when the link dropped says nothing about now.
 */
export function reportReachable(sentIn: number = outage) {
  if (status.online || sentIn !== outage) return;
  // The browser says it has no network: a late answer from before the cut, and the cut stands.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  stopProbe();
  publish({ online: true, offlineSince: null });
}

function watchBrowser() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('offline', () => reportUnreachable());
  // The link is back; the server answering is what counts, so ask it at once.
  window.addEventListener('online', () => askServer(startProbe));
  if (navigator.onLine === false) reportUnreachable();
}

export function getNetworkStatus(): NetworkStatus {
  watchBrowser();
  return status;
}

export function subscribeNetworkStatus(listener: Listener): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribeNetworkStatus, getNetworkStatus, getNetworkStatus);
}

/** Tests only: back to a fresh, online state. */
export function resetNetworkStatusForTests() {
  stopProbe();
  status = { online: true, offlineSince: null };
}
