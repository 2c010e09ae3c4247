import { productsApi, type Category, type ListCategoriesApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  createdColumn,
  crudEndpoints,
  enumColumn,
  fromSettings,
  nameColumn,
  publishedFirst,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { LocalizedName, nameNow } from '../products';
import { prepMinutesColumn, prepMinutesField, translationField, withTranslations } from '../products';

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
const prepMinutes = prepMinutesField('products:placeholders.notSet', 'products:hints.categoryPrep');

const status: FieldConfig = {
  name: 'status',
  label: 'products:fields.status',
  kind: 'enum',
  options: statuses,
  initial: (settings) => publishedFirst(statuses(settings)),
  hint: 'products:hints.publishedCategories',
};

const columns: ResourceColumn<Category, ListCategoriesApiArg>[] = [
  nameColumn({ title: 'products:fields.name', render: (c) => <LocalizedName record={c} /> }),
  column({ id: 'order', title: 'products:fields.order', sortField: 'order', render: (c) => c.order }),
  prepMinutesColumn(),
  enumColumn({
    field: 'status',
    title: 'products:fields.status',
    optionsKey: 'category_statuses',
    options: statuses,
    param: 'status_in',
  }),
  createdColumn('products:fields.dateCreated'),
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
