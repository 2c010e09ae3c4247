import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import '../api/enhance';
import { PageSpinner } from '../components/LoadingScreen';
import { useProfileSync } from '../features/auth';
import { Shell } from '../features/shell';
import { authenticatedRoutes } from './authenticatedRoutes';
import { DocumentTitle } from './RootLayout';

/** Everything behind sign-in: cache tags for every resource, fresh capabilities, the shell and its routes. */
export function AuthenticatedLayout() {
  useProfileSync();
  const page = useRoutes(authenticatedRoutes);
  return (
    <Shell>
      <DocumentTitle routes={authenticatedRoutes} />
      <Suspense fallback={<PageSpinner />}>{page}</Suspense>
    </Shell>
  );
}

export default AuthenticatedLayout;
