import { resourceScreens } from '../../components/resource';
import { productVariationsConfig } from './config';

export const screens = resourceScreens(productVariationsConfig);
export { productVariationsConfig };
