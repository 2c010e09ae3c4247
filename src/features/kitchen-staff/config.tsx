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

/** Kitchen staff: as employees, without an organization; they work an outlet's kitchen board. */

const columns: ResourceColumn<KitchenStaff, ListKitchenStaffApiArg>[] = [
  column({
    id: 'full_name',
    title: 'Full Name',
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
    title: 'Email',
    sortField: 'email',
    filter: { kind: 'text', param: 'email_like' },
    render: (k) => <EmailCell value={k.email} />,
  }),
  column({
    id: 'phone',
    title: 'Phone Number',
    render: (k) => <PhoneCell value={k.phone_number} />,
  }),
  column({
    id: 'outlet',
    title: 'Outlet',
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets' },
    render: (k) => (k.outlet ? <TextCell value={k.outlet.name} max={24} /> : <Empty />),
  }),
  column({
    id: 'date_of_birth',
    title: 'Date Of Birth',
    priority: 3,
    render: (k) => <DateCell value={k.date_of_birth} />,
  }),
  column({
    id: 'address',
    title: 'Address',
    priority: 3,
    render: (k) => <TextCell value={k.address} max={20} />,
  }),
  actionsColumn(),
];

export const kitchenStaffConfig: ResourceConfig<KitchenStaff, ListKitchenStaffApiArg> = {
  ...screenIdentity('kitchenStaff'),
  // Toasts and the drawer say 'Kitchen Staff'; the page titles say the registry's 'Kitchen Staff Member'.
  singular: 'Kitchen Staff',
  endpoints: crudEndpoints(usersApi, ...crudStems('kitchenStaff')),
  columns,
  search: 'Search by name, email or phone',
  create: {
    title: 'Add New Kitchen Staff',
    fields: [firstName, middleName, lastName, email, password, phone, whatsapp, dateOfBirth, outlet, address, photo],
  },
  drawer: {
    title: (k) => k.full_name,
    image: { field: 'photo', label: 'Photo', shape: 'circular' },
    fields: [firstName, middleName, lastName, email, phone, whatsapp, dateOfBirth, outlet, address],
    deleteLabel: 'Delete Kitchen Staff',
    extra: (_record, save) => <ChangePassword save={save} />,
  },
  recordName: (k) => k.full_name,
  dataTransfer: { export: true, import: true },
};
