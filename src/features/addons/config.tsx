import { productsApi, type Addon, type ListAddonsApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DateTimeCell,
  DetailLink,
  EnumBadge,
  fromSettings,
  MoneyCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/** Addons (name, extra_charge in USD, type): extras, sides, sauces and drinks. */

const types = fromSettings('add_on_types');
const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text', required: 'Please enter addon name' };
const extraCharge: FieldConfig = { name: 'extra_charge', label: 'Extra Charge', kind: 'money', placeholder: '0.00' };
const type: FieldConfig = {
  name: 'type',
  label: 'Type',
  kind: 'enum',
  options: types,
  initial: (settings) => types(settings)[0]?.value ?? '',
};

const columns: ResourceColumn<Addon, ListAddonsApiArg>[] = [
  column({
    id: 'name',
    title: 'Name',
    priority: 1,
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    render: (a) => <DetailLink id={a.id}>{a.name}</DetailLink>,
  }),
  column({
    id: 'type',
    title: 'Type',
    sortField: 'type',
    filter: { kind: 'enum', param: 'type', options: types },
    render: (a) => <EnumBadge value={a.type} optionsKey="add_on_types" />,
  }),
  column({
    id: 'extra_charge',
    title: 'Extra Charge (USD)',
    sortField: 'extra_charge',
    render: (a) => <MoneyCell value={a.extra_charge} />,
  }),
  column({
    id: 'created',
    title: 'Date Created',
    sortField: '__date_created',
    render: (a) => <DateTimeCell value={a.__date_created} />,
  }),
  actionsColumn(),
];

export const addonsConfig: ResourceConfig<Addon, ListAddonsApiArg> = {
  ...screenIdentity('addons'),
  endpoints: crudEndpoints(productsApi, ...crudStems('addons')),
  columns,
  create: { title: 'Add New Addon', fields: [name, extraCharge, type] },
  drawer: { title: (a) => a.name, titleField: 'name', fields: [extraCharge, type], deleteLabel: 'Delete Addon' },
  recordName: (a) => a.name,
  dataTransfer: { export: true, import: true },
};
