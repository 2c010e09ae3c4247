import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { RedirectIfSignedIn } from '../../src/features/auth/guards';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, tokens, useTestConfig } from './helpers';

const profile = {
  id: 1,
  display_name: 'Rania Haddad',
  email: 'admin@demo.test',
  avatar_url: null,
  role: 'administrator',
  capabilities: ['organizations::list', 'users::add'],
};

function renderLogin(route = '/login', store = freshStore({}, { api: false }), onSignInIntent?: () => void) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/login"
        element={
          <RedirectIfSignedIn>
            <LoginPage onSignInIntent={onSignInIntent} />
          </RedirectIfSignedIn>
        }
      />
      <Route path="/" element={<h1>Dashboard page</h1>} />
      <Route path="/organizations" element={<h1>Organizations page</h1>} />
    </Routes>,
    { route, store },
  );
}

beforeEach(() => {
  useTestConfig({ loginEmail: 'admin@demo.test', loginPassword: 'demo-catering-2026' });
});

describe('LoginPage', () => {
  it('is prefilled from the runtime config and offers nothing but signing in', () => {
    mockFetch(() => json(500, {}));
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-catering-2026');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/forgot/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/register|sign up/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/remember me/i)).not.toBeInTheDocument();
  });

  it('signals the intent to sign in when the user turns to the form, not before', async () => {
    const user = userEvent.setup();
    mockFetch(() => json(500, {}));
    const intent = jest.fn();
    renderLogin('/login', freshStore({}, { api: false }), intent);
    expect(intent).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    expect(intent).toHaveBeenCalled();
  });

  it('requires email and password, without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => json(500, {}));
    renderLogin();
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(calls).toHaveLength(0);
  });

  it('rejects an invalid email address', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => json(500, {}));
    renderLogin();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 'Login failed' when the server refuses, and stays signed out", async () => {
    const user = userEvent.setup();
    const { calls, pathOf } = mockFetch(() =>
      json(401, { message: 'Invalid email or password', code: 'invalid_credentials' }),
    );
    const { store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(calls.map(pathOf)).toEqual(['/jwt/token']);
    expect(await calls[0].clone().json()).toEqual({ username: 'admin@demo.test', password: 'demo-catering-2026' });
    expect(store.getState().session).toEqual({});
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('stores the tokens, loads the profile, then goes to ?to=', async () => {
    const user = userEvent.setup();
    const issued = tokens('access-1', 1_700_000_000, 3600);
    const { calls, pathOf } = mockFetch((r) =>
      pathOf(r) === '/jwt/token' ? json(200, { data: issued }) : json(200, { data: profile }),
    );
    const { store } = renderLogin('/login?to=%2Forganizations');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Organizations page' })).toBeInTheDocument();
    expect(calls.map(pathOf)).toEqual(['/jwt/token', '/profile']);
    expect(calls[1].headers.get('authorization')).toBe('Bearer access-1');
    const session = store.getState().session;
    expect(session).toMatchObject({
      access_token: 'access-1',
      refresh_token: 'refresh-access-1',
      user_login: 'admin@demo.test',
      token_signature: 'sig-access-1',
      token_lifetime: 3600,
      user_caps: ['organizations::list', 'users::add'],
      profile: { display_name: 'Rania Haddad', email: 'admin@demo.test' },
    });
    expect(Math.abs((session.token_iat_timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(5);
    // Plain fetch: the /login route's store never had RTK Query in it.
    expect(store.getState()).not.toHaveProperty('api');
  });

  it('goes to the dashboard after login without ?to=', async () => {
    const user = userEvent.setup();
    mockFetch((r) => (r.url.endsWith('/jwt/token') ? json(200, { data: tokens('a') }) : json(200, { data: profile })));
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it("fails the login (and keeps no token) when the profile can't be loaded", async () => {
    const user = userEvent.setup();
    mockFetch((r) =>
      r.url.endsWith('/jwt/token') ? json(200, { data: tokens('a') }) : json(500, { message: 'boom' }),
    );
    const { store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session).toEqual({}));
  });

  it('sends a signed-in visitor straight to the dashboard', async () => {
    mockFetch(() => json(500, {}));
    renderLogin('/login', freshStore({ session: signedInSession() }, { api: false }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
