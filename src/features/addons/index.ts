import { resourceScreens } from '../../components/resource';
import { addonsConfig } from './config';

export const screens = resourceScreens(addonsConfig);
export { addonsConfig };
