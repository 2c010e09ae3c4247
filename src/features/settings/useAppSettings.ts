import { useAppSelector } from '../../store/hooks';
import { getRuntimeConfig } from '../../lib/config';
import { selectSettings, type AppSettings } from './settingsSlice';

const EMPTY: AppSettings = {};

export function useAppSettings(): AppSettings {
  return useAppSelector(selectSettings) ?? EMPTY;
}

/** Settings `app_name`, else the runtime config's appName. */
export function useAppName(): string {
  const settings = useAppSettings();
  return settings.app_name || getRuntimeConfig().appName;
}
