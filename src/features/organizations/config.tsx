import { clientsApi, type Organization, type ListOrganizationsApiArg } from '../../api/generated/clients';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  addressColumn,
  createdColumn,
  crudEndpoints,
  emailColumn,
  nameColumn,
  NameWithAvatar,
  validEmailRule,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { BillClientButton } from '../invoices';
import { OrganizationPayments } from '../payments';
import { BILLING_FIELDS } from './billingFields';
import { OrganizationBilling } from './OrganizationBilling';
import { OrganizationStatement } from './OrganizationStatement';

/**
 * Organizations: the companies the caterer serves (name, logo, email, address) and bills (billing details,
 * "Bill this client" on the row and in the drawer, their payments and statement in the drawer).
 */

const name: FieldConfig = {
  name: 'name',
  label: 'clients:fields.name',
  kind: 'text',
  required: 'clients:validation.organizationName',
};
const logo: FieldConfig = { name: 'logo', label: 'clients:fields.logo', kind: 'image' };
const email: FieldConfig = {
  name: 'email',
  label: 'clients:fields.email',
  kind: 'text',
  placeholder: 'name@company.com',
  validate: validEmailRule('clients:validation.email'),
};
const address: FieldConfig = { name: 'address', label: 'clients:fields.address', kind: 'textarea' };

const columns: ResourceColumn<Organization, ListOrganizationsApiArg>[] = [
  nameColumn({
    title: 'clients:fields.name',
    render: (o) => <NameWithAvatar name={o.name} image={o.logo} shape="square" />,
  }),
  emailColumn('clients:fields.email'),
  addressColumn('clients:fields.address'),
  createdColumn('clients:fields.dateCreated', 3),
  actionsColumn<Organization, ListOrganizationsApiArg>({
    extra: (o) => <BillClientButton organization={o} compact />,
  }),
];

export const organizationsConfig: ResourceConfig<Organization, ListOrganizationsApiArg> = {
  ...screenIdentity('organizations'),
  endpoints: crudEndpoints(clientsApi, ...crudStems('organizations')),
  columns,
  search: 'clients:organizations.search',
  create: { title: 'clients:organizations.create', fields: [name, email, address, logo, ...BILLING_FIELDS] },
  drawer: {
    title: (o) => o.name,
    titleField: 'name',
    image: { field: 'logo', label: 'clients:fields.logo', shape: 'square' },
    fields: [email, address, ...BILLING_FIELDS],
    deleteLabel: 'clients:organizations.delete',
    extra: (o) => (
      <OrganizationBilling>
        <BillClientButton organization={o} />
        <OrganizationPayments organization={o} />
        <OrganizationStatement organization={o} />
      </OrganizationBilling>
    ),
  },
  recordName: (o) => o.name,
  dataTransfer: { export: true, import: true },
};
