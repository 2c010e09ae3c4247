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
  publishedFirst,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { i18n } from '../../i18n';
import { LocalizedName, nameNow } from '../products';
import { translationField, withTranslations } from '../products';

/** Categories (name, order, status, prep minutes): how products are grouped on menus. */

const statuses = fromSettings('category_statuses');
const name: FieldConfig = {
  name: 'name',
  label: 'products:fields.name',
  kind: 'text',
  required: 'products:validation.categoryName',
};
const nameAr = translationField('ar', 'name', 'products:translations.nameAr');
const nameFr = translationField('fr', 'name', 'products:translations.nameFr');
const order: FieldConfig = {
  name: 'order',
  label: 'products:fields.order',
  kind: 'integer',
  initial: '0',
  hint: 'products:hints.order',
};
/** Whole minutes from 0 to a day; empty means not set (no time), so a cleared field is sent as null. */
const MAX_PREP_MINUTES = 1440;
const prepMinutes: FieldConfig = {
  name: 'prep_minutes',
  label: 'products:fields.prepMinutes',
  kind: 'integer',
  placeholder: 'products:placeholders.notSet',
  hint: 'products:hints.categoryPrep',
  validate: (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= MAX_PREP_MINUTES
      ? undefined
      : i18n.t('products:validation.prepMinutes', { max: MAX_PREP_MINUTES });
  },
  write: (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
};

const status: FieldConfig = {
  name: 'status',
  label: 'products:fields.status',
  kind: 'enum',
  options: statuses,
  initial: (settings) => publishedFirst(statuses(settings)),
  hint: 'products:hints.publishedCategories',
};

const columns: ResourceColumn<Category, ListCategoriesApiArg>[] = [
  column({
    id: 'name',
    title: 'products:fields.name',
    priority: 1,
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    render: (c) => (
      <DetailLink id={c.id}>
        <LocalizedName record={c} />
      </DetailLink>
    ),
  }),
  column({ id: 'order', title: 'products:fields.order', sortField: 'order', render: (c) => c.order }),
  column({
    id: 'prep_minutes',
    title: 'products:fields.prepMinutes',
    sortField: 'prep_minutes',
    render: (c) => (c.prep_minutes === null ? <Empty /> : i18n.t('products:minutes', { minutes: c.prep_minutes })),
  }),
  column({
    id: 'status',
    title: 'products:fields.status',
    sortField: 'status',
    filter: { kind: 'enum', param: 'status_in', options: statuses },
    render: (c) => <EnumBadge value={c.status} optionsKey="category_statuses" />,
  }),
  column({
    id: 'created',
    title: 'products:fields.dateCreated',
    sortField: '__date_created',
    render: (c) => <DateTimeCell value={c.__date_created} />,
  }),
  actionsColumn(),
];

export const categoriesConfig: ResourceConfig<Category, ListCategoriesApiArg> = {
  ...screenIdentity('categories'),
  endpoints: withTranslations(crudEndpoints(productsApi, ...crudStems('categories'))),
  columns,
  create: { title: 'products:categories.createTitle', fields: [name, nameAr, nameFr, order, status, prepMinutes] },
  drawer: {
    title: (c) => c.name,
    titleField: 'name',
    fields: [nameAr, nameFr, order, status, prepMinutes],
    deleteLabel: 'products:categories.delete',
  },
  recordName: (c) => nameNow(c),
  dataTransfer: { export: true, import: true },
};
