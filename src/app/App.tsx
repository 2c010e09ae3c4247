import type { Persistor } from 'redux-persist';
import { Boot } from './Boot';
import { AppProviders } from './providers';
import { AppRouter, type AppHistory } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  history: AppHistory;
}

/** Store → theme → stored session → runtime config and settings → routes. */
export function App({ store, persistor, history }: AppProps) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <Boot>
        <AppRouter history={history} />
      </Boot>
    </AppProviders>
  );
}
