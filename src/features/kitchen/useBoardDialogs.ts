import { useCallback, useEffect, useRef, useState } from 'react';

export type BoardDialog = 'keys' | 'settings';

/**
 * The board's own dialogs (the key map, the board settings), one at a time. Opened from a key as often as
 * from a button, they give the focus back on closing to what had it when the first one opened (the
 * selected card, the settings button), else to `fallback` (the selected card), so a keyboard or screen
 * reader user carries on from there.
 */
export function useBoardDialogs(fallback: () => void) {
  const [dialog, setDialog] = useState<BoardDialog | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closed = useRef(false);
  const latestFallback = useRef(fallback);
  latestFallback.current = fallback;

  const isOpen = useRef(false);

  const open = useCallback((which: BoardDialog) => {
    if (!isOpen.current) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    isOpen.current = true;
    setDialog(which);
  }, []);

  const close = useCallback(() => {
    isOpen.current = false;
    closed.current = true;
    setDialog(null);
  }, []);

  useEffect(() => {
    if (dialog !== null || !closed.current) return;
    closed.current = false;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
    else latestFallback.current();
  }, [dialog]);

  return { dialog, open, close };
}
