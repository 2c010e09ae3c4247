import { useCallback, useMemo } from 'react';
import { kitchenApi } from './api';
import { saveDeviceSettings, useDeviceSettings } from './deviceSettings';

/** The `outlet` argument of the board's list for the chosen outlets; none (every outlet) when none is chosen. */
export function outletParam(ids: readonly number[]): string | undefined {
  return ids.length ? [...ids].sort((a, b) => a - b).join(',') : undefined;
}

/**
 * The outlets this device's board shows, remembered on the device (its settings, kept at sign-out), and the outlets to
 * choose from. An outlet deleted since it was chosen drops out once the choices are known.
 */
export function useBoardOutlets() {
  const stored = useDeviceSettings().outlets;
  const { data, isLoading, isError } = kitchenApi.useListKitchenOutletsQuery();
  const outlets = data?.data?.results;
  const chosen = useMemo(
    () => (outlets ? stored.filter((id) => outlets.some((o) => o.id === id)) : stored),
    [stored, outlets],
  );
  const choose = useCallback((ids: number[]) => saveDeviceSettings({ outlets: ids }), []);
  return { outlets: outlets ?? [], chosen, choose, isLoading, isError };
}
