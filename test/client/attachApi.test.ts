import { handOff } from '../../src/api/handoff';
import { authApi } from '../../src/api/generated/auth';
import { settingsApi } from '../../src/api/generated/settings';
import { signedOut } from '../../src/api/sessionSlice';
import { attachApi } from '../../src/app/attachApi';
import { freshStore, json, mockFetch, signedInSession, useTestConfig } from './helpers';

const profile = {
  id: 1,
  display_name: 'Rania Haddad',
  email: 'admin@demo.test',
  avatar_url: null,
  role: 'administrator' as const,
  capabilities: ['organizations::list'],
};

beforeEach(() => {
  useTestConfig();
});

// The /login route's store has no RTK Query; the signed-in app attaches it (reducer, middleware, cache).
describe('attachApi', () => {
  it('adds the api state to a store made without it, and RTK Query calls then work', async () => {
    const store = freshStore({ session: signedInSession() }, { api: false });
    expect(store.getState()).not.toHaveProperty('api');
    attachApi(store);
    expect(store.getState().api.queries).toEqual({});
    const { calls, pathOf } = mockFetch(() => json(200, { data: profile }));
    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(result.data?.data.display_name).toBe('Rania Haddad');
    expect(calls.map(pathOf)).toEqual(['/profile']);
  });

  it('puts what was fetched before it (settings at boot, the profile at sign-in) in the cache, once', async () => {
    const { calls } = mockFetch(() => json(500, {}));
    const store = freshStore({ session: signedInSession() }, { api: false });
    handOff(store, 'getSettings', { data: { app_name: 'Cedar Table' } as never });
    handOff(store, 'getProfile', { data: profile });
    attachApi(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settingsApi.endpoints.getSettings.select()(store.getState()).data?.data.app_name).toBe('Cedar Table');
    expect(authApi.endpoints.getProfile.select()(store.getState()).data?.data).toEqual(profile);
    // A query of the same data within its freshness window is answered from the cache, without a request.
    await store.dispatch(authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: 60 }));
    expect(calls).toHaveLength(0);
  });

  it('drops every cached response when the user signs out', async () => {
    const store = freshStore({ session: signedInSession() });
    mockFetch(() => json(200, { data: profile }));
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(signedOut());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().api.queries).toEqual({});
  });
});
