import { lazy } from 'react';
import { resourceScreens } from '../../components/resource';
import { ordersConfig } from './config';
import { enhanceOrderTags } from './enhance';
import { withNewOrderItems } from './lazyParts';

enhanceOrderTags();

const kitScreens = resourceScreens(ordersConfig);
export const screens = { ...kitScreens, Create: withNewOrderItems(kitScreens.Create) };
export { OrderShow, type OrderRoute } from './OrderShow';
export { ordersConfig };
// An item's product, variation and addons, for the standing orders' items: the fields in a chunk of their
// own, as for the order's own item screens (the list route carries the list only).
export const ItemProductFields = lazy(() =>
  import(/* webpackChunkName: "order-item-fields" */ './ItemProductFields').then((m) => ({
    default: m.ItemProductFields,
  })),
);
export { useItemChoices } from './useItemChoices';
