import { render, screen } from '@testing-library/react';
import { Boot } from '../../../src/app/Boot';
import { AppProviders } from '../../../src/app/providers';
import { freshStore, mockFetch, signedInSession, useTestConfig } from '../helpers';

/** A reload without a network: the runtime config came from the worker's cache, the API gives no answer. */
function offline() {
  return mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });
}

beforeEach(() => useTestConfig());

describe('starting without a network', () => {
  it('starts from the settings kept from the last session, signed in, instead of an error', async () => {
    const { calls } = offline();
    const store = freshStore({
      session: signedInSession(),
      settings: { value: { app_name: 'Cedar Table', primary_color: '#0F6CBD' } },
    });
    render(
      <AppProviders store={store}>
        <Boot>
          <p>App started</p>
        </Boot>
      </AppProviders>,
    );
    expect(await screen.findByText('App started')).toBeInTheDocument();
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual(['/cms/json-api/catering/v1/misc/settings']);
    expect(store.getState().settings.value?.app_name).toBe('Cedar Table');
    expect(store.getState().session.access_token).toBe('old-token');
  });

  it('still says the settings could not be loaded when this browser kept none', async () => {
    offline();
    render(
      <AppProviders store={freshStore({ session: signedInSession() })}>
        <Boot>
          <p>App started</p>
        </Boot>
      </AppProviders>,
    );
    expect(await screen.findByText("We couldn't load the application settings")).toBeInTheDocument();
    expect(screen.queryByText('App started')).not.toBeInTheDocument();
  });
});
