import { resourceScreens } from '../../components/resource';
import { menusConfig } from './config';

export const screens = resourceScreens(menusConfig);
export { menusConfig };
