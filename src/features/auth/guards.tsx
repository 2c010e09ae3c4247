import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { loginPath, publicPaths, safeReturnPath } from '../../lib/publicPaths';
import { selectIsSignedIn } from '../../api/sessionSlice';

/**
 * Set from the moment the user chooses Logout until the login page shows. The session is cleared a render
 * before the router moves to /login (the router's location changes in a transition, the store's at once):
 * in between, the protected page being left must send its user to plain /login, not back to itself.
 */
let leavingByLogout = false;

/** Logout is under way: the next redirect to /login carries no return path. */
export function logoutStarted() {
  leavingByLogout = true;
}

/** Unauthenticated visits go to `/login?to=<original path and query>`; a logout goes to plain /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const to = leavingByLogout ? publicPaths.login : loginPath(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}

/** Public-only pages (login): a signed-in visit goes to `?to=` when given, else the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [params] = useSearchParams();
  useEffect(() => {
    // The logout has arrived at the login page: a later signed-out visit keeps its return path again.
    if (!signedIn) leavingByLogout = false;
  }, [signedIn]);
  if (signedIn) return <Navigate to={safeReturnPath(params.get('to'))} replace />;
  return <>{children}</>;
}
