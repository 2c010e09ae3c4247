import { useLayoutEffect, useState, useTransition } from 'react';
import { Router, useRoutes, type unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { NavigationPendingContext } from '../lib/navigationPending';
import { createAppHistory } from './history';
import { DocumentTitle } from './RootLayout';
import { routes } from './routes';
import { UpdateNotice } from './UpdateNotice';

/** Any history the router accepts: the app's guarded browser history, or a memory history in tests. */
export type AppHistory = Parameters<typeof HistoryRouter>[0]['history'];
export { createAppHistory };

function AppRoutes() {
  return (
    <>
      <DocumentTitle routes={routes} />
      {useRoutes(routes)}
      <UpdateNotice />
    </>
  );
}

/**
 * The product's routes over the app's (leave-guarded) browser history. Each move renders in a transition,
 * as react-router's own history router does, and tells the screens while it is pending.
 */
export function AppRouter({ history }: { history: AppHistory }) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setShown(update))), [history]);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        <AppRoutes />
      </Router>
    </NavigationPendingContext.Provider>
  );
}
