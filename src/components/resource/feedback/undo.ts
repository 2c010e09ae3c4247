import { useSyncExternalStore, type ReactNode } from 'react';
import { errorMessage } from '../../../api/errors';
import { showToast, type ToastIntent } from './toastBus';
import type { RecordId } from '../types';
import { gotNoAnswer, isOffline, offlineWriteError } from '../offline';
import { kitT } from '../text';

/**
 * Undoable deletes: a delete waits 5 s with 'You have N seconds to undo',
 * counting down each second, and is sent only when the countdown ends; Undo cancels it. Once sent it can no
 * longer be undone, so its toast goes then (the delete may wait a while: for a reason asked after a refusal);
 * a failure shows its own toast, and a success removes its rows. Pending deletes
 * live outside React so leaving the page does not lose (or send early) a delete; the rows they hide are
 * left out of their list meanwhile. While offline a delete is refused at once ('You are offline. Nothing was
 * deleted.'), and one whose countdown ends offline is not sent: its rows come back with the same words.
 */
export const UNDO_SECONDS = 5;
export const KIT_TOASTER_ID = 'resource-kit';

/** The countdown in English (the toast shows kit:toasts.countdown, a plural). */
export const undoText = (seconds: number) => `You have ${seconds} seconds to undo`;

interface PendingDelete {
  key: number;
  resource: string;
  ids: RecordId[];
  endsAt: number;
  timer: ReturnType<typeof setTimeout>;
}

let nextKey = 1;
const pending = new Map<number, PendingDelete>();
const listeners = new Set<() => void>();
let snapshot: PendingDelete[] = [];

function changed() {
  snapshot = [...pending.values()];
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Ids of `resource` waiting for their undo countdown to end (hidden from lists). */
export function usePendingDeletes(resource: string): Set<RecordId> {
  const all = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  const ids = new Set<RecordId>();
  for (const p of all) if (p.resource === resource) for (const id of p.ids) ids.add(id);
  return ids;
}

interface ScheduleOptions {
  resource: string;
  ids: RecordId[];
  run: () => Promise<unknown>;
  seconds?: number;
  /** The countdown has ended and `run` is called: from now on it cannot be undone. */
  onSent?: () => void;
  onSettled?: (outcome: { ok: true } | { ok: false; error: unknown } | { ok: 'undone' }) => void;
}

/** Schedules `run` in `seconds`; returns the key and a cancel function (Undo). */
export function scheduleUndoable({ resource, ids, run, seconds = UNDO_SECONDS, onSent, onSettled }: ScheduleOptions) {
  const key = nextKey++;
  const timer = setTimeout(() => {
    pending.delete(key);
    onSent?.();
    run().then(
      () => {
        changed();
        onSettled?.({ ok: true });
      },
      (error: unknown) => {
        changed();
        onSettled?.({ ok: false, error });
      },
    );
  }, seconds * 1000);
  pending.set(key, { key, resource, ids, endsAt: Date.now() + seconds * 1000, timer });
  changed();
  return {
    key,
    endsAt: Date.now() + seconds * 1000,
    cancel: () => {
      const p = pending.get(key);
      if (!p) return false;
      clearTimeout(p.timer);
      pending.delete(key);
      changed();
      onSettled?.({ ok: 'undone' });
      return true;
    },
  };
}

/** Toasts of the kit: a plain notice, and the undo countdown of a delete. */
export function useKitToasts() {
  const notify = (intent: ToastIntent, title: ReactNode, body?: ReactNode) =>
    showToast({ kind: 'notice', intent, title, body });

  /**
   * Counts down, then runs `run`; Undo cancels. Failures show the error text. Refused while offline:
   * returns null, and nothing is hidden or sent.
   */
  const undoableDelete = ({
    resource,
    ids,
    title,
    run,
    onDone,
  }: {
    resource: string;
    ids: RecordId[];
    title: string;
    run: () => Promise<unknown>;
    onDone?: () => void;
  }) => {
    if (isOffline()) {
      notify('error', kitT('kit:toasts.deleteFailed'), kitT('kit:offline.deleteRefused'));
      return null;
    }
    const toastId = `undo-${resource}-${ids.join('-')}-${Date.now()}`;
    const scheduled = scheduleUndoable({
      resource,
      ids,
      run: () => (isOffline() ? Promise.reject(offlineWriteError()) : run()),
      // Sent: Undo would do nothing now, so the countdown goes (rather than read 0 while the delete waits).
      onSent: () => showToast({ kind: 'dismiss', toastId }),
      onSettled: (outcome) => {
        showToast({ kind: 'dismiss', toastId });
        if (outcome.ok === false) notify('error', kitT('kit:toasts.deleteFailed'), deleteFailure(outcome.error));
        if (outcome.ok === true) onDone?.();
      },
    });
    showToast({ kind: 'undo', toastId, title, endsAt: scheduled.endsAt, onUndo: () => scheduled.cancel() });
    return scheduled;
  };

  return { notify, undoableDelete };
}

/** Why a delete failed: the offline words when it was not sent or got no answer, else the error's. */
function deleteFailure(error: unknown): string {
  const offline = gotNoAnswer(error) || (error as { offline?: unknown } | null)?.offline === true;
  return offline ? kitT('kit:offline.deleteRefused') : errorMessage(error);
}
