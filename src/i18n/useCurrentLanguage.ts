import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './i18n';
import { directionOf, type Direction, type Language } from './languages';

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  i18n.on('initialized', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('initialized', onChange);
  };
}

/** The language shown now; re-renders when it changes. Never suspends (usable above the catalogue's loading). */
export function useCurrentLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

export function useDirection(): Direction {
  return directionOf(useCurrentLanguage());
}
