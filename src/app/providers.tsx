import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { LoadingScreen } from '../components/LoadingScreen';
import { selectSettings } from '../features/settings';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { buildLightTheme } from './theme';

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
});

/** Fluent provider with the brand theme from settings; light is forced whatever colorMode says. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const settings = useAppSelector(selectSettings);
  // colorMode is remembered (preferences) but the light theme is forced: selectEffectiveColorMode is 'light'.
  const primary = settings?.primary_color;
  const theme = useMemo(() => buildLightTheme(primary), [primary]);
  // Layout styles go on an inner element: FluentProvider's className is copied onto every portal mount
  // node (tooltips, popovers), where a min-height would cover the page and swallow clicks.
  return (
    <FluentProvider theme={theme}>
      <div className={styles.root}>{children}</div>
    </FluentProvider>
  );
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
        {persistor ? (
          <PersistGate persistor={persistor} loading={<LoadingScreen />}>
            {children}
          </PersistGate>
        ) : (
          children
        )}
      </ThemeProvider>
    </Provider>
  );
}
