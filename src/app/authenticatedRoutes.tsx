import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../features/shell';
import {
  hasCustomRoutes,
  isTopLevel,
  listPath,
  RESOURCE_KEYS,
  RESOURCES,
  type CustomRoutesKey,
} from '../resources/registry';
import { paths, printInvoicePath } from '../resources/paths';
import { DashboardPage, InvoicePage, JobsPage, KitchenBoardPage, ManifestPage, ProductionPage } from './lazyScreens';
import {
  createRoute,
  crud,
  guarded,
  handle,
  listRoute,
  orderRoute,
  ResourceKitEnv,
  resourceTitle,
  segment,
  showRoute,
  suspend,
  titled,
} from './routeBuilders';

export { preloadDashboard, SCREENS } from './lazyScreens';
export type { AccessHandle, RouteAccess } from './routeBuilders';

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
    path: segment(printInvoicePath(':id')),
    // The invoice and its organization's billing details: administrators and managers.
    element: guarded('invoices', 'view', <InvoicePage />),
    handle: handle('Invoice', { resource: 'invoices', action: 'view' }, titled('shell:titles.invoice')),
  },
  {
    path: '*',
    element: <NotFoundPage />,
    handle: handle('Page Not Found', undefined, titled('shell:titles.notFound')),
  },
];
