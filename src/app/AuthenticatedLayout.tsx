import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import '../api/enhance';
import { selectCapabilities } from '../api/sessionSlice';
import { PageSpinner } from '../components/LoadingScreen';
import { ForbiddenPage } from '../components/ResultPage';
import { useProfileSync } from '../features/auth';
import { JobWatcher } from '../features/jobs';
import { Shell } from '../features/shell';
import { authenticatedRoutes } from './authenticatedRoutes';

export { preloadDashboard } from './authenticatedRoutes';
import { useAppSelector } from './hooks';
import { DocumentTitle } from './RootLayout';
import { isRouteDenied } from './routeAccess';
import { useChangeEvents } from './useChangeEvents';

/**
 * Everything behind sign-in: cache tags for every resource, fresh capabilities, change events (screens
 * refetch what others changed), the shell and its routes.
 * A route the user may not open (or one nested in it) shows the 403 page instead of the page.
 */
export function AuthenticatedLayout() {
  useProfileSync();
  useChangeEvents();
  const { pathname } = useLocation();
  const capabilities = useAppSelector(selectCapabilities);
  const page = useRoutes(authenticatedRoutes);
  const denied = isRouteDenied(authenticatedRoutes, pathname, capabilities);
  return (
    <Shell>
      <DocumentTitle routes={authenticatedRoutes} />
      <Suspense fallback={<PageSpinner />}>{denied ? <ForbiddenPage /> : page}</Suspense>
      <JobWatcher />
    </Shell>
  );
}

export default AuthenticatedLayout;
