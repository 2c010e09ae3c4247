import { useEffect } from 'react';

/**
 * In-app navigation guard for unsaved changes ('Are you sure you want to leave? You have unsaved
 * changes.'). The app's history (app/history.ts) asks every registered guard before a push or replace;
 * closing or reloading the tab is covered by `beforeunload`.
 */
export const UNSAVED_CHANGES_MESSAGE = 'Are you sure you want to leave? You have unsaved changes.';

type Guard = () => boolean;
const guards = new Set<Guard>();

/** True when every active guard lets the navigation happen. */
export function mayLeave(): boolean {
  for (const guard of guards) if (!guard()) return false;
  return true;
}

export function addLeaveGuard(guard: Guard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** While `when` is true, leaving the page asks for confirmation first. */
export function useLeaveGuard(when: boolean, message = UNSAVED_CHANGES_MESSAGE): void {
  useEffect(() => {
    if (!when) return;
    const remove = addLeaveGuard(() => window.confirm(message));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      remove();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message]);
}
