import { resourceScreens } from '../../components/resource';
import { categoriesConfig } from './config';

export const screens = resourceScreens(categoriesConfig);
export { categoriesConfig };
