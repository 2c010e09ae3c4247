import { FilterButton } from './BoardControls';
import { BoardHeader } from './BoardHeader';
import { BoardSettingsButton } from './BoardSettingsButton';
import { BoardTiming } from './BoardTiming';
import type { KitchenBoard } from './useKitchenBoard';

interface KitchenBoardHeaderProps {
  board: KitchenBoard;
  /** The board's station ('Grill', or 'Expo'); null where the kitchen has no stations. */
  stationLabel: string | null;
  pollingInterval: number;
}

/** The board's header (BoardHeader) as the board's controller fills it: status, sound, refresh, settings, filters. */
export function KitchenBoardHeader({ board, stationLabel, pollingInterval }: KitchenBoardHeaderProps) {
  return (
    <BoardHeader
      stationLabel={stationLabel}
      onRecall={board.recall.openRecall}
      statusLabel={board.statusLabel}
      daysLabel={board.days}
      total={board.shown ? board.total : undefined}
      pollingInterval={pollingInterval}
      phone={board.phone}
      sound={board.sound}
      onEnableSound={() => void board.chime.unlock().then((on) => on && board.chime.play())}
      onTestSound={() => void board.chime.play()}
      refreshed={
        board.shownAt
          ? { clock: board.refreshed, stale: board.stale || board.fromSnapshot || !board.network.online }
          : null
      }
      wall={board.wall}
      refreshing={board.isFetching}
      canRefresh={!!board.args}
      onRefresh={board.refetchBoard}
      // Not on phones: no room in their header row, and large text, compact cards and bump bars are for
      // the screens a kitchen reads from afar.
      settings={
        board.phone
          ? undefined
          : (iconsOnly) => <BoardSettingsButton compact={iconsOnly} onClick={() => board.dialogs.open('settings')} />
      }
      timing={
        <BoardTiming
          date={board.today}
          outlet={board.outlet}
          station={board.chosenStation}
          pollingInterval={pollingInterval}
        />
      }
      filters={
        board.phone ? (
          <FilterButton
            filters={board.filters}
            today={board.today}
            onChange={board.setFilters}
            station={board.station}
            onRecall={board.recall.openRecall}
          />
        ) : null
      }
    />
  );
}
