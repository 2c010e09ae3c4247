import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { boardOutletsChosen, selectBoardOutlets } from '../settings';
import { kitchenApi } from './api';

/** The `outlet` argument of the board's list for the chosen outlets; none (every outlet) when none is chosen. */
export function outletParam(ids: readonly number[]): string | undefined {
  return ids.length ? [...ids].sort((a, b) => a - b).join(',') : undefined;
}

/**
 * The outlets this device's board shows, remembered on the device (UI preferences), and the outlets to
 * choose from. An outlet deleted since it was chosen drops out once the choices are known.
 */
export function useBoardOutlets() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectBoardOutlets);
  const { data, isLoading, isError } = kitchenApi.useListKitchenOutletsQuery();
  const outlets = data?.data?.results;
  const chosen = useMemo(
    () => (outlets ? stored.filter((id) => outlets.some((o) => o.id === id)) : stored),
    [stored, outlets],
  );
  const choose = useCallback((ids: number[]) => dispatch(boardOutletsChosen(ids)), [dispatch]);
  return { outlets: outlets ?? [], chosen, choose, isLoading, isError };
}
