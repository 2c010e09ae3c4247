import { matchRoutes, type RouteObject } from 'react-router';
import { can } from '../features/access';
import type { AccessHandle } from './authenticatedRoutes';

/**
 * Whether any route matched by `pathname` (a list and the create or show route nested in it) needs an
 * access the user lacks. The layout then shows the 403 page in place of the whole page, not under the list.
 */
export function isRouteDenied(
  routes: RouteObject[],
  pathname: string,
  capabilities: readonly string[] | null | undefined,
): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => {
    const access = (route.handle as AccessHandle | undefined)?.access;
    return !!access && !can(capabilities, access.resource, access.action).can;
  });
}
