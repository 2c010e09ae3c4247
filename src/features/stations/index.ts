import { resourceScreens } from '../../components/resource';
import { stationsConfig } from './config';

export const screens = resourceScreens(stationsConfig);
export { stationsConfig };
