import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { Boot } from '../../src/app/Boot';
import { AppProviders } from '../../src/app/providers';
import { AppRouter } from '../../src/app/router';
import type { SessionState } from '../../src/api/sessionSlice';
import { readDeviceSettings, saveDeviceSettings } from '../../src/features/kitchen/deviceSettings';
import { DEFAULT_KEY_MAP } from '../../src/features/kitchen/keymap';
import { offlineStorage, saveSnapshot } from '../../src/lib/offline';
import { ROLE_CAPABILITIES } from '../../server/src/access/capabilities';
import { freshStore, json, mockFetch, signedInSession, tokens, useTestConfig, type FetchHandler } from './helpers';
// The routes load these lazily; requiring them up front keeps ts-jest's first compile out of the timings.
import '../../src/features/auth/LoginPage';
import '../../src/features/legal/PrivacyPolicyPage';
import '../../src/app/AuthenticatedLayout';
import '../../src/features/dashboard/DashboardPage';

jest.setTimeout(20_000);

const ALL_LIST_CAPS = [
  'organizations',
  'outlets',
  'employees',
  'products',
  'product_variations',
  'categories',
  'addons',
  'menus',
  'menu_items',
  'orders',
  'order_items',
  'kitchen_orders',
  'kitchen_staff',
  'users',
].flatMap((r) => [`${r}::list`, `${r}::view`, `${r}::add`, `${r}::edit`, `${r}::delete`]);
const KITCHEN_CAPS = [
  'kitchen_orders::list',
  'kitchen_orders::edit',
  'orders::view',
  'order_items::list',
  'order_items::view',
];
const VIEWER_CAPS = ALL_LIST_CAPS.filter((c) => c.endsWith('::list') || c.endsWith('::view'));

const SETTINGS = {
  app_name: 'Catering Back-Office',
  app_logo: null,
  primary_color: '#0F6CBD',
  primary_color_dark: null,
  user_roles: [],
  add_on_types: [],
  category_statuses: [],
  order_statuses: [],
  order_types: [],
  order_payment_methods: [],
  outlet_time_zones: [],
  product_statuses: [],
  product_stock_statuses: [],
};

function session(caps: string[]): SessionState {
  return signedInSession({ user_caps: caps });
}

function api(caps: string[], overrides: Record<string, FetchHandler> = {}): FetchHandler {
  return (request) => {
    const path = new URL(request.url).pathname.replace('/cms/json-api/catering/v1', '');
    if (overrides[path]) return overrides[path](request);
    if (path === '/misc/settings') return json(200, { data: SETTINGS });
    if (path === '/profile')
      return json(200, {
        data: {
          id: 1,
          display_name: 'Rania Haddad',
          email: 'admin@demo.test',
          avatar_url: null,
          role: 'administrator',
          capabilities: caps,
        },
      });
    if (path === '/jwt/revoke') return json(200, { data: { message: 'Revoked' } });
    return json(404, { message: 'Not found', code: 'not_found' });
  };
}

function renderApp(path: string, { sessionState, handler }: { sessionState?: SessionState; handler: FetchHandler }) {
  const fetchMock = mockFetch(handler);
  // As main.tsx makes it: RTK Query joins the store when the signed-in app loads.
  const store = freshStore(sessionState ? { session: sessionState } : {}, { api: false });
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AppProviders store={store}>
      <Boot>
        <AppRouter history={history} />
      </Boot>
    </AppProviders>,
  );
  return { store, history, ...fetchMock };
}

async function sidebarEntries() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent?.trim() ?? '');
}

beforeEach(() => {
  useTestConfig();
  localStorage.clear();
  document.title = '';
});

