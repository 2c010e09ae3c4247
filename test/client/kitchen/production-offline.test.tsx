import { act, screen, waitFor, within } from '@testing-library/react';
import ProductionPage from '../../../src/features/production/ProductionPage';
import { reportReachable, reportUnreachable, resetNetworkStatusForTests } from '../../../src/lib/network';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, useTestConfig } from '../helpers';
import { snapshotKept } from './snapshotKept';

jest.setTimeout(30_000);

const CAPS = ['kitchen_orders::list', 'orders::view', 'production::list'];

const sheet = {
  data: {
    results: [
      {
        product: { id: 5, name: 'Chicken shawarma' },
        quantity: 12,
        combos: [{ variation: null, addons: [], quantity: 12 }],
        outlets: [{ outlet: { id: 1, name: 'Hamra' }, quantity: 12 }],
        hours: [{ hour: '12:00', quantity: 12 }],
      },
    ],
    meta: {
      date_from: '2026-11-24',
      date_to: '2026-11-24',
      start: '2026-11-24T00:00:00+02:00',
      end: '2026-11-25T00:00:00+02:00',
      time_zone: 'Asia/Beirut',
      statuses: ['pending', 'processing'],
      total_quantity: 12,
      total_count: 1,
      carried_over: 0,
    },
  },
};

/** The sheet's products on screen (the printed copy holds them too). */
const onSheet = (name: string) =>
  waitFor(() => within(screen.getByRole('region', { name: 'Production sheet' })).getByText(name));

beforeEach(() => useTestConfig());
afterEach(() => resetNetworkStatusForTests());

it('the production sheet shows its last answer offline, with the offline notice, until the network is back', async () => {
  let up = true;
  mockFetch((request) => {
    if (!up) throw new TypeError('Failed to fetch');
    if (new URL(request.url).pathname.endsWith('/production')) return json(200, sheet);
    return json(200, { data: { results: [], meta: { total_count: 0 } } });
  });
  const store = () => freshStore({ session: signedInSession({ user_caps: CAPS }) });
  const first = renderWithProviders(<ProductionPage />, { store: store(), route: '/production' });
  expect(await onSheet('Chicken shawarma')).toBeInTheDocument();
  await snapshotKept('production');
  first.unmount();

  // Reopened with no network: the sheet as it was, and why.
  up = false;
  act(() => reportUnreachable());
  renderWithProviders(<ProductionPage />, { store: store(), route: '/production' });
  expect(await onSheet('Chicken shawarma')).toBeInTheDocument();
  expect(screen.getByText(/^Offline since \d\d:\d\d [ap]m$/)).toBeInTheDocument();
  expect(screen.getByText(/^Showing the production sheet as it was at \d\d:\d\d [ap]m\.$/)).toBeInTheDocument();
  expect(screen.queryByText('Could not load the production sheet')).toBeNull();

  up = true;
  act(() => reportReachable());
  await waitFor(() => expect(screen.queryByText(/^Offline since/)).toBeNull());
  expect(await onSheet('Chicken shawarma')).toBeInTheDocument();
});
