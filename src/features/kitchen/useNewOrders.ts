import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { kitchenApi } from './api';
import type { Chime } from './chime';
import { ClockContext } from './clock';
import { NOTHING_SEEN, takeInOrders } from './newOrders';

/**
 * Watches the newest orders whatever the board's filters and page, so a new order is never missed: the
 * most recently created orders (of the board's outlets when it shows only some), polled with the board. The
 * first answer only primes the memory.
 */
export const WATCH_QUERY = { orderBy: '__date_created', order: 'DESC', perPage: 20, page: 1 } as const;

export interface NewOrders {
  /** Announced and not yet dismissed, oldest first. */
  orders: KitchenOrder[];
  ids: ReadonlySet<number>;
  dismiss: (id?: number) => void;
}

export function useNewOrders({
  pollingInterval,
  chime,
  onNew,
  outlet,
}: {
  pollingInterval: number;
  chime: Chime;
  onNew?: () => void;
  /** The board's `outlet` filter: only these outlets' new orders are announced. */
  outlet?: string;
}): NewOrders {
  const clock = useContext(ClockContext);
  const watch = useMemo(() => (outlet ? { ...WATCH_QUERY, outlet } : WATCH_QUERY), [outlet]);
  const { data } = kitchenApi.useListKitchenOrdersQuery(watch, {
    pollingInterval,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    skipPollingIfUnfocused: false,
  });
  const seen = useRef(NOTHING_SEEN);
  const [announced, setAnnounced] = useState<KitchenOrder[]>([]);
  const onNewRef = useRef(onNew);
  useEffect(() => {
    onNewRef.current = onNew;
  });

  const results = data?.data?.results;
  useEffect(() => {
    if (!results) return;
    const { seen: next, fresh } = takeInOrders(seen.current, results, clock.now());
    seen.current = next;
    if (!fresh.length) return;
    setAnnounced((current) => [...current, ...fresh.filter((o) => !current.some((c) => c.id === o.id))]);
    void chime.play();
    onNewRef.current?.();
  }, [results, chime, clock]);

  const dismiss = useCallback((id?: number) => {
    setAnnounced((current) => (id === undefined ? [] : current.filter((o) => o.id !== id)));
  }, []);

  const ids = useMemo<ReadonlySet<number>>(() => new Set(announced.map((o) => o.id)), [announced]);

  return { orders: announced, ids, dismiss };
}
