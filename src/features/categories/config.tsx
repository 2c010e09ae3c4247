import { productsApi, type Category, type ListCategoriesApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DateTimeCell,
  DetailLink,
  Empty,
  EnumBadge,
  fromSettings,
  PUBLISHED_BY_DEFAULT_HINT,
  publishedFirst,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';

/** Categories (name, order, status, prep minutes): how products are grouped on menus. */

const statuses = fromSettings('category_statuses');
const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text', required: 'Please enter category name' };
const order: FieldConfig = {
  name: 'order',
  label: 'Order',
  kind: 'integer',
  initial: '0',
  hint: 'Lower numbers come first.',
};
/** Whole minutes from 0 to a day; empty means not set (no time), so a cleared field is sent as null. */
const MAX_PREP_MINUTES = 1440;
const prepMinutes: FieldConfig = {
  name: 'prep_minutes',
  label: 'Prep Minutes',
  kind: 'integer',
  placeholder: 'Not set',
  hint: 'How long the kitchen needs for its products, unless a product sets its own.',
  validate: (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= MAX_PREP_MINUTES
      ? undefined
      : `Please enter whole minutes from 0 to ${MAX_PREP_MINUTES}`;
  },
  write: (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
};

const status: FieldConfig = {
  name: 'status',
  label: 'Status',
  kind: 'enum',
  options: statuses,
  initial: (settings) => publishedFirst(statuses(settings)),
  hint: PUBLISHED_BY_DEFAULT_HINT('categories'),
};

const columns: ResourceColumn<Category, ListCategoriesApiArg>[] = [
  column({
    id: 'name',
    title: 'Name',
    priority: 1,
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    render: (c) => <DetailLink id={c.id}>{c.name}</DetailLink>,
  }),
  column({ id: 'order', title: 'Order', sortField: 'order', render: (c) => c.order }),
  column({
    id: 'prep_minutes',
    title: 'Prep Minutes',
    sortField: 'prep_minutes',
    render: (c) => (c.prep_minutes === null ? <Empty /> : `${c.prep_minutes} min`),
  }),
  column({
    id: 'status',
    title: 'Status',
    sortField: 'status',
    filter: { kind: 'enum', param: 'status_in', options: statuses },
    render: (c) => <EnumBadge value={c.status} optionsKey="category_statuses" />,
  }),
  column({
    id: 'created',
    title: 'Date Created',
    sortField: '__date_created',
    render: (c) => <DateTimeCell value={c.__date_created} />,
  }),
  actionsColumn(),
];

export const categoriesConfig: ResourceConfig<Category, ListCategoriesApiArg> = {
  ...screenIdentity('categories'),
  endpoints: crudEndpoints(productsApi, ...crudStems('categories')),
  columns,
  create: { title: 'Add New Category', fields: [name, order, status, prepMinutes] },
  drawer: {
    title: (c) => c.name,
    titleField: 'name',
    fields: [order, status, prepMinutes],
    deleteLabel: 'Delete Category',
  },
  recordName: (c) => c.name,
  dataTransfer: { export: true, import: true },
};
