import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/guards';
import LoginPage from '../features/auth/LoginPage';
import { APP_NAMESPACES, loadNamespaces } from '../i18n';
import { preloadable } from '../lib/preloadable';
import { publicPaths } from '../lib/publicPaths';
import type { RouteHandle } from './RootLayout';

// The core bundle knows only the public routes; everything behind sign-in (shell, dashboard, resource
// routes, access guards) arrives with the lazy signed-in layout, so /login stays within its budget. The login
// page itself is in the entry (not a lazy chunk): /login needs it at once, and one gzip stream of the entry is
// smaller than the entry plus a login chunk and the Input/Label chunk it shared with the screens.
const PrivacyPolicyPage = lazy(() => import(/* webpackChunkName: "privacy" */ '../features/legal/PrivacyPolicyPage'));
const AuthenticatedLayout = preloadable(() => import(/* webpackChunkName: "shell" */ './AuthenticatedLayout'));

let preloaded = false;
/**
 * Started once the user turns to the sign-in form (a field focused, the pointer on it) or presses Sign in,
 * so the signed-in chunks (the shell and the dashboard, where the user lands) download while they type and
 * while the password is checked, not after. Not on page load: /login itself stays within its budget.
 */
function preloadSignedInScreens() {
  if (preloaded) return;
  preloaded = true;
  // The dashboard's chunks download alongside the shell's, not after them (the same chunk group as the shell's
  // own import of it, which then finds it loaded). Once in, the screens render at once (preloadable): no
  // fallback in between, so no delayed reveal.
  const dashboard = import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage');
  // The signed-in screens' words too (their catalogue chunks, in the language shown), while the user types.
  void loadNamespaces(APP_NAMESPACES).catch(() => undefined);
  Promise.all([AuthenticatedLayout.preload(), dashboard])
    .then(([shell]) => shell.preloadDashboard())
    .catch(() => undefined); // rendering the route loads again and shows the error
}

const suspend = (node: ReactNode) => <Suspense fallback={<LoadingScreen />}>{node}</Suspense>;
const handle = (title: string, key: string): RouteHandle => ({ title, titleText: { key } });

export const routes: RouteObject[] = [
  {
    path: publicPaths.login,
    element: <RedirectIfSignedIn>{suspend(<LoginPage onSignInIntent={preloadSignedInScreens} />)}</RedirectIfSignedIn>,
    handle: handle('Login', 'auth:titles.login'),
  },
  {
    path: publicPaths.privacyPolicy,
    element: suspend(<PrivacyPolicyPage />),
    handle: handle('Privacy Policy', 'auth:titles.privacyPolicy'),
  },
  { path: '*', element: <RequireAuth>{suspend(<AuthenticatedLayout />)}</RequireAuth> },
];
