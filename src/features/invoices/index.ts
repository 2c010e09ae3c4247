import { resourceScreens } from '../../components/resource';
import { invoicesConfig } from './config';

export const screens = resourceScreens(invoicesConfig);
export { invoicesConfig };
export { BillClientButton } from './BillClientButton';
export { periodProblem, statementPeriod, type Period } from './period';
