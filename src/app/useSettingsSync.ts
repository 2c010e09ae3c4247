import { useEffect } from 'react';
import { useGetSettingsQuery } from '../api/generated/settings';
import { settingsLoaded } from '../features/settings';
import { useAppDispatch } from '../store/hooks';

/**
 * While signed in, keeps the stored settings fresh: the query starts from the response the boot fetched
 * (handed to the cache, so not fetched twice), refetches when a change invalidates `Settings` (outlets decide
 * the kitchen time zone), and fetches when the boot could not (a 401 before sign-in).
 */
export function useSettingsSync(): void {
  const dispatch = useAppDispatch();
  const { data } = useGetSettingsQuery();
  useEffect(() => {
    if (data?.data) dispatch(settingsLoaded(data.data));
  }, [data, dispatch]);
}
