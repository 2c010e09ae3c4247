/** Empties the browser's local storage (logout); nothing happens where storage is unavailable. */
export function clearLocalStorage(): void {
  try {
    globalThis.localStorage?.clear();
  } catch {
    /* storage unavailable (private mode): nothing was stored */
  }
}
