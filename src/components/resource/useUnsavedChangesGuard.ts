import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { addLeaveGuard, UNSAVED_CHANGES_MESSAGE } from '../../lib/leaveGuard';

/**
 * While `isDirty()` is true, leaving asks 'Are you sure you want to leave? You have unsaved changes.'
 * (spec §2) — for every way out:
 * - in-app navigation: the app's history asks the guards of lib/leaveGuard before a push or replace;
 * - closing or reloading the tab: `beforeunload`;
 * - browser back/forward: the popstate is caught before the router sees it (a capturing listener on
 *   window runs first) and, when the user stays, the history entry is restored.
 * `isDirty` is read at the moment of leaving, so a form that has just been saved can navigate away at once.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean, message = UNSAVED_CHANGES_MESSAGE): void {
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const location = useLocation();
  const indexRef = useRef<number | undefined>(undefined);

  useEffect(() => {
    indexRef.current = historyIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    const removeGuard = addLeaveGuard(() => !dirtyRef.current() || window.confirm(message));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current()) return;
      event.preventDefault();
      event.returnValue = message; // older browsers show their own text; the prompt itself is the browser's
    };
    let restoring = false;
    const onPopState = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (!dirtyRef.current() || window.confirm(message)) return;
      event.stopImmediatePropagation();
      const to = historyIndex(event.state);
      const from = indexRef.current;
      const delta = to !== undefined && from !== undefined ? from - to : 1;
      if (delta !== 0) {
        restoring = true;
        window.history.go(delta);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [message]);
}

function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}
