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

const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text', required: 'Please enter organization name' };
const logo: FieldConfig = { name: 'logo', label: 'Logo', kind: 'image' };
const email: FieldConfig = {
  name: 'email',
  label: 'Email',
  kind: 'text',
  placeholder: 'name@company.com',
  validate: validEmailRule('Please enter a valid email'),
};
const address: FieldConfig = { name: 'address', label: 'Address', kind: 'textarea' };

const columns: ResourceColumn<Organization, ListOrganizationsApiArg>[] = [
  column({
    id: 'name',
    title: 'Name',
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
    title: 'Email',
    sortField: 'email',
    filter: { kind: 'text', param: 'email_like' },
    render: (o) => <EmailCell value={o.email} />,
  }),
  column({
    id: 'address',
    title: 'Address',
    render: (o) => <TextCell value={o.address} max={20} />,
  }),
  column({
    id: 'created',
    title: 'Date Created',
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
  search: 'Search by name, email or address',
  create: { title: 'Add New Organization', fields: [name, email, address, logo] },
  drawer: {
    title: (o) => o.name,
    titleField: 'name',
    image: { field: 'logo', label: 'Logo', shape: 'square' },
    fields: [email, address],
    deleteLabel: 'Delete Organization',
  },
  recordName: (o) => o.name,
  dataTransfer: { export: true, import: true },
};
