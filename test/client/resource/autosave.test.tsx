import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi } from '../../../src/api/baseApi';
import { DetailDrawer } from '../../../src/components/resource/drawer/DetailDrawer';
import { organizationsConfig } from '../../../src/features/organizations';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, org, renderKit, VIEWER_CAPS } from './utils';

// Generous: whole screens render here, and CI runs them on 2 busy cores.
jest.setTimeout(60_000);

beforeEach(() => useTestConfig());

const status = () => screen.getByRole('status', { name: 'Auto save' });
const address = () => screen.getByRole('textbox', { name: 'Address' });

/** A response the test releases when it wants (to see 'saving...' while the request is in flight). */
function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

function renderDrawer(update: (request: Request) => Response | Promise<Response>, capabilities?: string[]) {
  let stored = org(1);
  const api = mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/organizations/update/1')) return update(request);
    if (path.endsWith('/organizations')) return listBody([stored]);
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  const utils = renderKit(<DetailDrawer config={organizationsConfig} />, {
    route: '/organizations/1',
    path: '/organizations/:id',
    capabilities,
  });
  return { ...utils, ...api, setStored: (next: ReturnType<typeof org>) => (stored = next) };
}

describe('detail drawer auto-save', () => {
  it("goes 'waiting for changes' → 'saving...' → 'saved', sending If-Match and only the changed field", async () => {
    const gate = deferred();
    const bodies: { body: unknown; ifMatch: string | null }[] = [];
    renderDrawer(async (request) => {
      bodies.push({ body: await request.json(), ifMatch: request.headers.get('If-Match') });
      return gate.promise;
    });
    expect(await screen.findByDisplayValue('Street 1')).toBeInTheDocument();
    expect(status()).toHaveTextContent('waiting for changes');

    const user = userEvent.setup();
    // The whole new value in one input event: typed key by key, a pause of a second on a busy machine
    // would (rightly) save the half-typed text first.
    await user.tripleClick(address());
    await user.paste('Verdun 12');
    await user.tab();
    await waitFor(() => expect(status()).toHaveTextContent('saving...'));
    expect(bodies).toEqual([{ body: { address: 'Verdun 12' }, ifMatch: '"3"' }]);
    expect(address()).toHaveValue('Verdun 12'); // optimistic

    await act(async () => gate.release(json(200, { data: org(1, { address: 'Verdun 12', __version: 4 }) })));
    await waitFor(() => expect(status()).toHaveTextContent('saved'));
    expect(address()).toHaveValue('Verdun 12');
  });

  it('sends a value once when the pause in typing saved it and the field is then left', async () => {
    const gate = deferred();
    const bodies: unknown[] = [];
    renderDrawer(async (request) => {
      bodies.push(await request.json());
      return gate.promise;
    });
    await screen.findByDisplayValue('Street 1');
    const user = userEvent.setup();
    await user.tripleClick(address());
    await user.paste('Verdun 12');
    // The pause saves it (still on its way), then leaving the field has nothing new to send.
    await waitFor(() => expect(status()).toHaveTextContent('saving...'));
    await user.tab();
    await act(async () => gate.release(json(200, { data: org(1, { address: 'Verdun 12', __version: 4 }) })));
    await waitFor(() => expect(status()).toHaveTextContent('saved'));
    expect(bodies).toEqual([{ address: 'Verdun 12' }]);
  });

  it("rolls the field back and shows the server's reason when the save is refused", async () => {
    renderDrawer(() =>
      json(400, { message: 'address is too long', code: 'validation_error', errors: { address: 'is too long' } }),
    );
    await screen.findByDisplayValue('Street 1');
    const user = userEvent.setup();
    await user.clear(address());
    await user.type(address(), 'Somewhere else');
    await user.tab();
    await waitFor(() => expect(status()).toHaveTextContent('auto save failure'));
    expect(address()).toHaveValue('Street 1');
    expect(screen.getByText('address is too long')).toBeInTheDocument();
  });

  it('shows a conflict on the field with "Keep mine" (resent on the current version) and "Take theirs"', async () => {
    const ifMatch: (string | null)[] = [];
    let attempt = 0;
    renderDrawer((request) => {
      ifMatch.push(request.headers.get('If-Match'));
      attempt += 1;
      if (attempt === 1)
        return json(409, {
          message: 'This organization was changed by someone else.',
          code: 'conflict',
          current: org(1, { address: 'Their street', __version: 5 }),
        });
      return json(200, { data: org(1, { address: 'Mine', __version: 6 }) });
    });
    await screen.findByDisplayValue('Street 1');
    const user = userEvent.setup();
    await user.clear(address());
    await user.type(address(), 'Mine');
    await user.tab();
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.getByText(/Their address: Their street/)).toBeInTheDocument();
    expect(address()).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(status()).toHaveTextContent('saved'));
    expect(ifMatch).toEqual(['"3"', '"5"']);
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument();
  });

  it('"Take theirs" shows the other person\'s value', async () => {
    renderDrawer(() =>
      json(409, { message: 'Changed.', code: 'conflict', current: org(1, { address: 'Their street', __version: 5 }) }),
    );
    await screen.findByDisplayValue('Street 1');
    const user = userEvent.setup();
    await user.clear(address());
    await user.type(address(), 'Mine');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Take theirs' }));
    expect(address()).toHaveValue('Their street');
  });

  it('never overwrites a field the user is typing in with refetched data', async () => {
    const { store, calls, setStored } = renderDrawer(() => json(200, { data: org(1, { __version: 4 }) }));
    await screen.findByDisplayValue('Street 1');
    const user = userEvent.setup();
    await user.click(address());
    await user.type(address(), ' b');
    setStored(org(1, { address: 'Changed elsewhere', email: 'new@example.com', __version: 4 }));
    const gets = () => calls.filter((r) => r.method === 'GET').length;
    const before = gets();
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Organizations', id: 1 }]));
    });
    await waitFor(() => expect(gets()).toBe(before + 1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@example.com'));
    expect(address()).toHaveValue('Street 1 b');
  });

  it('shows an error state when the record cannot be loaded, and the drawer is read-only without edit access', async () => {
    mockFetch(() => listBody([]));
    renderKit(<DetailDrawer config={organizationsConfig} />, { route: '/organizations/9', path: '/organizations/:id' });
    expect(await screen.findByText('No Data Found!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a user who may only view the fields as text, with no auto-save status', async () => {
    renderDrawer(() => json(500, {}), VIEWER_CAPS);
    const value = await screen.findByText('Street 1');
    // A label and value pair (term and definition), not a disabled control.
    expect(value.closest('dd')?.previousElementSibling).toHaveTextContent('Address');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Auto save' })).not.toBeInTheDocument();
    // Plain words first; the spec's denial reason stays, verbatim.
    expect(screen.getByText('You can read this organization but not change it.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Missing Required AUthorization')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Organization' })).toHaveAttribute('aria-disabled', 'true');
  });
});
