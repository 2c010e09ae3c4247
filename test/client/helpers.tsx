import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { baseApi } from '../../src/api/baseApi';
import { attachApi } from '../../src/app/attachApi';
import { makeStore, type RootReducerState } from '../../src/app/store';
import { setRuntimeConfig, type RuntimeConfig } from '../../src/lib/config';
import type { SessionState } from '../../src/api/sessionSlice';

export const API = 'http://localhost/cms/json-api/catering/v1';

export function useTestConfig(overrides: Partial<RuntimeConfig> = {}) {
  return setRuntimeConfig({
    apiUrl: '/cms/json-api/catering/v1',
    appName: 'Catering Back-Office',
    companyName: 'Cedar Table Catering s.a.l.',
    contactEmail: 'privacy@demo.test',
    ...overrides,
  });
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Replaces global fetch; every call is recorded (with the Request fetchBaseQuery built). */
export function mockFetch(handler: FetchHandler) {
  const calls: Request[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
    calls.push(request);
    return handler(request);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls, pathOf: (r: Request) => new URL(r.url).pathname.replace('/cms/json-api/catering/v1', '') };
}

export const tokens = (token: string, iat = Math.floor(Date.now() / 1000), ttl = 3600) => ({
  token,
  refresh_key: `refresh-${token}`,
  user_login: 'admin@demo.test',
  token_signature: `sig-${token}`,
  iat,
  exp: iat + ttl,
});

export const signedInSession = (overrides: Partial<SessionState> = {}): SessionState => ({
  access_token: 'old-token',
  refresh_token: 'refresh-old',
  user_login: 'admin@demo.test',
  token_signature: 'sig-old',
  token_lifetime: 3600,
  token_iat_timestamp: Math.floor(Date.now() / 1000),
  user_caps: [],
  profile: { display_name: 'Rania Haddad', email: 'admin@demo.test', avatar_url: null },
  ...overrides,
});

/**
 * A new store with RTK Query attached, as the signed-in app has it (`{ api: false }`: as the /login route
 * has it, before the signed-in app loads).
 */
export function freshStore(preloaded: Partial<RootReducerState> = {}, { api = true }: { api?: boolean } = {}) {
  const store = makeStore(preloaded);
  if (api) attachApi(store);
  return store;
}

/**
 * Resolves once every query running in the store has answered: after a mutation, the refetches its
 * invalidation started (RTK Query starts them as the mutation settles). Awaiting it, a refetch that did not
 * happen is one that was never started, not one still to come.
 */
export async function queriesSettled(store: ReturnType<typeof makeStore>): Promise<void> {
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
}

export function renderWithProviders(
  ui: ReactElement,
  { store = freshStore(), route = '/' }: { store?: ReturnType<typeof makeStore>; route?: string } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </FluentProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper }) };
}

/**
 * The open dialog titled `title`, checked to be a modal one of `role`. Found by its title's text, not by role
 * and name: in jsdom, Fluent's focus manager (Tabster) may mark a dialog opened over a modal or drawer
 * aria-hidden (jsdom's focus never reaches it), at once or a moment later on a busy machine, and a hidden
 * element has no accessible name even for a query with `hidden`. A text query is also much cheaper than one
 * by role over a large screen (the kitchen board), which computes every element's role and name. Query inside
 * it with `hidden` too.
 */
export async function findDialog(role: 'dialog' | 'alertdialog', title: string, timeout = 10_000) {
  const heading = await screen.findByText(title, { selector: 'h2' }, { timeout });
  const dialog = heading.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  expect(dialog).toHaveAttribute('role', role);
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  return dialog as HTMLElement;
}