describe('routing and access', () => {
  it('sends an unauthenticated deep link to /login with the original path in ?to=', async () => {
    const { history } = renderApp('/organizations?current=2', { handler: api([]) });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(history.location.pathname + history.location.search).toBe('/login?to=%2Forganizations%3Fcurrent%3D2');
    await waitFor(() => expect(document.title).toBe('Login | Catering Back-Office'));
  });

  it('greets the user by display name on the dashboard, titled "Dashboard | …"', async () => {
    renderApp('/', { sessionState: session(ALL_LIST_CAPS), handler: api(ALL_LIST_CAPS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rania Haddad' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Catering Back-Office'));
    expect(screen.getByRole('link', { name: /Kitchen board/ })).toHaveAttribute('href', '/kitchen-orders');
  });

  it('titles list routes "List {Resource} | {app_name}" and renders them behind the guard', async () => {
    renderApp('/organizations', { sessionState: session(ALL_LIST_CAPS), handler: api(ALL_LIST_CAPS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('List Organizations | Catering Back-Office'));
  });

  it('shows the 403 page on a route the user may not open, with Back Home', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/users/create', { sessionState: session(VIEWER_CAPS), handler: api(VIEWER_CAPS) });
    expect(await screen.findByText('Sorry, you are not authorized to access this page.')).toBeInTheDocument();
    // In place of the page: the Users list the create route is nested in is not rendered above it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 403');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back Home' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('lets a viewer open a detail route (show = list or view)', async () => {
    renderApp('/outlets/4', { sessionState: session(VIEWER_CAPS), handler: api(VIEWER_CAPS) });
    // The outlet detail drawer opens over the list, not the 403 page.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Sorry, you are not authorized to access this page.')).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-page', { sessionState: session(ALL_LIST_CAPS), handler: api(ALL_LIST_CAPS) });
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back Home' })).toBeInTheDocument();
  });

  it('serves the privacy policy without signing in', async () => {
    renderApp('/privacy-policy', { handler: api([]) });
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent('Lebanon');
    expect(main).toHaveTextContent('Cedar Table Catering s.a.l.');
    expect(main).toHaveTextContent('privacy@demo.test');
    expect(main).toHaveTextContent(/under the age of 13/);
    for (const word of [/email/i, /phone/i, /address/i, /usage data/i, /retention/i, /delet/i])
      expect(main).toHaveTextContent(word);
  });
});

describe('signing in', () => {
  it('goes from /login to the greeting, asking for the settings and the profile once each', async () => {
    const user = userEvent.setup();
    const { calls, store } = renderApp('/login?to=%2F', {
      handler: api(ALL_LIST_CAPS, { '/jwt/token': () => json(200, { data: tokens('access-1') }) }),
    });
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-catering-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rania Haddad' })).toBeInTheDocument();
    expect(store.getState().session.access_token).toBe('access-1');
    const paths = () => calls.map((r) => new URL(r.url).pathname.replace('/cms/json-api/catering/v1', ''));
    await waitFor(() => expect(store.getState().api.queries).not.toEqual({}));
    // The boot's settings and the sign-in's profile are the signed-in app's cache: not fetched again.
    expect(paths().filter((p) => p === '/misc/settings')).toHaveLength(1);
    expect(paths().filter((p) => p === '/profile')).toHaveLength(1);
    expect(paths().slice(0, 3)).toEqual(['/misc/settings', '/jwt/token', '/profile']);
  });
});

describe('shell', () => {
  it('shows every sidebar entry to a user who may list everything', async () => {
    renderApp('/', { sessionState: session(ALL_LIST_CAPS), handler: api(ALL_LIST_CAPS) });
    expect(await sidebarEntries()).toEqual([
      'Dashboard',
      'Organizations',
      'Outlets',
      'Employees',
      'Products',
      'Product Variations',
      'Categories',
      'Addons',
      'Menus',
      'List',
      'Grid',
      'Kitchen Staff',
      'Users',
    ]);
    for (const group of ['Clients', 'Products', 'Orders', 'User Management'])
      expect(screen.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides entries the user may not list, and groups left empty', async () => {
    renderApp('/', { sessionState: session(KITCHEN_CAPS), handler: api(KITCHEN_CAPS) });
    expect(await sidebarEntries()).toEqual(['Dashboard', 'Grid']);
    expect(screen.getByRole('button', { name: 'Orders' })).toBeInTheDocument();
    for (const group of ['Clients', 'Products', 'User Management'])
      expect(screen.queryByRole('button', { name: group })).not.toBeInTheDocument();
  });

  it('hides Standing Orders from a viewer (issue 32: administrators and managers only)', async () => {
    const viewer = [...ROLE_CAPABILITIES.viewer];
    renderApp('/', { sessionState: session(viewer), handler: api(viewer) });
    expect(await sidebarEntries()).toContain('List');
    expect(await sidebarEntries()).not.toContain('Standing Orders');
  });

  it('shows Standing Orders to a manager', async () => {
    const manager = [...ROLE_CAPABILITIES.manager];
    renderApp('/', { sessionState: session(manager), handler: api(manager) });
    expect(await sidebarEntries()).toContain('Standing Orders');
  });

  it('collapses the sidebar to an icon rail and expands it again', async () => {
    const user = userEvent.setup();
    renderApp('/', { sessionState: session(ALL_LIST_CAPS), handler: api(ALL_LIST_CAPS) });
    await user.click(await screen.findByRole('button', { name: 'Collapse navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Organizations' })).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(within(nav).getByRole('link', { name: 'Organizations' })).toHaveTextContent('Organizations');
  });

  it('opens the account popover with name, email and Logout; logout revokes, clears and goes to /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem('product-view', 'card');
    localStorage.setItem('access_token', 'old-token');
    const { history, store, calls } = renderApp('/', {
      sessionState: session(ALL_LIST_CAPS),
      handler: api(ALL_LIST_CAPS),
    });
    await user.click(await screen.findByRole('button', { name: 'RH, account menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Logout' })).toHaveFocus());
    expect(within(dialog).getByText('Rania Haddad')).toBeInTheDocument();
    expect(within(dialog).getByText('admin@demo.test')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    const revoke = calls.find((r) => r.url.endsWith('/jwt/revoke'));
    expect(revoke?.method).toBe('DELETE');
    expect(revoke?.headers.get('authorization')).toBe('Bearer old-token');
    expect(store.getState().session).toEqual({});
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // Local storage is cleared, not only the session: no token, no remembered preference survives.
    expect(localStorage.getItem('product-view')).toBeNull();
    expect(localStorage.getItem('colorMode')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    for (let i = 0; i < localStorage.length; i++)
      expect(localStorage.getItem(localStorage.key(i)!)).not.toContain('old-token');
    expect(store.getState().preferences.productView).toBe('table');
  });

  it("logout keeps this device's board settings for the next user, and clears everything of the user's", async () => {
    const user = userEvent.setup();
    const board = { station: 3, outlets: [2], keyMap: { ...DEFAULT_KEY_MAP, primary: 'B' }, largeText: true };
    saveDeviceSettings(board);
    localStorage.setItem('product-view', 'card');
    await saveSnapshot('kitchen-board', 'admin@demo.test', '{}', { data: [1], savedAt: 1 });
    const { history } = renderApp('/', {
      sessionState: session(ALL_LIST_CAPS),
      handler: api(ALL_LIST_CAPS, { '/jwt/token': () => json(200, { data: tokens('access-of-the-next-cook') }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'RH, account menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // The user's part is gone: the session, their preferences, what was kept for them offline.
    await waitFor(async () =>
      expect(await offlineStorage().get('snapshot:kitchen-board:admin@demo.test')).toBeUndefined(),
    );
    expect(localStorage.getItem('product-view')).toBeNull();
    for (let i = 0; i < localStorage.length; i++)
      expect(localStorage.getItem(localStorage.key(i)!)).not.toContain('old-token');

    // The next person signs in on the same browser: the board is set up as it was.
    await user.type(screen.getByLabelText('Email'), 'kitchen@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-catering-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(readDeviceSettings()).toEqual({ ...board, compactCards: false });
  }, 60_000); // a logout and a sign-in

  it('logs out of a deep page to /login with no return path; the next sign-in lands on /', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/organizations?current=2', {
      sessionState: session(ALL_LIST_CAPS),
      handler: api(ALL_LIST_CAPS, { '/jwt/token': () => json(200, { data: tokens('access-2') }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'RH, account menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(history.location.pathname + history.location.search).toBe('/login');
    await user.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-catering-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rania Haddad' })).toBeInTheDocument();
    expect(history.location.pathname + history.location.search).toBe('/');
  }, 60_000); // a list screen, a logout and a sign-in

  it('still signs out when revoking fails (the error is only logged)', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { history, store } = renderApp('/', {
      sessionState: session(ALL_LIST_CAPS),
      handler: api(ALL_LIST_CAPS, { '/jwt/revoke': () => json(500, { message: 'down', code: 'internal_error' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'RH, account menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(store.getState().session).toEqual({});
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('refreshes the stored capabilities from the profile', async () => {
    const { store } = renderApp('/', { sessionState: session(KITCHEN_CAPS), handler: api(ALL_LIST_CAPS) });
    await waitFor(() => expect(store.getState().session.user_caps).toEqual(ALL_LIST_CAPS));
    expect(await sidebarEntries()).toContain('Users');
  });
});

describe('boot', () => {
  it('shows a loading screen until settings arrive, then the app', async () => {
    let release: (r: Response) => void = () => undefined;
    const { calls } = renderApp('/login', {
      handler: api([], { '/misc/settings': () => new Promise<Response>((resolve) => (release = resolve)) }),
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await act(async () => release(json(200, { data: { ...SETTINGS, app_name: 'Cedar Table' } })));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login | Cedar Table'));
  });

  it('shows an error screen with Retry when settings fail, and recovers on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp('/login', {
      handler: api([], {
        '/misc/settings': () =>
          fail
            ? json(500, { message: 'Settings are unavailable', code: 'internal_error' })
            : json(200, { data: SETTINGS }),
      }),
    });
    expect(await screen.findByText('Settings are unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
