import { useCallback, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { kitchenApi } from './api';
import { useClockValue } from './clock';
import { recallQuery, recallWindow } from './recall';
import { formatDuration } from './urgency';
import { say } from './words';

export interface RecallDialogProps {
  onClose: () => void;
  /** The board's station (its finished orders), or null for expo (the completed orders). */
  station: number | null;
  stationName: string | null;
  /** The board's `outlet` filter. */
  outlet?: string;
  /** Brings the order back: a station un-bumps its items there, expo moves it back to processing. */
  onRecall: (order: KitchenOrder) => Promise<void>;
}

/** The list's controller: the finished orders, asked afresh on each opening; a recall that goes through closes it. */
export function useRecallDialog({ onClose, station, outlet, onRecall }: RecallDialogProps) {
  const { currentData, isError, error } = kitchenApi.useListKitchenOrdersQuery(recallQuery(station, outlet), {
    refetchOnMountOrArgChange: true,
  });
  const recall = async (order: KitchenOrder) => {
    await onRecall(order);
    onClose();
  };
  return { orders: currentData?.data?.results, isError, error, recall };
}

/** A row's Recall: busy while it runs, and the server's refusal, if any, to show on the row. */
export function useRecallRow(order: KitchenOrder, onRecall: RecallDialogProps['onRecall']) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recall = async () => {
    setBusy(true);
    setError(null);
    try {
      await onRecall(order);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, recall };
}

/** How long ago the order was finished, on the board's clock, and whether expo's recall window has passed. */
export function useFinishedWhen(order: KitchenOrder, station: number | null) {
  const text = useClockValue(
    useCallback(
      (now: number) => {
        const { minutes, open } = recallWindow(order, station, now);
        if (minutes === null) return '';
        const ago =
          minutes < 1
            ? say('kitchen:recall.justNow')
            : say('kitchen:recall.ago', { duration: formatDuration(minutes) });
        return `${open ? '' : '!'}${ago}`;
      },
      [order, station],
    ),
  );
  if (!text) return null;
  const late = text.startsWith('!');
  return { late, ago: late ? text.slice(1) : text };
}
