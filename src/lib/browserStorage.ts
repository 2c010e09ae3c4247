/**
 * Who owns what the app keeps in the browser's local storage, and so what Logout clears.
 *
 * - **The device** (the screen on the kitchen wall, the packing table's PC): how this screen is set up,
 *   whoever is signed in on it — the kitchen board's station, outlets, bump-bar key map, large text and
 *   compact cards, the label printer's stock. These keys start with `device:` (write them with
 *   `deviceKey(name)`, read them with `readDeviceItem`). Logout keeps them, and the next user to sign in on
 *   the same browser gets them as they were.
 * - **The user**: everything else — the session and its tokens, the cached settings and UI preferences
 *   (redux-persist), remembered list columns and views. Logout removes every one of these keys.
 *
 * Nothing about a person (a token, a name, data read from the API) may go under `device:`. What is kept for
 * offline use (the board's last answer, taps not sent: IndexedDB, `src/lib/offline/`) belongs to the user
 * too and is cleared at Logout by `clearOfflineData`.
 */
export const DEVICE_KEY_PREFIX = 'device:';

/** The local-storage key of a device setting: `device:<name>`. */
export const deviceKey = (name: string) => `${DEVICE_KEY_PREFIX}${name}`;

export const isDeviceKey = (key: string) => key.startsWith(DEVICE_KEY_PREFIX);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage unavailable (private mode)
  }
}

/**
 * A device setting's stored text, null when none (or storage is unavailable). `legacyKey`: where an older
 * build kept it, outside `device:`; a value found only there is moved under the device key.
 */
export function readDeviceItem(name: string, legacyKey?: string): string | null {
  const local = storage();
  if (!local) return null;
  try {
    const value = local.getItem(deviceKey(name));
    if (value !== null || !legacyKey) return value;
    const legacy = local.getItem(legacyKey);
    if (legacy !== null) {
      local.setItem(deviceKey(name), legacy);
      local.removeItem(legacyKey);
    }
    return legacy;
  } catch {
    return null;
  }
}

/** Stores a device setting; false where storage is unavailable or full (the caller keeps it in memory). */
export function writeDeviceItem(name: string, value: string): boolean {
  try {
    const local = storage();
    local?.setItem(deviceKey(name), value);
    return Boolean(local);
  } catch {
    return false;
  }
}

/** Logout: removes every key of the user's, keeping the device's settings (`device:`). */
export function clearUserStorage(): void {
  const local = storage();
  if (!local) return;
  try {
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (!isDeviceKey(key)) local.removeItem(key);
  } catch {
    /* storage unavailable: nothing was stored */
  }
}
