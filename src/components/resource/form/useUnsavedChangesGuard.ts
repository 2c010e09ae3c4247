import { useEffect, useRef } from 'react';
import { addLeaveGuard, unsavedChangesMessage } from '../../../lib/leaveGuard';

/**
 * While `isDirty()` is true, leaving asks 'Are you sure you want to leave? You have unsaved changes.' —
 * for every way out:
 * - in-app navigation and browser back/forward: the app's history (app/history.ts) asks the guards of
 *   lib/leaveGuard before a push or replace, and before the router hears of a back/forward (restoring the
 *   history entry when the user stays);
 * - closing or reloading the tab: `beforeunload` (the browser shows its own wording there).
 * `isDirty` is read at the moment of leaving, so a form that has just been saved can navigate away at once.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean, message?: string): void {
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;

  useEffect(() => {
    const removeGuard = addLeaveGuard(
      () => !dirtyRef.current() || window.confirm(message ?? unsavedChangesMessage()),
      () => dirtyRef.current(),
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current()) return;
      event.preventDefault();
      event.returnValue = message ?? unsavedChangesMessage(); // older browsers show their own text; the prompt itself is the browser's
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [message]);
}
