import { useEffect, useRef, useState } from 'react';

/** `value`, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A function that runs `fn` `ms` after its last call; `flush()` runs a pending call now, `cancel()` drops it.
 * The latest `fn` is always the one called.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingArgs = useRef<A | null>(null);
  const api = useRef({
    call: (...args: A) => {
      pendingArgs.current = args;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => api.current.flush(), ms);
    },
    flush: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const args = pendingArgs.current;
      pendingArgs.current = null;
      if (args) fnRef.current(...args);
    },
    cancel: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      pendingArgs.current = null;
    },
    pending: () => pendingArgs.current !== null,
  });
  useEffect(() => () => api.current.cancel(), []);
  return api.current;
}
