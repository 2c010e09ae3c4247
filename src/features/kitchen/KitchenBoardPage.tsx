import { useTranslation } from '../../i18n/useTranslation';
import { warmOfflineStorage } from '../../lib/offline';
import { AllDayPanel } from './AllDayPanel';
import { FilterBar } from './BoardControls';
import { BoardNotices } from './BoardNotices';
import { BoardOrders } from './BoardOrders';
import { Pager } from './BoardPager';
import type { Chime } from './chime';
import { ClockContext, type BoardClock } from './clock';
import { KitchenBoardDialogs } from './KitchenBoardDialogs';
import { KitchenBoardHeader } from './KitchenBoardHeader';
import { useKitchenBoardPageStyles } from './KitchenBoardPage.styles';
import { OfflineNotice } from './OfflineNotice';
import { dismissRefusal } from './useOrderAction';
import { useBoardSetup, useKitchenBoard } from './useKitchenBoard';

// The screen paints from its kept snapshot while offline: the storage opens while the rest of its code loads.
warmOfflineStorage();

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
  const { interval, boardClock } = useBoardSetup(pollingInterval, clock);
  return (
    <ClockContext.Provider value={boardClock}>
      <Board pollingInterval={interval} chime={chime} />
    </ClockContext.Provider>
  );
}

function Board({ pollingInterval, chime: injectedChime }: { pollingInterval: number; chime?: Chime }) {
  const styles = useKitchenBoardPageStyles();
  // The status line and the card words are made here: the board re-renders when the language changes.
  const { t } = useTranslation('kitchen');
  const board = useKitchenBoard(pollingInterval, injectedChime);

  return (
    <div className={styles.root}>
      <KitchenBoardHeader
        board={board}
        stationLabel={board.mode === 'single' ? null : (board.station.name ?? t('board.expo'))}
        pollingInterval={pollingInterval}
      />

      <OfflineNotice
        what="board"
        offlineSince={board.network.online ? null : board.network.offlineSince}
        shownAt={board.shownAt}
        fromSnapshot={board.fromSnapshot}
        zone={board.zone}
      />

      <BoardNotices
        stale={board.stale ? { clock: board.refreshed, failure: board.failure } : null}
        onRetry={board.refetchBoard}
        newOrders={board.news.orders}
        onShowOrder={board.showOrder}
        onDismissNew={() => board.news.dismiss()}
      />

      {board.phone ? null : (
        <FilterBar filters={board.filters} today={board.today} onChange={board.setFilters} station={board.station} />
      )}

      {/* What the shown orders add up to; cancelled orders are made by nobody, so they add up to nothing. */}
      {board.args && board.filters.status !== 'cancelled' ? <AllDayPanel orders={board.orders} /> : null}

      <BoardOrders
        ready={!!board.args}
        orders={board.orders}
        busy={board.isFetching || board.cardsBehind}
        failure={board.network.online ? board.failure : null}
        onRetry={board.refetchBoard}
        status={board.filters.status}
        daysLabel={board.days}
        zone={board.zone}
        today={board.today}
        newIds={board.news.ids}
        canEdit={board.canEdit}
        compact={board.phone}
        mode={board.mode}
        onAction={board.onAction}
        onBump={board.onBump}
        onUrgency={board.onUrgency}
        changes={board.changes.notes}
        onDismissChanges={board.dismissChanges}
        waitingIds={board.queue.waitingIds}
        refusals={board.queue.refusals}
        offList={board.queue.offList}
        onDismissRefusal={dismissRefusal}
        labels={board.labels}
        largeText={board.device.largeText}
        compactCards={board.device.compactCards}
        selectedId={board.keys.selectedId}
        tabStopId={board.keys.tabStopId}
      />

      <Pager page={Math.min(board.filters.page, board.pages)} pages={board.pages} onPage={board.setPage} />

      <KitchenBoardDialogs board={board} />
    </div>
  );
}
