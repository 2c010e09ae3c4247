import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { selectCapabilities } from '../api/sessionSlice';
import { PageSpinner } from '../components/LoadingScreen';
import { ResourceKitProvider, type KitEnv } from '../components/resource/env';
import { can, RequireAccess, type Action } from '../features/access';
import { NotFoundPage } from '../features/shell';
import { useAppSettings } from '../features/settings';
import { useAppSelector } from '../store/hooks';
import {
  hasCrud,
  hasCustomRoutes,
  isTopLevel,
  listPath,
  RESOURCE_KEYS,
  RESOURCES,
  type CustomRoutesKey,
  type ResourceKey,
  type TopLevelKey,
} from '../resources/registry';
import type { OrderRoute } from '../features/orders/OrderShow';
import type { RouteHandle, TitleText } from './RootLayout';
import { paths } from '../resources/paths';
import { preloadable } from '../lib/preloadable';

// Loaded with the signed-in layout, never on the /login route. Every screen is its own lazy chunk.
const DashboardPage = preloadable(
  () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
);
/** Starts loading the dashboard, where signing in lands (see routes.tsx). */
export const preloadDashboard = DashboardPage.preload;
const JobsPage = lazy(() => import(/* webpackChunkName: "jobs" */ '../features/jobs/JobsPage'));
const KitchenBoardPage = preloadable(
  () => import(/* webpackChunkName: "kitchen" */ '../features/kitchen/KitchenBoardPage'),
);
const ProductionPage = preloadable(
  () => import(/* webpackChunkName: "production" */ '../features/production/ProductionPage'),
);
// A board or production sheet reopened (a reload, often offline, from the snapshot it kept) loads its chunks
// side by side with the signed-in layout's, not after the layout has rendered.
for (const [key, page] of [
  ['kitchenOrders', KitchenBoardPage],
  ['production', ProductionPage],
] as const)
  if (window.location.pathname === listPath(key)) void page.preload().catch(() => undefined);
const ManifestPage = lazy(() => import(/* webpackChunkName: "print-manifest" */ '../features/printing/ManifestPage'));

// Resource screens (shared kit + per-resource config): list, create modal and detail drawer from one chunk each.
interface Screens {
  List: ComponentType;
  Create: ComponentType;
  Show: ComponentType;
}
function lazyScreens(load: () => Promise<{ screens: Screens }>): Screens {
  let loading: Promise<Screens> | undefined;
  const once = () => (loading ??= load().then((m) => m.screens));
  return {
    List: lazy(() => once().then((s) => ({ default: s.List }))),
    Create: lazy(() => once().then((s) => ({ default: s.Create }))),
    Show: lazy(() => once().then((s) => ({ default: s.Show }))),
  };
}
/**
 * Resources whose screens are not the kit's: the order items live in the order's drawer, the board and the
 * production sheet are pages of their own.
 */
type ScreenKey = Exclude<ResourceKey, 'orderItems' | 'kitchenOrders' | 'production'>;

/**
 * The feature folder of each resource's screens (each its own lazy chunk; webpack needs the import paths
 * written out). The compiler asks for a line here for every new registry resource.
 */
export const SCREENS: Record<ScreenKey, Screens> = {
  organizations: lazyScreens(() => import(/* webpackChunkName: "organizations" */ '../features/organizations')),
  outlets: lazyScreens(() => import(/* webpackChunkName: "outlets" */ '../features/outlets')),
  employees: lazyScreens(() => import(/* webpackChunkName: "employees" */ '../features/employees')),
  products: lazyScreens(() => import(/* webpackChunkName: "products" */ '../features/products')),
  productVariations: lazyScreens(
    () => import(/* webpackChunkName: "product-variations" */ '../features/product-variations'),
  ),
  categories: lazyScreens(() => import(/* webpackChunkName: "categories" */ '../features/categories')),
  addons: lazyScreens(() => import(/* webpackChunkName: "addons" */ '../features/addons')),
  stations: lazyScreens(() => import(/* webpackChunkName: "stations" */ '../features/stations')),
  kitchenStaff: lazyScreens(() => import(/* webpackChunkName: "kitchen-staff" */ '../features/kitchen-staff')),
  users: lazyScreens(() => import(/* webpackChunkName: "users" */ '../features/users')),
  menus: lazyScreens(() => import(/* webpackChunkName: "menus" */ '../features/menus')),
  menuItems: lazyScreens(() => import(/* webpackChunkName: "menu-items" */ '../features/menus/items')),
  orders: lazyScreens(() => import(/* webpackChunkName: "orders" */ '../features/orders')),
};
// The order's drawer and its item dialogs: one element for the three routes (see OrderShow).
const OrderShow = lazy(() =>
  import(/* webpackChunkName: "orders" */ '../features/orders').then((m) => ({ default: m.OrderShow })),
);

