import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppHistory } from './app/router';
import { makePersistor, makeStore } from './app/store';
import { appUpdate } from './sw/appUpdate';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const store = makeStore();
const persistor = makePersistor(store);
const history = createAppHistory();

createRoot(container).render(
  <StrictMode>
    <App store={store} persistor={persistor} history={history} />
  </StrictMode>,
);

// The service worker (offline start, updates: docs/offline.md), in production builds only, once the page has
// loaded: its precaching never competes with the first paint.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void appUpdate.register('/sw.js'));
