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
interface ActiveGuard {
  /** Asks the user when needed; true lets the navigation happen. */
  guard: Guard;
  /** True while there is something to lose, asked without asking the user. */
  isDirty: () => boolean;
}
const guards = new Set<ActiveGuard>();

/** True when every active guard lets the navigation happen. */
export function mayLeave(): boolean {
  for (const { guard } of guards) if (!guard()) return false;
  return true;
}

/**
 * True while a form has unsaved changes, without asking anyone: the app moves to a new build only when
 * this is false (sw/updateFlow).
 */
export function hasUnsavedChanges(): boolean {
  for (const { isDirty } of guards) if (isDirty()) return true;
  return false;
}

/** `isDirty` defaults to always: a guard registered only while there are changes (useLeaveGuard). */
export function addLeaveGuard(guard: Guard, isDirty: () => boolean = () => true): () => void {
  const active: ActiveGuard = { guard, isDirty };
  guards.add(active);
  return () => {
    guards.delete(active);
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
