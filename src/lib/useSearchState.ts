import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams, type Navigator } from 'react-router';

/** A change to state kept in the address: the fields that change, or the new state made from the current one. */
export type SearchChange<T> = Partial<T> | ((current: T) => T);

/**
 * Where the history is now, or null when it cannot tell. The history moves at once; the router renders the
 * new address later, in a transition.
 */
function historyNow(navigator: Navigator): { pathname: string; search: string } | null {
  const now = (navigator as Navigator & { location?: { pathname?: unknown; search?: unknown } }).location;
  if (typeof now?.pathname !== 'string' || typeof now.search !== 'string') return null;
  return { pathname: now.pathname, search: now.search };
}

/**
 * State kept in the address bar's query string: `read` makes the state from a query, `write` the query
 * from a state (given the query it replaces, to keep the parameters it does not own). Gives the state,
 * the function that changes it (replacing the history entry rather than adding one) and the query as
 * rendered.
 *
 * A change applies to the address as it is when the change is made, never to the state of the last
 * render: the router renders a new address in a transition, so a second change made before that render
 * (To committed right after From, a page turned as a filter lands) would otherwise start from the state
 * before the first change and undo it. A change made once the history has left this screen's path (a
 * search typed just before a click elsewhere) is dropped: it must not bring the user back.
 */
export function useSearchState<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (state: T, current: URLSearchParams) => URLSearchParams,
): [T, (change: SearchChange<T>) => void, URLSearchParams] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [read, params]);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const update = useCallback(
    (change: SearchChange<T>) => {
      const now = historyNow(navigator);
      if (now && now.pathname !== pathname) return;
      const query = now ? new URLSearchParams(now.search) : params;
      const current = read(query);
      const next = typeof change === 'function' ? change(current) : { ...current, ...change };
      setParams(write(next, query), { replace: true });
    },
    [navigator, pathname, params, read, write, setParams],
  );
  return [state, update, params];
}
