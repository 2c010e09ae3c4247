import { resourceScreens } from '../../components/resource';
import { ageingConfig } from './config';

export const screens = resourceScreens(ageingConfig);
export { ageingConfig };
