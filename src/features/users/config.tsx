import { usersApi, type User, type ListUsersApiArg } from '../../api/generated/users';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  ChangePassword,
  column,
  crudEndpoints,
  DateCell,
  DetailLink,
  EmailCell,
  EnumBadge,
  fromSettings,
  minLengthRule,
  NameWithAvatar,
  PhoneCell,
  TextCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/** Users: back-office accounts; roles come from settings user_roles. */

const firstName: FieldConfig = {
  name: 'first_name',
  label: 'First Name',
  kind: 'text',
  required: 'Please enter first name',
};
const middleName: FieldConfig = { name: 'middle_name', label: 'Middle Name', kind: 'text' };
const lastName: FieldConfig = {
  name: 'last_name',
  label: 'Last Name',
  kind: 'text',
  required: 'Please enter last name',
};
const email: FieldConfig = { name: 'email', label: 'Email', kind: 'email', required: 'Please enter a valid email' };
const password: FieldConfig = {
  name: 'plaintext_password',
  label: 'Password',
  kind: 'password',
  validate: minLengthRule(8, 'Password must be at least 8 characters', true),
};
const phone: FieldConfig = { name: 'phone_number', label: 'Phone Number', kind: 'text', placeholder: '+961 3 123 456' };
const dateOfBirth: FieldConfig = { name: 'date_of_birth', label: 'Date Of Birth', kind: 'date' };
/** 'Add New User' picks the date of birth as YYYY-MM-DD; the drawer shows it as DD/MM/YYYY. */
const dateOfBirthPicked: FieldConfig = { ...dateOfBirth, dateDisplay: 'YYYY-MM-DD' };
const address: FieldConfig = { name: 'address', label: 'Address', kind: 'textarea' };
const roles = fromSettings('user_roles');
const role: FieldConfig = {
  name: 'role',
  label: 'Role',
  kind: 'enum',
  options: roles,
  initial: (settings) =>
    roles(settings).some((r) => r.value === 'viewer') ? 'viewer' : (roles(settings)[0]?.value ?? ''),
};
const photo: FieldConfig = { name: 'photo', label: 'Photo', kind: 'image' };

const columns: ResourceColumn<User, ListUsersApiArg>[] = [
  column({
    id: 'full_name',
    title: 'Full Name',
    priority: 1,
    sortField: 'full_name',
    filter: { kind: 'text', param: 'full_name_like' },
    render: (u) => (
      <DetailLink id={u.id}>
        <NameWithAvatar name={u.full_name} image={u.photo} />
      </DetailLink>
    ),
  }),
  column({ id: 'email', title: 'Email', render: (u) => <EmailCell value={u.email} /> }),
  column({
    id: 'phone',
    title: 'Phone Number',
    render: (u) => <PhoneCell value={u.phone_number} />,
  }),
  column({
    id: 'date_of_birth',
    title: 'Date Of Birth',
    priority: 3,
    render: (u) => <DateCell value={u.date_of_birth} />,
  }),
  column({
    id: 'address',
    title: 'Address',
    priority: 3,
    render: (u) => <TextCell value={u.address} max={20} />,
  }),
  column({
    id: 'role',
    title: 'Role',
    priority: 1,
    filter: { kind: 'enum', param: 'role', options: roles },
    render: (u) => <EnumBadge value={u.role} optionsKey="user_roles" />,
  }),
  actionsColumn(),
];

export const usersConfig: ResourceConfig<User, ListUsersApiArg> = {
  ...screenIdentity('users'),
  endpoints: crudEndpoints(usersApi, ...crudStems('users')),
  columns,
  search: 'Search by name, email or phone',
  create: {
    title: 'Add New User',
    width: 640,
    fields: [firstName, middleName, lastName, email, password, phone, dateOfBirthPicked, address, role, photo],
  },
  drawer: {
    title: (u) => u.full_name,
    image: { field: 'photo', label: 'Photo', shape: 'circular' },
    fields: [firstName, middleName, lastName, email, phone, dateOfBirth, address, role],
    deleteLabel: 'Delete User',
    extra: (_record, save) => <ChangePassword save={save} />,
  },
  recordName: (u) => u.full_name,
  dataTransfer: { export: true, import: true },
};
