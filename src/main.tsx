import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppHistory } from './app/router';
import { makePersistor, makeStore } from './app/store';

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
