import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createAppHistory } from '../../../src/app/history';
import { ResourceKitProvider } from '../../../src/components/resource';
import { CreateModal } from '../../../src/components/resource/form/CreateModal';
import { organizationsConfig } from '../../../src/features/organizations';
import { freshStore, json, mockFetch, signedInSession, useTestConfig } from '../helpers';
import { ALL_ORG_CAPS, kitEnv, org } from './utils';

/** Leaving a changed form asks 'Are you sure you want to leave? You have unsaved changes.' — every way out. */

// Generous: whole screens render here, and CI runs them on 2 busy cores.
jest.setTimeout(60_000);

const MESSAGE = 'Are you sure you want to leave? You have unsaved changes.';

beforeEach(() => useTestConfig());
afterEach(() => jest.restoreAllMocks());

function renderModal(start = '/organizations/create') {
  window.history.replaceState(null, '', '/organizations');
  const history = createAppHistory();
  if (start !== '/organizations') history.push(start);
  const store = freshStore({ session: signedInSession({ user_caps: ALL_ORG_CAPS }) });
  render(
    <Provider store={store}>
      <FluentProvider theme={webLightTheme}>
        <ResourceKitProvider value={kitEnv(ALL_ORG_CAPS)}>
          <HistoryRouter history={history}>
            <Routes>
              <Route path="/organizations" element={<p>The list</p>} />
              <Route path="/organizations/create" element={<CreateModal config={organizationsConfig} />} />
            </Routes>
          </HistoryRouter>
        </ResourceKitProvider>
      </FluentProvider>
    </Provider>,
  );
  return history;
}

const nameBox = () => screen.getByRole('textbox', { name: 'Name' });

describe('unsaved changes', () => {
  it('asks before closing a changed form, and stays when the user says no', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Cedar');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(window.location.pathname).toBe('/organizations/create');
    expect(nameBox()).toHaveValue('Cedar');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/organizations');
  });

  it('does not ask for an untouched form', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderModal();
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('holds the tab open (beforeunload) only while there are changes', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderModal();
    await screen.findByRole('textbox', { name: 'Name' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(nameBox(), 'Cedar');
    expect(unload()).toBe(true);
  });

  it('asks on browser back and restores the page when the user stays', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Cedar');
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(MESSAGE));
    await waitFor(() => expect(window.location.pathname).toBe('/organizations/create'));
    expect(nameBox()).toHaveValue('Cedar');
    expect(screen.queryByText('The list')).not.toBeInTheDocument();
  });

  it('a successful save returns to the list without asking, replacing the history entry', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = mockFetch(() => json(200, { data: org(9, { name: 'Cedar' }) }));
    const history = renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Cedar');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(history.action).toBe('REPLACE');
    const post = calls.find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toMatch(/\/organizations\/add$/);
    // An organization has a logo: its create is multipart, with or without a file; billing terms start at
    // their defaults (30 days, no purchase order).
    expect(post.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(Object.fromEntries((await post.formData()).entries())).toEqual({
      name: 'Cedar',
      payment_terms_days: '30',
      po_required: 'false',
    });
  });

  it('shows the create messages and keeps the modal open', async () => {
    const { calls } = mockFetch(() => json(200, {}));
    renderModal();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter organization name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add New Organization' })).toBeInTheDocument();
  });
});
