import { resourceScreens } from '../../components/resource';
import { ordersConfig } from './config';
import { enhanceOrderTags } from './enhance';
import { withNewOrderItems } from './lazyParts';

enhanceOrderTags();

const kitScreens = resourceScreens(ordersConfig);
export const screens = { ...kitScreens, Create: withNewOrderItems(kitScreens.Create) };
export { OrderShow, type OrderRoute } from './OrderShow';
export { ordersConfig };
// An item's product, variation and addons, for the standing orders' items (issue 32).
export { ItemProductFields } from './ItemProductFields';
export { useItemChoices } from './useItemChoices';
