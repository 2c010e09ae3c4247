import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { useDirection } from '../i18n/useCurrentLanguage';
import { LoadingScreen } from '../components/LoadingScreen';
import { PREFERENCE_STORAGE_KEYS, selectColorMode, selectSettings, type ColorMode } from '../features/settings';
import { useAppSelector } from '../store/hooks';
import type { AppStore } from './store';
import { buildLightTheme } from './theme';

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
});

/** The user's colour mode is saved in browser storage under `colorMode`, whichever mode is shown. */
function useSavedColorMode(mode: ColorMode) {
  useEffect(() => {
    try {
      localStorage.setItem(PREFERENCE_STORAGE_KEYS.colorMode, mode);
    } catch {
      /* storage unavailable (private mode): the in-memory preference still applies */
    }
  }, [mode]);
}

/**
 * Fluent provider with the brand theme from settings (`primary_color`, and `primary_color_dark` for its
 * hover shade). The colour mode is remembered under `colorMode`, but the light theme is always shown.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const settings = useAppSelector(selectSettings);
  useSavedColorMode(useAppSelector(selectColorMode));
  const primary = settings?.primary_color;
  const primaryDark = settings?.primary_color_dark;
  const theme = useMemo(() => buildLightTheme(primary, primaryDark), [primary, primaryDark]);
  const direction = useDirection();
  // Layout styles go on an inner element: FluentProvider's className is copied onto every portal mount
  // node (tooltips, popovers), where a min-height would cover the page and swallow clicks.
  return (
    <FluentProvider theme={theme} dir={direction}>
      <div className={styles.root}>{children}</div>
    </FluentProvider>
  );
}

/**
 * Shows the loading screen until the persisted session and settings are back in the store (what
 * redux-persist's PersistGate does, as a hook: its class component weighs on the budgeted /login route).
 */
function PersistedStateGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return restored ? children : <LoadingScreen />;
}

interface AppProvidersProps {
  store: AppStore;
  persistor?: Persistor;
  children: ReactNode;
}

export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        {persistor ? <PersistedStateGate persistor={persistor}>{children}</PersistedStateGate> : children}
      </ThemeProvider>
    </Provider>
  );
}
