import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
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

/** The product's routes over the app's (leave-guarded) browser history. */
export function AppRouter({ history }: { history: AppHistory }) {
  return (
    <HistoryRouter history={history}>
      <AppRoutes />
    </HistoryRouter>
  );
}