/** What the resource kit needs from the app: access decisions and server settings. */
function ResourceKitEnv({ children }: { children: ReactNode }) {
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

const suspend = (node: ReactNode, fallback: ReactNode = <PageSpinner />) => (
  <Suspense fallback={fallback}>{node}</Suspense>
);

/** An access-guarded route: the 403 page when the user may not `action` the `resource`. */
function guarded(resource: string, action: Action, node: ReactNode) {
  return (
    <RequireAccess resource={resource} action={action}>
      {suspend(node)}
    </RequireAccess>
  );
}

const handle = (title: string, access?: RouteAccess, titleText?: TitleText): AccessHandle => ({
  title,
  access,
  titleText,
});

/** The translated heading of a resource page: 'List {{resource}}' with the resource's name in the language shown. */
const resourceTitle = (action: 'list' | 'create' | 'show', key: ResourceKey): TitleText => ({
  key: `shell:titles.${action}`,
  values: { resource: `words:resources.${key}.${action === 'list' ? 'label' : 'singular'}` },
});
const titled = (key: string): TitleText => ({ key });

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
function element(key: ScreenKey, which: keyof Screens): ReactNode {
  const Screen = SCREENS[key][which];
  return <Screen />;
}
const segment = (path: string) => path.replace(/^\//, '');

function listRoute(key: TopLevelKey & ScreenKey, children: RouteObject[] = []): RouteObject {
  const r = RESOURCES[key];
  const list = element(key, 'List');
  return {
    path: segment(listPath(key)),
    element: guarded(r.name, 'list', <ResourceKitEnv>{list}</ResourceKitEnv>),
    handle: handle(`List ${r.label}`, { resource: r.name, action: 'list' }, resourceTitle('list', key)),
    children,
  };
}

function createRoute(key: ScreenKey, path = 'create'): RouteObject {
  const r = RESOURCES[key];
  return {
    path,
    element: guarded(r.name, 'create', element(key, 'Create')),
    handle: handle(`Create ${r.singular}`, { resource: r.name, action: 'create' }, resourceTitle('create', key)),
  };
}

function showRoute(key: ScreenKey, path = ':id', children: RouteObject[] = []): RouteObject {
  const r = RESOURCES[key];
  return {
    path,
    element: guarded(r.name, 'show', element(key, 'Show')),
    handle: handle(`Show ${r.singular}`, { resource: r.name, action: 'show' }, resourceTitle('show', key)),
    children,
  };
}

/** An order route: the same element on all three, so moving between them keeps the order's drawer mounted. */
function orderRoute(key: 'orders' | 'orderItems', path: string, route: OrderRoute): RouteObject {
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

/** list + create modal + detail drawer, the shape of most resources; a read-only list alone. */
const crud = (key: Exclude<TopLevelKey, CustomRoutesKey>) =>
  listRoute(key, hasCrud(key) ? [createRoute(key), showRoute(key)] : []);

/** The routes of the registry entries marked `routes: 'custom'`: nested resources and bespoke screens. */
const CUSTOM_ROUTES: Record<CustomRoutesKey, () => RouteObject> = {
  menus: () =>
    listRoute('menus', [
      createRoute('menus'),
      showRoute('menus', ':menuId', [
        createRoute('menuItems', 'menu-items/create'),
        showRoute('menuItems', 'menu-items/:id'),
      ]),
    ]),
  orders: () =>
    listRoute('orders', [
      createRoute('orders'),
      orderRoute('orderItems', 'items/:id', 'edit-item'),
      orderRoute('orders', ':id', 'order'),
      orderRoute('orderItems', ':orderId/items/create', 'create-item'),
    ]),
  kitchenOrders: () => ({
    path: segment(listPath('kitchenOrders')),
    // In the kit env for the settings' allergen labels of its cards ("Contains: tree nuts").
    element: guarded(
      RESOURCES.kitchenOrders.name,
      'list',
      <ResourceKitEnv>
        <KitchenBoardPage />
      </ResourceKitEnv>,
    ),
    handle: handle(
      `List ${RESOURCES.kitchenOrders.label}`,
      { resource: RESOURCES.kitchenOrders.name, action: 'list' },
      resourceTitle('list', 'kitchenOrders'),
    ),
  }),
  production: () => ({
    path: segment(listPath('production')),
    // In the kit env for the export button's access and the settings' status labels.
    element: guarded(
      RESOURCES.production.name,
      'list',
      <ResourceKitEnv>
        <ProductionPage />
      </ResourceKitEnv>,
    ),
    handle: handle(`List ${RESOURCES.production.label}`, undefined, resourceTitle('list', 'production')),
  }),
};

/** Every top-level registry resource, in registry order: its custom routes, else the kit's list + create + show. */
export const resourceRoutes: RouteObject[] = RESOURCE_KEYS.filter(isTopLevel).map((key) =>
  hasCustomRoutes(key) ? CUSTOM_ROUTES[key]() : crud(key),
);

/** The routes behind sign-in, relative to the signed-in layout. */
export const authenticatedRoutes: RouteObject[] = [
  {
    index: true,
    element: suspend(<DashboardPage />),
    handle: handle('Dashboard', undefined, titled('shell:titles.dashboard')),
  },
  ...resourceRoutes,
  {
    path: segment(paths.jobs),
    element: suspend(<JobsPage />),
    handle: handle('Jobs', undefined, titled('shell:titles.jobs')),
  },
  {
    path: segment(paths.printManifest),
    // The kitchen's own orders list: what a driver's manifest is made of, open to the kitchen role too.
    element: guarded(RESOURCES.kitchenOrders.name, 'list', <ManifestPage />),
    handle: handle(
      'Delivery Manifest',
      { resource: RESOURCES.kitchenOrders.name, action: 'list' },
      titled('shell:titles.manifest'),
    ),
  },
  {
    path: '*',
    element: <NotFoundPage />,
    handle: handle('Page Not Found', undefined, titled('shell:titles.notFound')),
  },
];
