import type { ApiSlice } from '../resources/registry';
import { billingApi } from './generated/billing';
import { clientsApi } from './generated/clients';
import { kitchenApi } from './generated/kitchen';
import { menusApi } from './generated/menus';
import { ordersApi } from './generated/orders';
import { productsApi } from './generated/products';
import { usersApi } from './generated/users';

/** The generated api slice of each registry `api` name (one per OpenAPI tag). */
export const API_SLICES = {
  clients: clientsApi,
  products: productsApi,
  menus: menusApi,
  orders: ordersApi,
  kitchen: kitchenApi,
  billing: billingApi,
  users: usersApi,
} satisfies Record<ApiSlice, { endpoints: object }>;
