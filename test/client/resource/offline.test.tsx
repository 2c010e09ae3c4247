import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi } from '../../../src/api/baseApi';
import { useKitToasts, usePendingDeletes } from '../../../src/components/resource';
import ImportDialog from '../../../src/components/resource/data-transfer/ImportDialog';
import { DetailDrawer } from '../../../src/components/resource/drawer/DetailDrawer';
import ToastHost from '../../../src/components/resource/feedback/ToastHost';
import { CreateModal } from '../../../src/components/resource/form/CreateModal';
import { organizationsConfig } from '../../../src/features/organizations';
import { reportReachable, reportUnreachable, resetNetworkStatusForTests } from '../../../src/lib/network';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, org, renderKit } from './utils';

/**
 * The resource kit while the server is out of reach (issue 27): edits, creates, deletes and imports are not
 * sent and say so, keeping what the user typed; an auto-saved edit is sent by itself once back online.
 */

// Generous: whole screens render here, and CI runs them on 2 busy cores.
jest.setTimeout(60_000);

/** 12:04 pm in Beirut (the kitchen's zone in these settings), when the connection went. */
const WENT_AT = Date.parse('2026-11-20T10:04:00Z');
const goOffline = () => act(() => reportUnreachable(WENT_AT));
const goOnline = () => act(() => reportReachable());

beforeEach(() => {
  useTestConfig();
  resetNetworkStatusForTests();
});
afterEach(() => {
  resetNetworkStatusForTests();
  jest.useRealTimers();
});

const status = () => screen.getByRole('status', { name: 'Auto save' });
const address = () => screen.getByRole('textbox', { name: 'Address' });
const isPath = (request: Request, end: string) => new URL(request.url).pathname.endsWith(end);

function renderDrawer(update: (request: Request) => Response | Promise<Response>) {
  let reachable = true;
  const api = mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (!reachable) throw new TypeError('Failed to fetch');
    if (path.endsWith('/organizations/update/1')) return update(request);
    if (path.endsWith('/organizations')) return listBody([org(1)]);
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  const { store } = renderKit(<DetailDrawer config={organizationsConfig} />, {
    route: '/organizations/1',
    path: '/organizations/:id',
  });
  return { ...api, store, cutOff: () => (reachable = false) };
}

/** The whole new value in one input event, then leaving the field (which saves it). */
async function replaceAddress(text: string) {
  const user = userEvent.setup();
  await user.tripleClick(address());
  await user.paste(text);
  await user.tab();
}

