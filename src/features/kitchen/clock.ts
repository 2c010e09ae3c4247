/**
 * One shared ticking clock for every card on the board. Cards read derived values from it (their age in
 * minutes, their urgency) through useSyncExternalStore, so a tick re-renders only the cards whose value
 * changed, never the whole grid.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export interface BoardClock {
  now(): number;
  subscribe(listener: () => void): () => void;
}

/** A clock that ticks every `tickMs` while anything listens. `now` is injectable for tests. */
export function createClock(tickMs = 10_000, now: () => number = Date.now): BoardClock {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    now,
    subscribe(listener) {
      listeners.add(listener);
      timer ??= setInterval(() => listeners.forEach((l) => l()), tickMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}

const defaultClock = createClock();
export const ClockContext = createContext<BoardClock>(defaultClock);

/** A value derived from the board clock; the component re-renders only when the value changes. */
export function useClockValue<T extends string | number | boolean>(derive: (now: number) => T): T {
  const clock = useContext(ClockContext);
  const snapshot = useCallback(() => derive(clock.now()), [clock, derive]);
  return useSyncExternalStore(clock.subscribe, snapshot, snapshot);
}
