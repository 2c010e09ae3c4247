import { clientsApi, type Organization, type ListOrganizationsApiArg } from '../../api/generated/clients';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DateTimeCell,
  DetailLink,
  EmailCell,
  NameWithAvatar,
  TextCell,
  validEmailRule,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/** Organizations: the companies the caterer serves (name, logo, email, address). */

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
  column({
    id: 'name',
    title: 'clients:fields.name',
    priority: 1,
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    render: (o) => (
      <DetailLink id={o.id}>
        <NameWithAvatar name={o.name} image={o.logo} shape="square" />
      </DetailLink>
    ),
  }),
  column({
    id: 'email',
    title: 'clients:fields.email',
    sortField: 'email',
    filter: { kind: 'text', param: 'email_like' },
    render: (o) => <EmailCell value={o.email} />,
  }),
  column({
    id: 'address',
    title: 'clients:fields.address',
    render: (o) => <TextCell value={o.address} max={20} />,
  }),
  column({
    id: 'created',
    title: 'clients:fields.dateCreated',
    priority: 3,
    sortField: '__date_created',
    render: (o) => <DateTimeCell value={o.__date_created} />,
  }),
  actionsColumn(),
];

export const organizationsConfig: ResourceConfig<Organization, ListOrganizationsApiArg> = {
  ...screenIdentity('organizations'),
  endpoints: crudEndpoints(clientsApi, ...crudStems('organizations')),
  columns,
  search: 'clients:organizations.search',
  create: { title: 'clients:organizations.create', fields: [name, email, address, logo] },
  drawer: {
    title: (o) => o.name,
    titleField: 'name',
    image: { field: 'logo', label: 'clients:fields.logo', shape: 'square' },
    fields: [email, address],
    deleteLabel: 'clients:organizations.delete',
  },
  recordName: (o) => o.name,
  dataTransfer: { export: true, import: true },
};
