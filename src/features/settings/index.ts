export * from './settingsSlice';
export * from './preferencesSlice';
export { useAppSettings, useAppName } from './useAppSettings';
