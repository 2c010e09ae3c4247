import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { loginPath, safeReturnPath } from '../../app/publicPaths';
import { selectIsSignedIn } from '../../api/sessionSlice';

/** Unauthenticated visits go to `/login?to=<original path and query>`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** Public-only pages (login): a signed-in visit goes to `?to=` when given, else the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [params] = useSearchParams();
  if (signedIn) return <Navigate to={safeReturnPath(params.get('to'))} replace />;
  return <>{children}</>;
}
