import { resourceScreens } from '../../components/resource';
import { organizationsConfig } from './config';

export const screens = resourceScreens(organizationsConfig);
export { organizationsConfig };
