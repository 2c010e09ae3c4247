import { resourceScreens } from '../../components/resource';
import { outletsConfig } from './config';

export const screens = resourceScreens(outletsConfig);
export { outletsConfig };
