import { makeStyles, tokens } from '@fluentui/react-components';
import { DateTime } from 'luxon';
import { useCallback, useMemo, useState } from 'react';
import { useDirection } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { useNetworkStatus } from '../../lib/network';
import { useBackOnline, warmOfflineStorage } from '../../lib/offline';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useSearchState } from '../../lib/useSearchState';
import { useCan } from '../access';
import { AllDayPanel } from './AllDayPanel';
import { FilterBar, FilterButton } from './BoardControls';
import { BoardHeader } from './BoardHeader';
import { PHONE_MEDIA, PHONE_QUERY } from './boardMedia';
import { BoardNotices } from './BoardNotices';
import { BoardOrders } from './BoardOrders';
import { BoardSettingsButton } from './BoardSettingsButton';
import { BoardSettingsDialog, KeyMapDialog, RecallDialog } from './boardDialogs';
import { useDeviceSettings } from './deviceSettings';
import { BoardTiming } from './BoardTiming';
import { outletParam, useBoardOutlets } from './boardOutlets';
import { useBoardStation } from './boardStation';
import { Pager, useLastPageKept } from './BoardPager';
import { useBoardLabels, useBoardZone } from './boardSettings';
import type { Chime } from './chime';
import { ClockContext, createClock, useClockValue, type BoardClock } from './clock';
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
import { OfflineNotice } from './OfflineNotice';
import { dismissRefusal } from './useOrderAction';
import { useWallScreen } from './useWallScreen';
import { useBoardActions } from './useBoardActions';
import { useBoardOrders } from './useBoardOrders';

// The screen paints from its kept snapshot while offline: the storage opens while the rest of its code loads.
warmOfflineStorage();

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '& h1, & p': { margin: 0 },
    [PHONE_MEDIA]: { gap: tokens.spacingVerticalM },
  },
});

export interface KitchenBoardPageProps {
  /** Refresh interval in ms; defaults to 60 s (or the shortened test knob, see pollInterval.ts). */
  pollingInterval?: number;
  /** The clock behind ages, urgency, "today" and the new-order window (tests inject one). */
  clock?: BoardClock;
  /** The new-order sound (tests inject one; the board synthesises its own). */
  chime?: Chime;
}

/** The kitchen board (/kitchen-orders): the live order grid the kitchen works from. */
export default function KitchenBoardPage({ pollingInterval, clock, chime }: KitchenBoardPageProps) {
  // Read once: a changed knob applies the next time the board opens.
  const [interval] = useState(() => pollingInterval ?? readPollInterval());
  const [boardClock] = useState(() => clock ?? createClock());
  return (
    <ClockContext.Provider value={boardClock}>
      <Board pollingInterval={interval} chime={chime} />
    </ClockContext.Provider>
  );
}

function Board({ pollingInterval, chime: injectedChime }: { pollingInterval: number; chime?: Chime }) {
  const styles = useStyles();
  // The status line and the card words are made here: the board re-renders when the language changes.
  const { t } = useTranslation('kitchen');
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
  const { fromSnapshot, shown, shownAt, queue, orders, total } = board;
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

  return (
    <div className={styles.root}>
      <BoardHeader
        stationLabel={mode === 'single' ? null : (station.name ?? t('board.expo'))}
        onRecall={recall.openRecall}
        statusLabel={statusLabel}
        daysLabel={days}
        total={shown ? total : undefined}
        pollingInterval={pollingInterval}
        phone={phone}
        sound={sound}
        onEnableSound={() => void chime.unlock().then((on) => on && chime.play())}
        onTestSound={() => void chime.play()}
        refreshed={shownAt ? { clock: refreshed, stale: stale || fromSnapshot || !network.online } : null}
        wall={wall}
        refreshing={isFetching}
        canRefresh={!!args}
        onRefresh={refetchBoard}
        // Not on phones: no room in their header row, and large text, compact cards and bump bars are for
        // the screens a kitchen reads from afar.
        settings={
          phone
            ? undefined
            : (iconsOnly) => <BoardSettingsButton compact={iconsOnly} onClick={() => dialogs.open('settings')} />
        }
        timing={<BoardTiming date={today} outlet={outlet} station={chosenStation} pollingInterval={pollingInterval} />}
        filters={
          phone ? (
            <FilterButton
              filters={filters}
              today={today}
              onChange={setFilters}
              station={station}
              onRecall={recall.openRecall}
            />
          ) : null
        }
      />

      <OfflineNotice
        what="board"
        offlineSince={network.online ? null : network.offlineSince}
        shownAt={shownAt}
        fromSnapshot={fromSnapshot}
        zone={zone}
      />

      <BoardNotices
        stale={stale ? { clock: refreshed, failure } : null}
        onRetry={refetchBoard}
        newOrders={news.orders}
        onShowOrder={showOrder}
        onDismissNew={() => news.dismiss()}
      />

      {phone ? null : <FilterBar filters={filters} today={today} onChange={setFilters} station={station} />}

      {/* What the shown orders add up to; cancelled orders are made by nobody, so they add up to nothing. */}
      {args && filters.status !== 'cancelled' ? <AllDayPanel orders={orders} /> : null}

      <BoardOrders
        ready={!!args}
        orders={orders}
        busy={isFetching}
        failure={network.online ? failure : null}
        onRetry={refetchBoard}
        status={filters.status}
        daysLabel={days}
        zone={zone}
        today={today}
        newIds={news.ids}
        canEdit={canEdit}
        compact={phone}
        mode={mode}
        onAction={onAction}
        onBump={onBump}
        onUrgency={onUrgency}
        changes={changes.notes}
        onDismissChanges={dismissChanges}
        waitingIds={queue.waitingIds}
        refusals={queue.refusals}
        offList={queue.offList}
        onDismissRefusal={dismissRefusal}
        labels={labels}
        largeText={device.largeText}
        compactCards={device.compactCards}
        selectedId={keys.selectedId}
        tabStopId={keys.tabStopId}
      />

      <Pager page={Math.min(filters.page, pages)} pages={pages} onPage={setPage} />

      {dialogs.dialog === 'keys' ? (
        <KeyMapDialog
          keyMap={device.keyMap}
          recall={!!onRecallKey}
          onClose={dialogs.close}
          onChangeKeys={() => dialogs.open('settings')}
        />
      ) : null}
      {dialogs.dialog === 'settings' ? <BoardSettingsDialog onClose={dialogs.close} /> : null}
      {recall.open ? (
        <RecallDialog
          onClose={recall.closeRecall}
          station={chosenStation}
          stationName={station.name}
          outlet={outlet}
          onRecall={recallOrder}
        />
      ) : null}
    </div>
  );
}
