/**
 * Every route of the product (spec §2) and the resources behind them. A leaf module: no imports, so
 * features may use it to build links without depending on the router.
 */
export type Id = number | string;

const crud = (base: string) => ({
  list: base,
  create: `${base}/create`,
  show: (id: Id) => `${base}/${id}`,
});

export const paths = {
  home: '/',
  login: '/login',
  privacyPolicy: '/privacy-policy',
  organizations: crud('/organizations'),
  outlets: crud('/outlets'),
  employees: crud('/employees'),
  products: crud('/products'),
  productVariations: crud('/product-variations'),
  categories: crud('/categories'),
  addons: crud('/addons'),
  menus: crud('/menus'),
  menuItems: {
    create: (menuId: Id) => `/menus/${menuId}/menu-items/create`,
    show: (menuId: Id, id: Id) => `/menus/${menuId}/menu-items/${id}`,
  },
  orders: crud('/orders'),
  orderItems: {
    create: (orderId: Id) => `/orders/${orderId}/items/create`,
    show: (id: Id) => `/orders/items/${id}`,
  },
  kitchenOrders: { list: '/kitchen-orders' },
  kitchenStaff: crud('/kitchen-staff'),
  users: crud('/users'),
} as const;

/** `/login?to=<path>`: where an unauthenticated visit is sent, keeping the original path and query. */
export function loginPath(to?: string): string {
  return to && to !== paths.login ? `${paths.login}?to=${encodeURIComponent(to)}` : paths.login;
}

/** A same-origin path to go to after login; anything else (absolute or protocol-relative URLs) is '/'. */
export function safeReturnPath(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return paths.home;
  if (to === paths.login || to.startsWith(`${paths.login}?`)) return paths.home;
  return to;
}

/** Resources with their labels (capability resource names, spec §1). */
export interface ResourceInfo {
  name: string;
  label: string;
  singular: string;
}

export const RESOURCES = {
  organizations: { name: 'organizations', label: 'Organizations', singular: 'Organization' },
  outlets: { name: 'outlets', label: 'Outlets', singular: 'Outlet' },
  employees: { name: 'employees', label: 'Employees', singular: 'Employee' },
  products: { name: 'products', label: 'Products', singular: 'Product' },
  productVariations: { name: 'product-variations', label: 'Product Variations', singular: 'Product Variation' },
  categories: { name: 'categories', label: 'Categories', singular: 'Category' },
  addons: { name: 'addons', label: 'Addons', singular: 'Addon' },
  menus: { name: 'menus', label: 'Menus', singular: 'Menu' },
  menuItems: { name: 'menu-items', label: 'Menu Items', singular: 'Menu Item' },
  orders: { name: 'orders', label: 'Orders', singular: 'Order' },
  orderItems: { name: 'order-items', label: 'Order Items', singular: 'Order Item' },
  kitchenOrders: { name: 'kitchen-orders', label: 'Kitchen Orders', singular: 'Kitchen Order' },
  kitchenStaff: { name: 'kitchen-staff', label: 'Kitchen Staff', singular: 'Kitchen Staff Member' },
  users: { name: 'users', label: 'Users', singular: 'User' },
} as const satisfies Record<string, ResourceInfo>;

export type ResourceKey = keyof typeof RESOURCES;
