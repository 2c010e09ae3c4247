import { matchPath, type RouteObject } from 'react-router';
import { authenticatedRoutes } from '../../src/app/authenticatedRoutes';
import { routes } from '../../src/app/routes';
import { clientRouteUrls } from '../server/helpers/client-routes';

/** Full path patterns of a route table (`/menus/:menuId/menu-items/:id`); catch-alls left out. */
function patterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.index ? parent || '/' : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`;
    return [...(route.index || route.path ? [own] : []), ...patterns(route.children ?? [], own)];
  });
}

/**
 * The server's tests walk `clientRouteUrls()` (every route of src/resources/paths.ts) to check that every page
 * of the app is served with the app's headers. That walk must be the router's table: each route the
 * router has is among those URLs, and each of those URLs is a route the router has.
 */
describe('the client route walk is the router table', () => {
  const table = [...patterns(routes), ...patterns(authenticatedRoutes)];
  const urls = clientRouteUrls();

  test('every route of the router is walked', () => {
    expect(table.length).toBeGreaterThan(30);
    expect(table.filter((pattern) => !urls.some((url) => matchPath(pattern, url)))).toEqual([]);
  });

  test('every walked URL is a route of the router', () => {
    expect(urls.filter((url) => !table.some((pattern) => matchPath(pattern, url)))).toEqual([]);
  });
});
