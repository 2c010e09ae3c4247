import { resourceScreens } from '../../components/resource';
import { ordersConfig } from './config';
import { enhanceOrderTags } from './enhance';

enhanceOrderTags();

export const screens = resourceScreens(ordersConfig);
export { OrderShow, type OrderRoute } from './OrderShow';
export { ordersConfig };
