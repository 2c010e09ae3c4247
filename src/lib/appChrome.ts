import { useSyncExternalStore } from 'react';

/**
 * Whether the app's chrome (sidebar and header) is hidden, e.g. while a page runs full screen on a wall
 * display. A tiny store outside Redux: it is never persisted, and a reload always shows the chrome again.
 */
let hidden = false;
const listeners = new Set<() => void>();

export function setAppChromeHidden(next: boolean): void {
  if (hidden === next) return;
  hidden = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => hidden;

export function useAppChromeHidden(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
