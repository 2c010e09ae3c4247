import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import type { ColumnPriority, ResourceColumn } from '../types';

/**
 * Which columns a list shows. Every column is shown on a wide screen; at 1024 px and below those of
 * priority 3 fold away, and below 640 px only the key columns (priority 1) and those of priority 2 stay.
 * Staff choose otherwise with the column chooser; their choice is remembered per list in this browser.
 */

/** At this width and below, priority-3 columns fold away. */
export const MEDIUM_QUERY = '(max-width: 1024px)';
/** Below this width the table stacks each row into a card. */
export const NARROW_QUERY = '(max-width: 639.98px)';

/** The column chooser's choices of one list: column id → shown. */
export type ColumnChoices = Record<string, boolean>;

const storageKey = (resource: string) => `list-columns:${resource}`;
const listeners = new Set<() => void>();
const cache = new Map<string, ColumnChoices>();
const EMPTY: ColumnChoices = {};

function readChoices(resource: string): ColumnChoices {
  const cached = cache.get(resource);
  if (cached) return cached;
  let choices: ColumnChoices = EMPTY;
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(resource)) ?? 'null');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      choices = Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
      );
  } catch {
    // Unreadable or unavailable storage: the defaults apply.
  }
  cache.set(resource, choices);
  return choices;
}

function writeChoices(resource: string, choices: ColumnChoices) {
  cache.set(resource, choices);
  try {
    if (Object.keys(choices).length) globalThis.localStorage?.setItem(storageKey(resource), JSON.stringify(choices));
    else globalThis.localStorage?.removeItem(storageKey(resource));
  } catch {
    // Storage full or blocked: the choice lasts until the page is reloaded.
  }
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The highest priority shown by default at the current width. */
export function defaultPriorityLimit(medium: boolean): ColumnPriority {
  return medium ? 2 : 3;
}

/** Shown unless chosen otherwise: by its priority (default 2) against the width's limit. */
export function shownByDefault(column: { priority?: ColumnPriority }, limit: ColumnPriority): boolean {
  return (column.priority ?? 2) <= limit;
}

export interface ColumnVisibility<T, Q> {
  /** The columns shown, in the config's order. */
  shown: ResourceColumn<T, Q>[];
  /** The columns that can be shown or hidden (all but Actions), with their state. */
  choices: { column: ResourceColumn<T, Q>; shown: boolean }[];
  hiddenCount: number;
  /** True while the staff's choice differs from the width's default. */
  customised: boolean;
  setShown: (id: string, shown: boolean) => void;
  reset: () => void;
}

/**
 * `filtered`: ids of the columns whose filter is in force; such a column is shown whatever the default or
 * the choice, so a filter never works out of sight (e.g. a link from the production sheet).
 */
export function useColumnVisibility<T, Q>(
  resource: string,
  columns: ResourceColumn<T, Q>[],
  filtered: readonly string[] = [],
): ColumnVisibility<T, Q> {
  const medium = useMediaQuery(MEDIUM_QUERY);
  const limit = defaultPriorityLimit(medium);
  const stored = useSyncExternalStore(
    subscribe,
    () => readChoices(resource),
    () => EMPTY,
  );
  const setShown = useCallback(
    (id: string, shown: boolean) => writeChoices(resource, { ...readChoices(resource), [id]: shown }),
    [resource],
  );
  const reset = useCallback(() => writeChoices(resource, {}), [resource]);
  return useMemo(() => {
    const isShown = (c: ResourceColumn<T, Q>) =>
      c.id === 'actions' || filtered.includes(c.id) || (stored[c.id] ?? shownByDefault(c, limit));
    const choices = columns.filter((c) => c.id !== 'actions').map((column) => ({ column, shown: isShown(column) }));
    return {
      shown: columns.filter(isShown),
      choices,
      hiddenCount: choices.filter((c) => !c.shown).length,
      customised: choices.some((c) => c.shown !== shownByDefault(c.column, limit)),
      setShown,
      reset,
    };
  }, [columns, stored, limit, setShown, reset, filtered]);
}
