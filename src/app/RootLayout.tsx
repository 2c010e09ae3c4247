import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { useAppName } from '../features/settings';
import { pageTitle } from '../lib/pageTitle';

/** Route `handle`: the heading part of the document title, e.g. "List Organizations". */
export interface RouteHandle {
  title?: string;
}

/** The heading of the deepest matched route that names one. */
export function routeHeading(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].route.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Keeps document.title at "{action} {resource} | {app_name}" for the current route. Each route table
 * (public, signed-in) has one; a table without a heading for the path leaves the title to the other.
 */
export function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const appName = useAppName();
  const heading = routeHeading(routes, pathname);
  useEffect(() => {
    if (heading) document.title = pageTitle(heading, appName);
  }, [heading, appName]);
  return null;
}
