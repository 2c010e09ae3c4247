import { DateTime } from 'luxon';
import { useCallback, useMemo, useState } from 'react';
import { useDirection } from '../../i18n';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { useNetworkStatus } from '../../lib/network';
import { useBackOnline } from '../../lib/offline';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useSearchState } from '../../lib/useSearchState';
import { useCan } from '../access';
import { PHONE_QUERY } from './boardMedia';
import { useDeviceSettings } from './deviceSettings';
import { outletParam, useBoardOutlets } from './boardOutlets';
import { useBoardStation } from './boardStation';
import { useLastPageKept } from './BoardPager';
import { useBoardLabels, useBoardZone } from './boardSettings';
import type { Chime } from './chime';
import { createClock, useClockValue, type BoardClock } from './clock';
import { dayRange, filtersFromSearch, localDate, pageCount, searchFromFilters, statusesOf } from './filters';
import { daysLabel, refreshedClock, statusFilterLabel } from './format';
import { orderCardId } from './OrderCard';
import { readPollInterval } from './pollInterval';
import { useBoardDialogs } from './useBoardDialogs';
import { useBoardKeys } from './useBoardKeys';
import { isOpen, type BoardMode } from './transitions';
import { useChime } from './useChime';
import { useNewOrders } from './useNewOrders';
import { useOrderChanges } from './useOrderChanges';
import { useRecall } from './useRecall';
import { useWallScreen } from './useWallScreen';
import { useBoardActions } from './useBoardActions';
import { useBoardOrders } from './useBoardOrders';

/** The board's refresh interval and clock, each read once: a changed knob applies the next time the board opens. */
export function useBoardSetup(pollingInterval?: number, clock?: BoardClock) {
  const [interval] = useState(() => pollingInterval ?? readPollInterval());
  const [boardClock] = useState(() => clock ?? createClock());
  return { interval, boardClock };
}

/**
 * The kitchen board's controller: the filters (in the URL), the day and the orders polled for them, the
 * station and its mode, new orders and changed ones with their chimes, keyboard and bump-bar selection,
 * the dialogs, the card actions, and what the header says about how fresh the board is.
 */
