import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { useAppName } from '../features/settings';
import { i18n, translateText } from '../i18n';
import { pageTitle } from '../lib/pageTitle';

/** Route `handle`: the heading part of the document title, e.g. "List Organizations". */
export interface RouteHandle {
  /** The heading in English (the catalogue's source text). */
  title?: string;
  /**
   * The heading as the page's language says it: a catalogue key, and its placeholders' values (each a
   * catalogue key itself, e.g. a resource's name, or plain text).
   */
  titleText?: TitleText;
}

export interface TitleText {
  key: string;
  values?: Record<string, string>;
}

/** The handle of the deepest matched route that names a heading. */
function headingHandle(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].route.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** The heading of the deepest matched route that names one (in English). */
export function routeHeading(routes: RouteObject[], pathname: string): string | undefined {
  return headingHandle(routes, pathname)?.title;
}

/** A heading in the language shown: its key translated with its values translated, else the English title. */
export function translatedHeading(handle: RouteHandle | undefined): string | undefined {
  const text = handle?.titleText;
  if (!text || !i18n.exists(text.key)) return handle?.title;
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [name, translateText(value)]),
  );
  return (i18n.t as (key: string, values: Record<string, string>) => string)(text.key, values);
}

/**
 * Keeps document.title at "{action} {resource} | {app_name}" for the current route. Each route table
 * (public, signed-in) has one; a table without a heading for the path leaves the title to the other.
 */
export function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const appName = useAppName();
  useTranslation(); // a new language retitles the page
  const heading = translatedHeading(headingHandle(routes, pathname));
  useEffect(() => {
    if (heading) document.title = pageTitle(heading, appName);
  }, [heading, appName]);
  return null;
}
