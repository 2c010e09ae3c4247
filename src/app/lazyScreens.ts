import { lazy, type ComponentType } from 'react';
import { listPath, type ResourceKey } from '../resources/registry';
import { preloadable } from '../lib/preloadable';

// Loaded with the signed-in layout, never on the /login route. Every screen is its own lazy chunk.
export const DashboardPage = preloadable(
  () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
);
/** Starts loading the dashboard, where signing in lands (see routes.tsx). */
export const preloadDashboard = DashboardPage.preload;
export const JobsPage = lazy(() => import(/* webpackChunkName: "jobs" */ '../features/jobs/JobsPage'));
export const KitchenBoardPage = preloadable(
  () => import(/* webpackChunkName: "kitchen" */ '../features/kitchen/KitchenBoardPage'),
);
export const ProductionPage = preloadable(
  () => import(/* webpackChunkName: "production" */ '../features/production/ProductionPage'),
);
// A board or production sheet reopened (a reload, often offline, from the snapshot it kept) loads its chunks
// side by side with the signed-in layout's, not after the layout has rendered.
for (const [key, page] of [
  ['kitchenOrders', KitchenBoardPage],
  ['production', ProductionPage],
] as const)
  if (window.location.pathname === listPath(key)) void page.preload().catch(() => undefined);
export const ManifestPage = lazy(
  () => import(/* webpackChunkName: "print-manifest" */ '../features/printing/ManifestPage'),
);
export const InvoicePage = lazy(
  () => import(/* webpackChunkName: "print-invoice-page" */ '../features/printing/InvoicePage'),
);

// Resource screens (shared kit + per-resource config): list, create modal and detail drawer from one chunk each.
export interface Screens {
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
export type ScreenKey = Exclude<ResourceKey, 'orderItems' | 'kitchenOrders' | 'production'>;

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
  standingOrders: lazyScreens(() => import(/* webpackChunkName: "standing-orders" */ '../features/standing-orders')),
  kitchenStaff: lazyScreens(() => import(/* webpackChunkName: "kitchen-staff" */ '../features/kitchen-staff')),
  users: lazyScreens(() => import(/* webpackChunkName: "users" */ '../features/users')),
  menus: lazyScreens(() => import(/* webpackChunkName: "menus" */ '../features/menus')),
  menuItems: lazyScreens(() => import(/* webpackChunkName: "menu-items" */ '../features/menus/items')),
  orders: lazyScreens(() => import(/* webpackChunkName: "orders" */ '../features/orders')),
  invoices: lazyScreens(() => import(/* webpackChunkName: "invoices" */ '../features/invoices')),
  payments: lazyScreens(() => import(/* webpackChunkName: "payments" */ '../features/payments')),
  ageing: lazyScreens(() => import(/* webpackChunkName: "ageing" */ '../features/ageing')),
};
// The order's drawer and its item dialogs: one element for the three routes (see OrderShow).
export const OrderShow = lazy(() =>
  import(/* webpackChunkName: "orders" */ '../features/orders').then((m) => ({ default: m.OrderShow })),
);
