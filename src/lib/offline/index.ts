import { useSyncExternalStore } from 'react';
import { createOutbox, type Outbox, type OutboxState } from './outbox';
import { offlineStorage } from './storage';

export { createOutbox } from './outbox';
export type { Outbox, OutboxEntry, OutboxReport, OutboxState, Send, SendOutcome, Senders } from './outbox';
export { readSnapshot, saveSnapshot, snapshotKey, useSnapshot, type Snapshot } from './snapshot';
export { memoryStorage, offlineStorage, setOfflineStorage, warmOfflineStorage, type OfflineStorage } from './storage';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotencyKey';
export { useBackOnline } from './useBackOnline';

let shared: Outbox | null = null;

/** The app's one queue of actions waiting to be sent (over the app's offline storage). */
export function appOutbox(): Outbox {
  shared ??= createOutbox(offlineStorage());
  return shared;
}

/** The queue's state, re-rendering when it changes (read from storage on first use). */
export function useOutbox(outbox: Outbox = appOutbox()): OutboxState {
  return useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
}

/** How many of `user`'s actions are waiting to be sent (sign-out asks first when there are some). */
export function useUnsentCount(user: string | null | undefined): number {
  return useOutbox().entries.filter((entry) => entry.user === user).length;
}

/**
 * Sign-out: forgets every screen's last answer and every action not sent, so the next person to sign in on
 * this device sees none of it.
 */
export async function clearOfflineData(): Promise<void> {
  await offlineStorage().clear();
  await appOutbox().clear();
}

/** Tests: a fresh queue (call after `setOfflineStorage`). */
export function resetAppOutboxForTests(): void {
  shared = null;
}
