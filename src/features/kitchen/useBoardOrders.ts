import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { useSnapshot } from '../../lib/offline';
import { kitchenApi } from './api';
import { boardQuery, type BoardFilters } from './filters';
import { useBoardQueue, useKitchenOutbox } from './useOrderAction';

/**
 * The board's orders for the chosen filters, outlet and station: polled from the server, painted from the
 * device's kept snapshot until (or while offline) the server answers, with the taps still waiting on top.
 */
export function useBoardOrders({
  filters,
  startOfToday,
  zone,
  outlet,
  station: chosenStation,
  pollingInterval,
}: {
  filters: BoardFilters;
  startOfToday: number;
  zone: string;
  outlet: string | undefined;
  station: number | null;
  pollingInterval: number;
}) {
  const args = useMemo(() => {
    const query = boardQuery(filters, startOfToday, zone);
    if (!query) return query;
    return {
      ...query,
      ...(outlet ? { outlet } : {}),
      ...(chosenStation !== null ? { station: chosenStation } : {}),
    };
  }, [filters, startOfToday, zone, outlet, chosenStation]);
  const query = kitchenApi.useListKitchenOrdersQuery(args ?? skipToken, {
    pollingInterval,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    skipPollingIfUnfocused: false,
  });
  const { currentData, isFetching, isError, error, fulfilledTimeStamp, refetch } = query;
  // The board's last answer is kept on the device: offline, or until the first answer comes, it shows that.
  const user = useAppSelector((state) => state.session.user_login);
  // Kept under the filters as chosen ("today", not its instants): a reload offline after midnight still finds
  // the board as it was, its orders now counted overdue, instead of a blank one.
  const question = useMemo(
    () => (args ? { filters, zone, outlet: outlet ?? null, station: chosenStation } : undefined),
    [args, filters, zone, outlet, chosenStation],
  );
  const snapshot = useSnapshot('kitchen-board', user, question, currentData, fulfilledTimeStamp);
  const fromSnapshot = !currentData && !!snapshot;
  const shown = currentData ?? snapshot?.data;
  const shownAt = currentData ? (fulfilledTimeStamp ?? null) : (snapshot?.savedAt ?? null);
  useKitchenOutbox();
  // The cards render from a deferred copy: a refresh (or the first answer) then renders in a time-sliced
  // pass instead of one long task, and the header and filters stay responsive meanwhile. Taps still waiting
  // to be sent show on top of what the server said. Painted from the kept snapshot (a reload, often offline),
  // the cards render at once: they are what the cook is waiting for.
  const deferredResults = useDeferredValue(shown?.data?.results);
  const queue = useBoardQueue(fromSnapshot ? shown?.data?.results : deferredResults);
  const orders = queue.orders;
  const total = shown?.data?.meta?.total_count ?? 0;
  // Until the deferred render has caught up, the cards show an earlier answer: the orders region stays busy.
  const cardsBehind = !fromSnapshot && deferredResults !== shown?.data?.results;
  return {
    args,
    currentData,
    isFetching,
    isError,
    error,
    fulfilledTimeStamp,
    refetch,
    fromSnapshot,
    shown,
    shownAt,
    queue,
    orders,
    total,
    cardsBehind,
  };
}
