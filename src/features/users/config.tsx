import { usersApi, type User, type ListUsersApiArg } from '../../api/generated/users';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  addressColumn,
  ChangePassword,
  column,
  crudEndpoints,
  dateOfBirthColumn,
  EmailCell,
  EnumBadge,
  fromSettings,
  minLengthRule,
  personColumn,
  phoneColumn,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/** Users: back-office accounts; roles come from settings user_roles. */

const firstName: FieldConfig = {
  name: 'first_name',
  label: 'users:fields.firstName',
  kind: 'text',
  required: 'users:validation.firstName',
};
const middleName: FieldConfig = { name: 'middle_name', label: 'users:fields.middleName', kind: 'text' };
const lastName: FieldConfig = {
  name: 'last_name',
  label: 'users:fields.lastName',
  kind: 'text',
  required: 'users:validation.lastName',
};
const email: FieldConfig = {
  name: 'email',
  label: 'users:fields.email',
  kind: 'email',
  required: 'users:validation.email',
};
const password: FieldConfig = {
  name: 'plaintext_password',
  label: 'users:fields.password',
  kind: 'password',
  validate: minLengthRule(8, 'users:validation.password', true),
};
const phone: FieldConfig = {
  name: 'phone_number',
  label: 'users:fields.phoneNumber',
  kind: 'text',
  dir: 'ltr',
  placeholder: '+961 3 123 456',
};
const dateOfBirth: FieldConfig = { name: 'date_of_birth', label: 'users:fields.dateOfBirth', kind: 'date' };
/** 'users:screen.create' picks the date of birth as YYYY-MM-DD; the drawer shows it as DD/MM/YYYY. */
const dateOfBirthPicked: FieldConfig = { ...dateOfBirth, dateDisplay: 'YYYY-MM-DD' };
const address: FieldConfig = { name: 'address', label: 'users:fields.address', kind: 'textarea' };
const roles = fromSettings('user_roles');
const role: FieldConfig = {
  name: 'role',
  label: 'users:fields.role',
  kind: 'enum',
  options: roles,
  initial: (settings) =>
    roles(settings).some((r) => r.value === 'viewer') ? 'viewer' : (roles(settings)[0]?.value ?? ''),
};
const photo: FieldConfig = { name: 'photo', label: 'users:fields.photo', kind: 'image' };

const columns: ResourceColumn<User, ListUsersApiArg>[] = [
  personColumn('users:fields.fullName'),
  column({ id: 'email', title: 'users:fields.email', render: (u) => <EmailCell value={u.email} /> }),
  phoneColumn('users:fields.phoneNumber'),
  dateOfBirthColumn('users:fields.dateOfBirth', { sortable: false }),
  addressColumn('users:fields.address', 3),
  column({
    id: 'role',
    title: 'users:fields.role',
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
  search: 'users:screen.search',
  create: {
    title: 'users:screen.create',
    width: 640,
    fields: [firstName, middleName, lastName, email, password, phone, dateOfBirthPicked, address, role, photo],
  },
  drawer: {
    title: (u) => u.full_name,
    image: { field: 'photo', label: 'users:fields.photo', shape: 'circular' },
    fields: [firstName, middleName, lastName, email, phone, dateOfBirth, address, role],
    deleteLabel: 'users:screen.delete',
    extra: (_record, save) => <ChangePassword save={save} />,
  },
  recordName: (u) => u.full_name,
  dataTransfer: { export: true, import: true },
};