export function useKitchenBoard(pollingInterval: number, injectedChime?: Chime) {
  const phone = useMediaQuery(PHONE_QUERY);
  const zone = useBoardZone();
  const labels = useBoardLabels();
  const canEdit = useCan('kitchen-orders', 'edit').can;
  const today = useClockValue(useCallback((now: number) => localDate(now, zone), [zone]));

  const [filters, setFilters] = useSearchState(filtersFromSearch, searchFromFilters);
  // `today` is in the key so the board moves to the new day at midnight.
  const startOfToday = DateTime.fromISO(today, { zone }).toMillis();
  const outlet = outletParam(useBoardOutlets().chosen);
  const station = useBoardStation();
  const chosenStation = station.chosen;
  // A station's board shows its items of each order; expo every item, each with its station.
  const mode: BoardMode = !station.stations.length ? 'single' : chosenStation === null ? 'expo' : 'station';
  const wall = useWallScreen();
  const range = useMemo(() => dayRange(filters, startOfToday, zone), [filters, startOfToday, zone]);

  const { args, currentData, isFetching, isError, error, fulfilledTimeStamp, refetch, ...board } = useBoardOrders({
    filters,
    startOfToday,
    zone,
    outlet,
    station: chosenStation,
    pollingInterval,
  });
  const { fromSnapshot, shown, shownAt, queue, orders, total, cardsBehind } = board;
  const network = useNetworkStatus();
  const pages = pageCount(total);
  const setPage = useCallback((page: number) => setFilters({ page }), [setFilters]);
  useLastPageKept(currentData, filters.page, pages, setPage);

  const { chime, sound } = useChime(injectedChime);
  const refetchBoard = useCallback(() => {
    if (args) void refetch();
  }, [args, refetch]);
  const news = useNewOrders({ pollingInterval, chime, onNew: refetchBoard, outlet });
  // Back online: ask at once rather than at the next poll.
  useBackOnline(refetchBoard);

  // Keyboard and bump bar: a selection over the cards as the grid shows them (taps waiting first).
  const device = useDeviceSettings();
  const dir = useDirection();
  // On closing, with nothing to give the focus back to, the selected card takes it (`keys` exists by then).
  const dialogs = useBoardDialogs(() => keys.focusSelection());
  // A card whose order moved out of this view (Complete on the Open board) is leaving: the keys pass it by,
  // and the selection moves on at once to the card in its place, so a second Enter never takes it further.
  const cardIds = useMemo(() => {
    const shownStatuses: readonly string[] = statusesOf(filters.status);
    return [...queue.offList, ...(orders ?? [])].filter((o) => shownStatuses.includes(o.status)).map((o) => o.id);
  }, [queue.offList, orders, filters.status]);
  // The Recall list. Its opening is the board's own, for the Recall button and the bump bar's key (R) alike.
  const recall = useRecall();
  const onRecallKey = recall.openRecall;
  const keys = useBoardKeys({
    orderIds: cardIds,
    keyMap: device.keyMap,
    dir,
    onHelp: () => dialogs.open('keys'),
    onRecallKey,
  });
  // An order changed after its card was shown: the card flashes and says what changed, with its own chime.
  const changes = useOrderChanges(shown?.data?.results, String(chosenStation), chime);

  const { onAction, onBump, onUrgency, recallOrder } = useBoardActions(chosenStation, news.dismiss, changes.dismiss);
  const dismissChanges = changes.dismiss;

  /** From the New Order notice to the card: scroll to it here, or open the day it is due. */
  const showOrder = (order: KitchenOrder) => {
    const card = document.getElementById(orderCardId(order.id));
    if (card) {
      card.scrollIntoView({ block: 'center' });
      card.focus({ preventScroll: true });
      return;
    }
    const due = order.date ? localDate(Date.parse(order.date), zone) : today;
    const tomorrow = localDate(DateTime.fromISO(today, { zone }).toMillis(), zone, 1);
    const status = order.status === 'cancelled' ? 'cancelled' : isOpen(order.status) ? 'open' : 'completed';
    // Open · Today also holds the open orders carried over from earlier days.
    if (due === today || (status === 'open' && due < today)) setFilters(() => ({ status, date: 'today', page: 1 }));
    else if (due === tomorrow) setFilters(() => ({ status, date: 'tomorrow', page: 1 }));
    else setFilters(() => ({ status, date: 'custom', from: due, to: due, page: 1 }));
  };

  const overdue = useClockValue(
    useCallback(
      (now: number) => !!fulfilledTimeStamp && now - fulfilledTimeStamp > pollingInterval * 2.5,
      [fulfilledTimeStamp, pollingInterval],
    ),
  );
  // Offline, the offline notice says it all; a board painted from its kept copy is not up to date either.
  const stale = !!shown && network.online && (isError || overdue);
  const refreshed = shownAt ? refreshedClock(shownAt, zone) : '';
  const failure = isError ? errorMessage(error) : null;
  const statusLabel = statusFilterLabel(filters.status);
  const days = daysLabel(filters.date, range, today);

  return {
    phone,
    zone,
    labels,
    canEdit,
    today,
    filters,
    setFilters,
    outlet,
    station,
    chosenStation,
    mode,
    wall,
    args,
    isFetching,
    cardsBehind,
    fromSnapshot,
    shown,
    shownAt,
    queue,
    orders,
    total,
    network,
    pages,
    setPage,
    chime,
    sound,
    refetchBoard,
    news,
    device,
    dialogs,
    recall,
    onRecallKey,
    keys,
    changes,
    onAction,
    onBump,
    onUrgency,
    recallOrder,
    dismissChanges,
    showOrder,
    stale,
    refreshed,
    failure,
    statusLabel,
    days,
  };
}

/** The kitchen board as its parts read it (the controller's answer). */
export type KitchenBoard = ReturnType<typeof useKitchenBoard>;
