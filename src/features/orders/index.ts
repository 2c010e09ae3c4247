import { resourceScreens } from '../../components/resource';
import { ordersConfig } from './config';
import { enhanceOrderTags } from './enhance';
import { OrderItemCreate, OrderItemEdit } from './OrderItemScreens';

enhanceOrderTags();

export const screens = resourceScreens(ordersConfig);
/** The hidden order-item routes (`/orders/:orderId/items/create`, `/orders/items/:id`), in the same chunk. */
export const itemScreens = { List: () => null, Create: OrderItemCreate, Show: OrderItemEdit };
export { ordersConfig };