describe('the detail drawer offline', () => {
  it('keeps an edit refused offline in its field, says it is not saved, and sends it once back online', async () => {
    const bodies: unknown[] = [];
    const { calls } = renderDrawer(async (request) => {
      bodies.push(await request.json());
      return json(200, { data: org(1, { address: 'Verdun 12', __version: 4 }) });
    });
    await screen.findByDisplayValue('Street 1');
    goOffline();
    expect(status()).toHaveTextContent(/^offline$/);
    // The drawer covers the shell's banner: it shows its own.
    expect(screen.getByRole('dialog')).toHaveTextContent(/Offline since 12:04 pm/);

    await replaceAddress('Verdun 12');
    await waitFor(() => expect(status()).toHaveTextContent('not saved (offline)'));
    expect(address()).toHaveValue('Verdun 12'); // not rolled back
    expect(screen.getByText(/^Not saved: you are offline\./)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(status()).toHaveTextContent(/^saved$/));
    expect(bodies).toEqual([{ address: 'Verdun 12' }]);
    expect(address()).toHaveValue('Verdun 12');
    expect(screen.queryByText(/Not saved: you are offline/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Offline since/)).not.toBeInTheDocument();
  });

  it('keeps an edit whose save lost the connection on its way, and sends the latest value once back', async () => {
    const ifMatch: (string | null)[] = [];
    let attempt = 0;
    renderDrawer(async (request) => {
      ifMatch.push(request.headers.get('If-Match'));
      attempt += 1;
      // The first save reached the server, but its answer was lost with the connection.
      if (attempt === 1) throw new TypeError('Failed to fetch');
      // The resend finds the value already stored (a newer version): nothing to settle, it is saved.
      return json(409, {
        message: 'This organization was changed by someone else.',
        code: 'conflict',
        current: org(1, { address: 'Verdun 12', __version: 4 }),
      });
    });
    await screen.findByDisplayValue('Street 1');
    await replaceAddress('Verdun 12');
    await waitFor(() => expect(status()).toHaveTextContent('not saved (offline)'));
    expect(address()).toHaveValue('Verdun 12');

    goOnline();
    await waitFor(() => expect(status()).toHaveTextContent(/^saved$/));
    expect(ifMatch).toEqual(['"3"', '"3"']);
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument();
    expect(address()).toHaveValue('Verdun 12');
  });

  it('keeps showing the record when a refetch finds the server out of reach', async () => {
    const { store, calls, cutOff } = renderDrawer(() => json(200, { data: org(1) }));
    await screen.findByDisplayValue('Street 1');
    cutOff();
    const gets = calls.length;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Organizations', id: 1 }]));
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(gets));
    await waitFor(() => expect(status()).toHaveTextContent(/^offline$/));
    expect(address()).toHaveValue('Street 1');
    expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument();
  });

  it('undoing the edit while offline leaves nothing waiting', async () => {
    const { calls } = renderDrawer(() => json(200, { data: org(1, { __version: 4 }) }));
    await screen.findByDisplayValue('Street 1');
    goOffline();
    await replaceAddress('Verdun 12');
    await waitFor(() => expect(status()).toHaveTextContent('not saved (offline)'));
    await replaceAddress('Street 1');
    await waitFor(() => expect(status()).toHaveTextContent(/^offline$/));
    goOnline();
    await waitFor(() => expect(status()).toHaveTextContent('waiting for changes'));
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a delete while offline and stays open on the record', async () => {
    const { calls } = renderDrawer(() => json(200, { data: org(1) }));
    await screen.findByDisplayValue('Street 1');
    goOffline();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Organization' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/organizations/1');
    expect(calls.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});

describe('the create modal offline', () => {
  it('refuses Save with a clear message, keeps the values, and saves once back online', async () => {
    const { calls } = mockFetch((request) =>
      isPath(request, '/organizations/add') ? json(201, { data: org(9, { name: 'Cedar Table' }) }) : listBody([]),
    );
    renderKit(<CreateModal config={organizationsConfig} />, {
      route: '/organizations/create',
      path: '/organizations/create',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Organization' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Cedar Table');
    goOffline();
    expect(dialog).toHaveTextContent(/Offline since 12:04 pm/);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'You are offline, so nothing was saved. What you entered is kept: save again once the connection returns.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Cedar Table');
    expect(screen.getByTestId('location')).toHaveTextContent('/organizations/create');
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    goOnline();
    expect(within(dialog).queryByText(/Offline since/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/organizations$/));
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

function DeleteHarness({ run }: { run: () => Promise<unknown> }) {
  const { undoableDelete } = useKitToasts();
  const pending = usePendingDeletes('organizations');
  return (
    <>
      <button
        onClick={() =>
          undoableDelete({ resource: 'organizations', ids: [7], title: 'Organization "Cedar" deleted', run })
        }
      >
        Delete it
      </button>
      <output data-testid="pending">{[...pending].join(',')}</output>
    </>
  );
}

describe('undoable deletes offline', () => {
  const renderHarness = (run: jest.Mock) =>
    render(
      <FluentProvider theme={webLightTheme}>
        <ToastHost />
        <DeleteHarness run={run} />
      </FluentProvider>,
    );
  // The offline store asks /healthz every 2 s; the server stays out of reach here.
  beforeEach(() => mockFetch(() => json(503, {})));

  it('refuses a delete at once while offline: nothing hidden, nothing sent', async () => {
    const run = jest.fn(async () => ({}));
    renderHarness(run);
    goOffline();
    await act(async () => screen.getByRole('button', { name: 'Delete it' }).click());
    expect(await screen.findByText('You are offline. Nothing was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('');
    expect(run).not.toHaveBeenCalled();
  });

  it('does not send a delete whose countdown ends offline: its row comes back', async () => {
    jest.useFakeTimers();
    const run = jest.fn(async () => ({}));
    renderHarness(run);
    await act(async () => screen.getByRole('button', { name: 'Delete it' }).click());
    expect(screen.getByTestId('pending')).toHaveTextContent('7');
    goOffline();
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByTestId('pending')).toHaveTextContent('');
    expect(screen.getByText('You are offline. Nothing was deleted.')).toBeInTheDocument();
  });
});

describe('import offline', () => {
  it('does not send the file, says why, and keeps the file chosen', async () => {
    const { calls } = mockFetch(() => json(503, {}));
    renderKit(<ImportDialog resource="organizations" open onOpenChange={() => undefined} />, {
      route: '/organizations',
      path: '/organizations',
    });
    const user = userEvent.setup();
    const file = new File(['name\nCedar'], 'organizations.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV or Excel file'), file);
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      screen.getByText('You are offline. The file was not sent; import it again once the connection returns.'),
    ).toBeInTheDocument();
    expect(screen.getByText('organizations.csv')).toBeInTheDocument();
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
