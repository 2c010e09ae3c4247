import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';

/**
 * In-app navigation guard for unsaved changes ('Are you sure you want to leave? You have unsaved
 * changes.'). The app's history (app/history.ts) asks every registered guard before a push or replace;
 * closing or reloading the tab is covered by `beforeunload`.
 */
export const UNSAVED_CHANGES_MESSAGE = 'Are you sure you want to leave? You have unsaved changes.';

/** The question in the language shown when the leave is asked (English before the catalogue loads). */
export function unsavedChangesMessage(): string {
  return i18n.isInitialized && i18n.exists('kit:form.unsaved')
    ? (i18n.t as (key: string) => string)('kit:form.unsaved')
    : UNSAVED_CHANGES_MESSAGE;
}

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
export function useLeaveGuard(when: boolean, message?: string): void {
  useEffect(() => {
    if (!when) return;
    const remove = addLeaveGuard(() => window.confirm(message ?? unsavedChangesMessage()));
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
