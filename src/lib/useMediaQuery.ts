import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches (false where matchMedia is unavailable, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below 768 px the sidebar becomes a drawer. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';
