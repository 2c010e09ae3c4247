import { productsApi, type Addon, type ListAddonsApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  createdColumn,
  crudEndpoints,
  enumColumn,
  fromSettings,
  MoneyCell,
  nameColumn,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { LocalizedName, nameNow } from '../products';
import { translationField, withTranslations } from '../products';

/** Addons (name, extra_charge in USD, type): extras, sides, sauces and drinks. */

const types = fromSettings('add_on_types');
const name: FieldConfig = {
  name: 'name',
  label: 'products:fields.name',
  kind: 'text',
  required: 'products:validation.addonName',
};
const nameAr = translationField('ar', 'name', 'products:translations.nameAr');
const nameFr = translationField('fr', 'name', 'products:translations.nameFr');
const extraCharge: FieldConfig = {
  name: 'extra_charge',
  label: 'products:fields.extraCharge',
  kind: 'money',
  placeholder: '0.00',
};
const type: FieldConfig = {
  name: 'type',
  label: 'products:fields.type',
  kind: 'enum',
  options: types,
  initial: (settings) => types(settings)[0]?.value ?? '',
};

const columns: ResourceColumn<Addon, ListAddonsApiArg>[] = [
  nameColumn({ title: 'products:fields.name', render: (a) => <LocalizedName record={a} /> }),
  enumColumn({
    field: 'type',
    title: 'products:fields.type',
    optionsKey: 'add_on_types',
    options: types,
    param: 'type',
  }),
  column({
    id: 'extra_charge',
    title: 'products:fields.extraChargeUsd',
    sortField: 'extra_charge',
    render: (a) => <MoneyCell value={a.extra_charge} />,
  }),
  createdColumn('products:fields.dateCreated'),
  actionsColumn(),
];

export const addonsConfig: ResourceConfig<Addon, ListAddonsApiArg> = {
  ...screenIdentity('addons'),
  endpoints: withTranslations(crudEndpoints(productsApi, ...crudStems('addons'))),
  columns,
  create: { title: 'products:addons.createTitle', fields: [name, nameAr, nameFr, extraCharge, type] },
  drawer: {
    title: (a) => a.name,
    titleField: 'name',
    fields: [nameAr, nameFr, extraCharge, type],
    deleteLabel: 'products:addons.delete',
  },
  recordName: (a) => nameNow(a),
  dataTransfer: { export: true, import: true },
};
