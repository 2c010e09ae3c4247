import { resourceScreens } from '../../components/resource';
import { usersConfig } from './config';

export const screens = resourceScreens(usersConfig);
export { usersConfig };
