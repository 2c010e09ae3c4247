import { useCallback, useEffect, useState } from 'react';
import { setAppChromeHidden } from '../../lib/appChrome';

/** Escape inside a dialog, menu or open list closes that, not the full-screen board. */
function escapeIsTaken(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return (
    event.defaultPrevented ||
    !!target?.closest('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [aria-expanded="true"]')
  );
}

/**
 * The board's full-screen mode for a wall screen: the app's sidebar and header are hidden and, where the
 * browser offers the Fullscreen API, the page fills the screen. Escape, the exit control or leaving the
 * browser's full screen ends it.
 */
export function useWallScreen() {
  const [on, setOn] = useState(false);

  const enter = useCallback(() => {
    setOn(true);
    const root = document.documentElement;
    if (!document.fullscreenElement && typeof root.requestFullscreen === 'function')
      root.requestFullscreen().catch(() => undefined);
  }, []);

  const exit = useCallback(() => {
    setOn(false);
    if (document.fullscreenElement && typeof document.exitFullscreen === 'function')
      document.exitFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    setAppChromeHidden(on);
    return () => setAppChromeHidden(false);
  }, [on]);

  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !escapeIsTaken(event)) exit();
    };
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [on, exit]);

  // Leaving the board ends full screen.
  useEffect(
    () => () => {
      if (document.fullscreenElement && typeof document.exitFullscreen === 'function')
        document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  return { on, enter, exit };
}
