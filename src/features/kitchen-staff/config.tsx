import { usersApi, type KitchenStaff, type ListKitchenStaffApiArg } from '../../api/generated/users';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  ChangePassword,
  column,
  crudEndpoints,
  DateCell,
  DetailLink,
  EmailCell,
  Empty,
  NameWithAvatar,
  PhoneCell,
  TextCell,
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
  column({
    id: 'full_name',
    title: 'kitchen:staff.columns.fullName',
    priority: 1,
    sortField: 'full_name',
    filter: { kind: 'text', param: 'full_name_like' },
    render: (k) => (
      <DetailLink id={k.id}>
        <NameWithAvatar name={k.full_name} image={k.photo} />
      </DetailLink>
    ),
  }),
  column({
    id: 'email',
    title: 'kitchen:staff.columns.email',
    sortField: 'email',
    filter: { kind: 'text', param: 'email_like' },
    render: (k) => <EmailCell value={k.email} />,
  }),
  column({
    id: 'phone',
    title: 'kitchen:staff.columns.phone',
    render: (k) => <PhoneCell value={k.phone_number} />,
  }),
  column({
    id: 'outlet',
    title: 'kitchen:staff.columns.outlet',
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets' },
    render: (k) => (k.outlet ? <TextCell value={k.outlet.name} max={24} /> : <Empty />),
  }),
  column({
    id: 'date_of_birth',
    title: 'kitchen:staff.columns.dateOfBirth',
    priority: 3,
    render: (k) => <DateCell value={k.date_of_birth} />,
  }),
  column({
    id: 'address',
    title: 'kitchen:staff.columns.address',
    priority: 3,
    render: (k) => <TextCell value={k.address} max={20} />,
  }),
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
