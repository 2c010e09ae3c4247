import { resourceScreens } from '../../components/resource';
import { paymentsConfig } from './config';

export const screens = resourceScreens(paymentsConfig);
export { paymentsConfig };
export { OrganizationPayments } from './OrganizationPayments';
