/** RTK Query tag types: one per resource (PascalCase operationId stem), plus Profile and Settings. */
export const RESOURCE_TAGS = {
  organizations: 'Organizations',
  outlets: 'Outlets',
  employees: 'Employees',
  products: 'Products',
  'product-variations': 'ProductVariations',
  categories: 'Categories',
  addons: 'Addons',
  menus: 'Menus',
  'menu-items': 'MenuItems',
  orders: 'Orders',
  'order-items': 'OrderItems',
  'kitchen-staff': 'KitchenStaff',
  users: 'Users',
  'kitchen-orders': 'KitchenOrders',
} as const;

export type ResourceName = keyof typeof RESOURCE_TAGS;
export type ResourceTag = (typeof RESOURCE_TAGS)[ResourceName];

export const TAG_TYPES = [...Object.values(RESOURCE_TAGS), 'Profile', 'Settings'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The id of the sentinel tag every list provides and every create/delete invalidates. */
export const LIST_ID = 'LIST' as const;
