import { BoardSettingsDialog, KeyMapDialog, RecallDialog } from './boardDialogs';
import type { KitchenBoard } from './useKitchenBoard';

/** The board's dialogs, one open at a time: the keys' help, the board settings, and the Recall list. */
export function KitchenBoardDialogs({ board }: { board: KitchenBoard }) {
  return (
    <>
      {board.dialogs.dialog === 'keys' ? (
        <KeyMapDialog
          keyMap={board.device.keyMap}
          recall={!!board.onRecallKey}
          onClose={board.dialogs.close}
          onChangeKeys={() => board.dialogs.open('settings')}
        />
      ) : null}
      {board.dialogs.dialog === 'settings' ? <BoardSettingsDialog onClose={board.dialogs.close} /> : null}
      {board.recall.open ? (
        <RecallDialog
          onClose={board.recall.closeRecall}
          station={board.chosenStation}
          stationName={board.station.name}
          outlet={board.outlet}
          onRecall={board.recallOrder}
        />
      ) : null}
    </>
  );
}
