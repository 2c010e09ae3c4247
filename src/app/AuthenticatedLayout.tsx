import { Suspense, useLayoutEffect, useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import '../api/enhance';
import { attachApi } from './attachApi';
import { selectCapabilities } from '../api/sessionSlice';
import { PageSpinner } from '../components/LoadingScreen';
import { useTranslation } from '../i18n/useTranslation';
import { AccessDeniedPage } from '../features/access';
import { APP_NAMESPACES } from '../i18n';
import { useProfileSync } from '../features/auth';
import { JobWatcher } from '../features/jobs';
import { useKitchenOutbox } from '../features/kitchen';
import { Shell } from '../features/shell';
import { authenticatedRoutes } from './authenticatedRoutes';

export { preloadDashboard } from './authenticatedRoutes';
import { useAppSelector, useAppStore } from '../store/hooks';
import { DocumentTitle } from './RootLayout';
import { isRouteDenied } from './routeAccess';
import { useChangeEvents } from './useChangeEvents';
import { useSettingsSync } from './useSettingsSync';

/**
 * Everything behind sign-in: cache tags for every resource, fresh capabilities, change events (screens
 * refetch what others changed), the queue of board taps made offline, the shell and its routes.
 * A route the user may not open (or one nested in it) shows the 403 page instead of the page.
 */
function SignedInApp() {
  // The signed-in screens' catalogues (the login page loaded only the public ones): suspends until they are in.
  useTranslation([...APP_NAMESPACES]);
  useProfileSync();
  useSettingsSync();
  useChangeEvents();
  // Board taps made offline are sent when the network is back, whatever screen is open then.
  useKitchenOutbox();
  const { pathname } = useLocation();
  const capabilities = useAppSelector(selectCapabilities);
  const page = useRoutes(authenticatedRoutes);
  const denied = isRouteDenied(authenticatedRoutes, pathname, capabilities);
  return (
    <Shell>
      <DocumentTitle routes={authenticatedRoutes} />
      <Suspense fallback={<PageSpinner />}>{denied ? <AccessDeniedPage /> : page}</Suspense>
      <JobWatcher />
    </Shell>
  );
}

/**
 * RTK Query joins the store (see attachApi) before anything signed-in renders: in a layout effect, so the
 * store is not changed during a render, and before the first paint, so nothing is shown in between.
 */
export function AuthenticatedLayout() {
  const store = useAppStore();
  const [attached, setAttached] = useState(false);
  useLayoutEffect(() => {
    attachApi(store);
    setAttached(true);
  }, [store]);
  return attached ? <SignedInApp /> : null;
}

export default AuthenticatedLayout;
