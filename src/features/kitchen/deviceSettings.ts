import { useSyncExternalStore } from 'react';
import { deviceKey, readDeviceItem, writeDeviceItem } from '../../lib/browserStorage';
import { DEFAULT_KEY_MAP, keyMapFrom, type KeyMap } from './keymap';

/**
 * How this device's board works, shows and is driven: settings of the screen on the kitchen wall, not of
 * the cook signed in, so they are kept under a `device:` key that Logout keeps (src/lib/browserStorage.ts)
 * and the next cook to sign in finds the board as it was.
 */
export interface DeviceSettings {
  /** The station this board works for (an id); null is expo, every station. */
  station: number | null;
  /** The outlets it shows (ids); none is every outlet. */
  outlets: number[];
  /** The key map of its keyboard or bump bar. */
  keyMap: KeyMap;
  /** Large text, for a screen read from two metres. */
  largeText: boolean;
  /** Compact cards, for an expo screen. */
  compactCards: boolean;
}

const NAME = 'kitchen-board';
/** Where the board's settings are stored: `device:kitchen-board`. */
export const DEVICE_SETTINGS_KEY = deviceKey(NAME);
/** Where the build before it kept the key map and display settings (read once, then moved). */
const LEGACY_KEY = 'kitchen.board.device';

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = {
  station: null,
  outlets: [],
  keyMap: DEFAULT_KEY_MAP,
  largeText: false,
  compactCards: false,
};

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A stored entry read back; what is missing or unreadable keeps its default. */
export function deviceSettingsFrom(raw: string | null): DeviceSettings {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return DEFAULT_DEVICE_SETTINGS;
    const stored = value as Record<string, unknown>;
    return {
      station: isId(stored.station) ? stored.station : null,
      outlets: Array.isArray(stored.outlets) ? [...new Set(stored.outlets.filter(isId))] : [],
      keyMap: keyMapFrom(stored.keyMap),
      largeText: stored.largeText === true,
      compactCards: stored.compactCards === true,
    };
  } catch {
    return DEFAULT_DEVICE_SETTINGS;
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: DeviceSettings } | null = null;

const readRaw = () => readDeviceItem(NAME, LEGACY_KEY);

/** The settings now (the same object while the stored entry is unchanged). */
export function readDeviceSettings(): DeviceSettings {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, settings: deviceSettingsFrom(raw) };
  return cached.settings;
}

/** Stores a change; every board on this device (other tabs too, through the storage event) follows it. */
export function saveDeviceSettings(change: Partial<DeviceSettings>): void {
  const next = { ...readDeviceSettings(), ...change };
  if (writeDeviceItem(NAME, JSON.stringify(next))) cached = null;
  // Private mode: the change lasts for this visit only.
  else cached = { raw: readRaw(), settings: next };
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_SETTINGS_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** This device's board settings; re-renders when they change. */
export function useDeviceSettings(): DeviceSettings {
  return useSyncExternalStore(subscribe, readDeviceSettings, readDeviceSettings);
}
