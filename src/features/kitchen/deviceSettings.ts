import { useSyncExternalStore } from 'react';
import { DEFAULT_KEY_MAP, keyMapFrom, type KeyMap } from './keymap';

/**
 * How this device shows and drives the board, kept in its browser storage (like the All day panel's open
 * state and the outlets it shows): the key map of its keyboard or bump bar, large text for a screen read
 * from two metres, compact cards for an expo screen.
 */
export interface DeviceSettings {
  keyMap: KeyMap;
  largeText: boolean;
  compactCards: boolean;
}

export const DEVICE_SETTINGS_KEY = 'kitchen.board.device';

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = {
  keyMap: DEFAULT_KEY_MAP,
  largeText: false,
  compactCards: false,
};

/** A stored entry read back; what is missing or unreadable keeps its default. */
export function deviceSettingsFrom(raw: string | null): DeviceSettings {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return DEFAULT_DEVICE_SETTINGS;
    const stored = value as Record<string, unknown>;
    return {
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

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(DEVICE_SETTINGS_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The settings now (the same object while the stored entry is unchanged). */
export function readDeviceSettings(): DeviceSettings {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, settings: deviceSettingsFrom(raw) };
  return cached.settings;
}

/** Stores a change; every board on this device (other tabs too, through the storage event) follows it. */
export function saveDeviceSettings(change: Partial<DeviceSettings>): void {
  const next = { ...readDeviceSettings(), ...change };
  try {
    globalThis.localStorage?.setItem(DEVICE_SETTINGS_KEY, JSON.stringify(next));
    cached = null;
  } catch {
    // Private mode: the change lasts for this visit only.
    cached = { raw: readRaw(), settings: next };
  }
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
