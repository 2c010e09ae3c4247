import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Boot } from '../../src/app/Boot';
import { createAppHistory } from '../../src/app/history';
import { AppProviders } from '../../src/app/providers';
import { addLeaveGuard } from '../../src/lib/leaveGuard';
import { getRuntimeConfig, isRuntimeConfigLoaded } from '../../src/lib/config';
import { freshStore, json, mockFetch } from './helpers';

// This file never calls useTestConfig: the runtime config starts unloaded, as in a fresh browser tab.
describe('boot: /config.json', () => {
  it('shows an error screen with Retry when /config.json fails, then starts once it loads', async () => {
    const user = userEvent.setup();
    let configOk = false;
    const { calls } = mockFetch((r) => {
      const path = new URL(r.url).pathname;
      if (path === '/config.json')
        return configOk
          ? json(200, { apiUrl: '/api/v9', appName: 'Cedar Table', loginEmail: 'x@y.z', companyName: 'Cedar' })
          : json(503, {});
      return json(200, { data: { app_name: 'Cedar Table', primary_color: '#0F6CBD' } });
    });
    expect(isRuntimeConfigLoaded()).toBe(false);
    render(
      <AppProviders store={freshStore()}>
        <Boot>
          <p>App started</p>
        </Boot>
      </AppProviders>,
    );
    expect(await screen.findByText('The application could not start')).toBeInTheDocument();
    configOk = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('App started')).toBeInTheDocument();
    expect(getRuntimeConfig()).toMatchObject({ apiUrl: '/api/v9', authUrl: '/api/v9/jwt', appName: 'Cedar Table' });
    // settings are fetched from the configured API base only after the config is in
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual([
      '/config.json',
      '/config.json',
      '/api/v9/misc/settings',
    ]);
  });
});

describe('leave guard', () => {
  it('blocks push and replace while a guard says no', () => {
    const history = createAppHistory();
    history.push('/a');
    const remove = addLeaveGuard(() => false);
    history.push('/b');
    history.replace('/c');
    expect(history.location.pathname).toBe('/a');
    remove();
    history.push('/b');
    expect(history.location.pathname).toBe('/b');
  });
});
