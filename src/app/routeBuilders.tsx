import { Suspense, useMemo, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { selectCapabilities } from '../api/sessionSlice';
import { PageSpinner } from '../components/LoadingScreen';
import { ResourceKitProvider, type KitEnv } from '../components/resource/env';
import { can, RequireAccess, type Action } from '../features/access';
import { useAppSettings } from '../features/settings';
import { useAppSelector } from '../store/hooks';
import {
  hasCreateScreen,
  hasShowScreen,
  listPath,
  RESOURCES,
  type CustomRoutesKey,
  type ResourceKey,
  type TopLevelKey,
} from '../resources/registry';
import type { OrderRoute } from '../features/orders/OrderShow';
import type { RouteHandle, TitleText } from './RootLayout';
import { OrderShow, SCREENS, type ScreenKey, type Screens } from './lazyScreens';

/** What the resource kit needs from the app: access decisions and server settings. */
export function ResourceKitEnv({ children }: { children: ReactNode }) {
  const capabilities = useAppSelector(selectCapabilities);
  const settings = useAppSettings();
  const value = useMemo<KitEnv>(
    () => ({
      can: (resource, action) => can(capabilities, resource, action),
      settings: settings as KitEnv['settings'],
    }),
    [capabilities, settings],
  );
  return <ResourceKitProvider value={value}>{children}</ResourceKitProvider>;
}

export const suspend = (node: ReactNode, fallback: ReactNode = <PageSpinner />) => (
  <Suspense fallback={fallback}>{node}</Suspense>
);

/** An access-guarded route: the 403 page when the user may not `action` the `resource`. */
export function guarded(resource: string, action: Action, node: ReactNode) {
  return (
    <RequireAccess resource={resource} action={action}>
      {suspend(node)}
    </RequireAccess>
  );
}

export const handle = (title: string, access?: RouteAccess, titleText?: TitleText): AccessHandle => ({
  title,
  access,
  titleText,
});

/** The translated heading of a resource page: 'List {{resource}}' with the resource's name in the language shown. */
export const resourceTitle = (action: 'list' | 'create' | 'show', key: ResourceKey): TitleText => ({
  key: `shell:titles.${action}`,
  values: { resource: `words:resources.${key}.${action === 'list' ? 'label' : 'singular'}` },
});
export const titled = (key: string): TitleText => ({ key });

/** What a route needs the user to be allowed: its screen is replaced by the 403 page otherwise. */
export interface RouteAccess {
  resource: string;
  action: Action;
}
/** A signed-in route's handle: its title, and the access it needs (checked for every matched route). */
export interface AccessHandle extends RouteHandle {
  access?: RouteAccess;
}

/** The kit screen of a resource. */
export function element(key: ScreenKey, which: keyof Screens): ReactNode {
  const Screen = SCREENS[key][which];
  return <Screen />;
}
export const segment = (path: string) => path.replace(/^\//, '');

export function listRoute(key: TopLevelKey & ScreenKey, children: RouteObject[] = []): RouteObject {
  const r = RESOURCES[key];
  const list = element(key, 'List');
  return {
    path: segment(listPath(key)),
    element: guarded(r.name, 'list', <ResourceKitEnv>{list}</ResourceKitEnv>),
    handle: handle(`List ${r.label}`, { resource: r.name, action: 'list' }, resourceTitle('list', key)),
    children,
  };
}

export function createRoute(key: ScreenKey, path = 'create'): RouteObject {
  const r = RESOURCES[key];
  return {
    path,
    element: guarded(r.name, 'create', element(key, 'Create')),
    handle: handle(`Create ${r.singular}`, { resource: r.name, action: 'create' }, resourceTitle('create', key)),
  };
}

export function showRoute(key: ScreenKey, path = ':id', children: RouteObject[] = []): RouteObject {
  const r = RESOURCES[key];
  return {
    path,
    element: guarded(r.name, 'show', element(key, 'Show')),
    handle: handle(`Show ${r.singular}`, { resource: r.name, action: 'show' }, resourceTitle('show', key)),
    children,
  };
}

/** An order route: the same element on all three, so moving between them keeps the order's drawer mounted. */
export function orderRoute(key: 'orders' | 'orderItems', path: string, route: OrderRoute): RouteObject {
  const r = RESOURCES[key];
  const action: Action = route === 'create-item' ? 'create' : 'show';
  return {
    path,
    element: guarded(r.name, action, <OrderShow route={route} />),
    handle: handle(
      `${action === 'create' ? 'Create' : 'Show'} ${r.singular}`,
      { resource: r.name, action },
      resourceTitle(action === 'create' ? 'create' : 'show', key),
    ),
  };
}

/**
 * list + create modal + detail drawer, the shape of most resources; a list resource with the screens its own
 * writes use (`kitScreens`: an invoice's generate modal and drawer); a read-only list alone.
 */
export const crud = (key: Exclude<TopLevelKey, CustomRoutesKey>) =>
  listRoute(key, [
    ...(hasCreateScreen(key) ? [createRoute(key)] : []),
    ...(hasShowScreen(key) ? [showRoute(key)] : []),
  ]);
