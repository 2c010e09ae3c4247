import { resourceScreens } from '../../components/resource';
import { kitchenStaffConfig } from './config';

export const screens = resourceScreens(kitchenStaffConfig);
export { kitchenStaffConfig };
