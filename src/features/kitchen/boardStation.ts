import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Station } from '../../api/generated/kitchen';
import { kitchenApi } from './api';
import { saveDeviceSettings, useDeviceSettings } from './deviceSettings';
import { nameIn } from './words';

/** The address bar's parameter, and its value for expo (every station) when the device remembers a station. */
export const STATION_PARAM = 'station';
export const EXPO_VALUE = 'expo';

/** The stations to choose from: every one there is (a kitchen has a handful), by name. */
export const STATIONS_QUERY = { perPage: 100, page: 1, orderBy: 'name', order: 'ASC' } as const;

/** The station the address names: an id, null for expo (`?station=expo`), undefined when it names none. */
export function stationFromSearch(params: URLSearchParams): number | null | undefined {
  const value = params.get(STATION_PARAM);
  if (value === EXPO_VALUE) return null;
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A station's name in the language shown. */
export const stationName = (station: Pick<Station, 'name' | 'translations'>) =>
  nameIn(station.name, station.translations);

export interface BoardStation {
  /** The kitchen's stations (none while loading, or where the kitchen has not set any up). */
  stations: readonly Station[];
  /** The station this board works for; null is expo (every station, whole orders). */
  chosen: number | null;
  /** The chosen station's name in the language shown; null for expo. */
  name: string | null;
  choose: (station: number | null) => void;
}

/**
 * The station this device's board works for: the address's `?station=` when it names one (a link to a
 * station's board), else the one remembered on the device (its settings, kept at sign-out), else expo. Choosing one remembers
 * it and puts it in the address (back to page 1). A station deleted since it was chosen falls back to expo
 * once the stations are known.
 */
export function useBoardStation(): BoardStation {
  const stored = useDeviceSettings().station;
  const [params, setParams] = useSearchParams();
  const { data } = kitchenApi.useListStationsQuery(STATIONS_QUERY);
  const stations = data?.data?.results;
  const fromAddress = stationFromSearch(params);
  const wanted = fromAddress !== undefined ? fromAddress : stored;
  const chosen = wanted !== null && stations && !stations.some((s) => s.id === wanted) ? null : wanted;

  // The address says which board this is, so a reload or a copied link opens the same one.
  useEffect(() => {
    if (fromAddress !== undefined || chosen === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(STATION_PARAM, String(chosen));
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, chosen, setParams]);

  const choose = useCallback(
    (station: number | null) => {
      saveDeviceSettings({ station });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (station === null) next.delete(STATION_PARAM);
          else next.set(STATION_PARAM, String(station));
          next.delete('current');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const found = chosen === null ? undefined : stations?.find((s) => s.id === chosen);
  return { stations: stations ?? NO_STATIONS, chosen, name: found ? stationName(found) : null, choose };
}

const NO_STATIONS: Station[] = [];
