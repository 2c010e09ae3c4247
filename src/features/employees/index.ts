import { resourceScreens } from '../../components/resource';
import { employeesConfig } from './config';

export const screens = resourceScreens(employeesConfig);
export { employeesConfig };
/** The person fields kitchen staff share with employees (kitchen staff are employees without an organization). */
export {
  address,
  dateOfBirth,
  email,
  firstName,
  lastName,
  middleName,
  outlet,
  password,
  phone,
  photo,
  whatsapp,
} from './config';
