import type { ReactNode } from 'react';
import { AccessDeniedPage } from './AccessDeniedPage';
import type { Action } from './can';
import { useCan } from './useCan';

interface RequireAccessProps {
  resource?: string;
  action?: Action | readonly Action[];
  children: ReactNode;
}

/** Route guard: renders the 403 page when the signed-in user may not perform `action` on `resource`. */
export function RequireAccess({ resource, action, children }: RequireAccessProps) {
  const access = useCan(resource, action);
  return access.can ? <>{children}</> : <AccessDeniedPage />;
}
