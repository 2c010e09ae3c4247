import { clientsApi, type Employee, type ListEmployeesApiArg } from '../../api/generated/clients';
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
  minLengthRule,
  NameWithAvatar,
  PhoneCell,
  TextCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/** Employees: the people of an organization who order from the menus. */

const PASSWORD_MESSAGE = 'Password must be at least 8 characters';

export const firstName: FieldConfig = {
  name: 'first_name',
  label: 'First Name',
  kind: 'text',
  required: 'Please enter first name',
};
export const middleName: FieldConfig = { name: 'middle_name', label: 'Middle Name', kind: 'text' };
export const lastName: FieldConfig = {
  name: 'last_name',
  label: 'Last Name',
  kind: 'text',
  required: 'Please enter last name',
};
export const email: FieldConfig = {
  name: 'email',
  label: 'Email',
  kind: 'email',
  required: 'Please enter a valid email',
};
export const password: FieldConfig = {
  name: 'plaintext_password',
  label: 'Password',
  kind: 'password',
  validate: minLengthRule(8, PASSWORD_MESSAGE),
};
export const phone: FieldConfig = {
  name: 'phone_number',
  label: 'Phone Number',
  kind: 'text',
  placeholder: '+961 3 123 456',
};
export const whatsapp: FieldConfig = {
  name: 'whatsapp_number',
  label: 'WhatsApp Number',
  kind: 'text',
  placeholder: '+961 3 123 456',
};
export const dateOfBirth: FieldConfig = { name: 'date_of_birth', label: 'Date Of Birth', kind: 'date' };
export const address: FieldConfig = { name: 'address', label: 'Address', kind: 'textarea' };
export const outlet: FieldConfig = { name: 'outlet', label: 'Outlet', kind: 'lookup', lookup: 'outlets' };
export const photo: FieldConfig = { name: 'photo', label: 'Photo', kind: 'image' };
const organization: FieldConfig = {
  name: 'organization',
  label: 'Organization',
  kind: 'lookup',
  lookup: 'organizations',
};

const columns: ResourceColumn<Employee, ListEmployeesApiArg>[] = [
  column({
    id: 'full_name',
    title: 'Full Name',
    priority: 1,
    sortField: 'full_name',
    filter: { kind: 'text', param: 'full_name_like' },
    render: (e) => (
      <DetailLink id={e.id}>
        <NameWithAvatar name={e.full_name} image={e.photo} />
      </DetailLink>
    ),
  }),
  column({
    id: 'email',
    title: 'Email',
    sortField: 'email',
    filter: { kind: 'text', param: 'email_like' },
    render: (e) => <EmailCell value={e.email} />,
  }),
  column({
    id: 'phone',
    title: 'Phone Number',
    render: (e) => <PhoneCell value={e.phone_number} />,
  }),
  column({
    id: 'organization',
    title: 'Organization',
    priority: 3,
    filter: { kind: 'lookup', param: 'organization', source: 'organizations' },
    render: (e) => (e.organization ? <TextCell value={e.organization.name} max={24} /> : <Empty />),
  }),
  column({
    id: 'outlet',
    title: 'Outlet',
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets' },
    render: (e) => (e.outlet ? <TextCell value={e.outlet.name} max={24} /> : <Empty />),
  }),
  column({
    id: 'date_of_birth',
    title: 'Date Of Birth',
    priority: 3,
    sortField: 'date_of_birth',
    render: (e) => <DateCell value={e.date_of_birth} />,
  }),
  actionsColumn(),
];

export const employeesConfig: ResourceConfig<Employee, ListEmployeesApiArg> = {
  ...screenIdentity('employees'),
  endpoints: crudEndpoints(clientsApi, ...crudStems('employees')),
  columns,
  search: 'Search by name, email or phone',
  create: {
    title: 'Add New Employee',
    fields: [
      firstName,
      middleName,
      lastName,
      email,
      password,
      phone,
      whatsapp,
      dateOfBirth,
      organization,
      outlet,
      address,
      photo,
    ],
  },
  drawer: {
    title: (e) => e.full_name,
    image: { field: 'photo', label: 'Photo', shape: 'circular' },
    fields: [firstName, middleName, lastName, email, phone, whatsapp, dateOfBirth, organization, outlet, address],
    deleteLabel: 'Delete Employee',
    extra: (_record, save) => <ChangePassword save={save} />,
  },
  recordName: (e) => e.full_name,
  dataTransfer: { export: true, import: true },
};
