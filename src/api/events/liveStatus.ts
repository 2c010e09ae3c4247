import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './changeEvents';

let current: LiveStatus = 'off';
const listeners = new Set<() => void>();

/** Set by the change event stream as it opens, drops and reopens. */
export function setLiveStatus(status: LiveStatus): void {
  if (status === current) return;
  current = status;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether changes arrive as they happen (`live`) or screens rely on their polls. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
