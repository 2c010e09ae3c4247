import { clientsApi, type Employee, type ListEmployeesApiArg } from '../../api/generated/clients';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  ChangePassword,
  crudEndpoints,
  dateOfBirthColumn,
  emailColumn,
  minLengthRule,
  personColumn,
  phoneColumn,
  relationNameColumn,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/** Employees: the people of an organization who order from the menus. */

const PASSWORD_MESSAGE = 'clients:validation.password';

export const firstName: FieldConfig = {
  name: 'first_name',
  label: 'clients:fields.firstName',
  kind: 'text',
  required: 'clients:validation.firstName',
};
export const middleName: FieldConfig = { name: 'middle_name', label: 'clients:fields.middleName', kind: 'text' };
export const lastName: FieldConfig = {
  name: 'last_name',
  label: 'clients:fields.lastName',
  kind: 'text',
  required: 'clients:validation.lastName',
};
export const email: FieldConfig = {
  name: 'email',
  label: 'clients:fields.email',
  kind: 'email',
  required: 'clients:validation.email',
};
export const password: FieldConfig = {
  name: 'plaintext_password',
  label: 'clients:fields.password',
  kind: 'password',
  validate: minLengthRule(8, PASSWORD_MESSAGE),
};
export const phone: FieldConfig = {
  name: 'phone_number',
  label: 'clients:fields.phoneNumber',
  kind: 'text',
  dir: 'ltr',
  placeholder: '+961 3 123 456',
};
export const whatsapp: FieldConfig = {
  name: 'whatsapp_number',
  label: 'clients:fields.whatsappNumber',
  kind: 'text',
  dir: 'ltr',
  placeholder: '+961 3 123 456',
};
export const dateOfBirth: FieldConfig = { name: 'date_of_birth', label: 'clients:fields.dateOfBirth', kind: 'date' };
export const address: FieldConfig = { name: 'address', label: 'clients:fields.address', kind: 'textarea' };
export const outlet: FieldConfig = {
  name: 'outlet',
  label: 'clients:fields.outlet',
  kind: 'lookup',
  lookup: 'outlets',
};
export const photo: FieldConfig = { name: 'photo', label: 'clients:fields.photo', kind: 'image' };
const organization: FieldConfig = {
  name: 'organization',
  label: 'clients:fields.organization',
  kind: 'lookup',
  lookup: 'organizations',
};

const columns: ResourceColumn<Employee, ListEmployeesApiArg>[] = [
  personColumn('clients:fields.fullName'),
  emailColumn('clients:fields.email'),
  phoneColumn('clients:fields.phoneNumber'),
  relationNameColumn({
    relation: 'organization',
    title: 'clients:fields.organization',
    source: 'organizations',
    priority: 3,
  }),
  relationNameColumn({ relation: 'outlet', title: 'clients:fields.outlet', source: 'outlets' }),
  dateOfBirthColumn('clients:fields.dateOfBirth'),
  actionsColumn(),
];

export const employeesConfig: ResourceConfig<Employee, ListEmployeesApiArg> = {
  ...screenIdentity('employees'),
  endpoints: crudEndpoints(clientsApi, ...crudStems('employees')),
  columns,
  search: 'clients:employees.search',
  create: {
    title: 'clients:employees.create',
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
    image: { field: 'photo', label: 'clients:fields.photo', shape: 'circular' },
    fields: [firstName, middleName, lastName, email, phone, whatsapp, dateOfBirth, organization, outlet, address],
    deleteLabel: 'clients:employees.delete',
    extra: (_record, save) => <ChangePassword save={save} />,
  },
  recordName: (e) => e.full_name,
  dataTransfer: { export: true, import: true },
};
