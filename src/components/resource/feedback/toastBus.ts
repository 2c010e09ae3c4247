import type { ReactNode } from 'react';

/**
 * Toasts of the kit go through this small bus so the Fluent toast code (and the undo toast) load only when
 * the first toast is shown: the list mounts the lazy ToastHost on demand, which then takes the queue.
 */
export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export type ToastRequest =
  | { kind: 'notice'; intent: ToastIntent; title: ReactNode; body?: ReactNode }
  | { kind: 'undo'; toastId: string; title: string; endsAt: number; onUndo: () => void }
  | { kind: 'dismiss'; toastId: string };

type Host = (request: ToastRequest) => void;

let host: Host | null = null;
const queue: ToastRequest[] = [];
let wanted = false;
const listeners = new Set<() => void>();

export function showToast(request: ToastRequest): void {
  if (host) {
    host(request);
    return;
  }
  queue.push(request);
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}

/** The mounted host takes every queued toast, then each new one. */
export function registerToastHost(fn: Host): () => void {
  host = fn;
  while (queue.length) fn(queue.shift()!);
  return () => {
    if (host === fn) host = null;
  };
}

/** Whether a toast host is needed yet (for mounting it lazily). */
export const toastHostWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => wanted,
};
