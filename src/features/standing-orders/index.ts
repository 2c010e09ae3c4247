import { resourceScreens } from '../../components/resource';
import { standingOrdersConfig } from './config';

export const screens = resourceScreens(standingOrdersConfig);
export { standingOrdersConfig };
