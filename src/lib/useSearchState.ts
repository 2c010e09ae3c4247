import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams, type Navigator } from 'react-router';

/** A change to state kept in the address: the fields that change, or the new state made from the current one. */
export type SearchChange<T> = Partial<T> | ((current: T) => T);

/**
 * The query string the history holds now, or null when the history cannot tell or is on its way to
 * another path. The history moves at once; the router renders the new address later, in a transition.
 */
function searchNow(navigator: Navigator, pathname: string): URLSearchParams | null {
  const now = (navigator as Navigator & { location?: { pathname?: unknown; search?: unknown } }).location;
  if (typeof now?.search !== 'string' || now.pathname !== pathname) return null;
  return new URLSearchParams(now.search);
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
 * before the first change and undo it.
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
      const query = searchNow(navigator, pathname) ?? params;
      const current = read(query);
      const next = typeof change === 'function' ? change(current) : { ...current, ...change };
      setParams(write(next, query), { replace: true });
    },
    [navigator, pathname, params, read, write, setParams],
  );
  return [state, update, params];
}
