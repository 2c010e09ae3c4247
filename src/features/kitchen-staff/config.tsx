import { usersApi, type KitchenStaff, type ListKitchenStaffApiArg } from '../../api/generated/users';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  addressColumn,
  ChangePassword,
  crudEndpoints,
  dateOfBirthColumn,
  emailColumn,
  personColumn,
  phoneColumn,
  relationNameColumn,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import {
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
} from '../employees';

/**
 * Kitchen staff: as employees, without an organization; they work an outlet's kitchen board. Its text is
 * catalogue keys (`kitchen:staff.*`) the kit translates where it renders them.
 */

const columns: ResourceColumn<KitchenStaff, ListKitchenStaffApiArg>[] = [
  personColumn('kitchen:staff.columns.fullName'),
  emailColumn('kitchen:staff.columns.email'),
  phoneColumn('kitchen:staff.columns.phone'),
  relationNameColumn({ relation: 'outlet', title: 'kitchen:staff.columns.outlet', source: 'outlets' }),
  dateOfBirthColumn('kitchen:staff.columns.dateOfBirth', { sortable: false }),
  addressColumn('kitchen:staff.columns.address', 3),
  actionsColumn(),
];

export const kitchenStaffConfig: ResourceConfig<KitchenStaff, ListKitchenStaffApiArg> = {
  ...screenIdentity('kitchenStaff'),
  // Toasts and the drawer say 'Kitchen Staff'; the page titles say the registry's 'Kitchen Staff Member'.
  singular: 'kitchen:staff.singular',
  endpoints: crudEndpoints(usersApi, ...crudStems('kitchenStaff')),
  columns,
  search: 'kitchen:staff.search',
  create: {
    title: 'kitchen:staff.create',
    fields: [firstName, middleName, lastName, email, password, phone, whatsapp, dateOfBirth, outlet, address, photo],
  },
  drawer: {
    title: (k) => k.full_name,
    image: { field: 'photo', label: 'kitchen:staff.photo', shape: 'circular' },
    fields: [firstName, middleName, lastName, email, phone, whatsapp, dateOfBirth, outlet, address],
    deleteLabel: 'kitchen:staff.delete',
    extra: (_record, save) => <ChangePassword save={save} />,
  },
  recordName: (k) => k.full_name,
  dataTransfer: { export: true, import: true },
};
