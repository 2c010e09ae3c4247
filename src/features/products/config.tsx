import { productsApi, type Product, type ListProductsApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  AllergenChips,
  column,
  crudEndpoints,
  Empty,
  enumColumn,
  MoneyCell,
  nameColumn,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import {
  addons,
  allergenOptions,
  allergens,
  category,
  createName,
  createStatus,
  description,
  dietary,
  dietaryOptions,
  drawerStatus,
  image,
  prepMinutes,
  price,
  productStatuses,
  translations,
} from './fields';
import { nameNow } from './names';
import { ProductCard } from './ProductCard';
import { AddonChips, CategoryName, ProductAvatarName, ProductDescription } from './productCells';
import { withTranslations } from './translationFields';
import { prepMinutesColumn } from './prepMinutes';
import { stockStatusColumn, stockStatusField } from './stockStatus';

/**
 * Products: table or cards (remembered under `product-view`), Import/Export with the current
 * filters. The create form's statuses come from product_statuses, the drawer's from category_statuses.
 */

const columns: ResourceColumn<Product, ListProductsApiArg>[] = [
  nameColumn({ title: 'products:fields.name', render: (p) => <ProductAvatarName product={p} /> }),
  column({
    id: 'description',
    title: 'products:fields.description',
    priority: 3,
    render: (p) => <ProductDescription product={p} />,
  }),
  column({
    id: 'price',
    title: 'products:fields.price',
    priority: 1,
    sortField: 'price',
    render: (p) => <MoneyCell value={p.price} />,
  }),
  // Beyond the spec's columns and read in the drawer: shown when chosen, so the list fits 1440 px with the
  // sidebar open.
  prepMinutesColumn(4),
  enumColumn({
    field: 'status',
    title: 'products:fields.status',
    optionsKey: 'product_statuses',
    options: productStatuses,
    param: 'status_in',
    priority: 1,
  }),
  column({
    id: 'addons',
    title: 'products:fields.addons',
    priority: 3,
    filter: { kind: 'lookup', param: 'addons', source: 'addons' },
    render: (p) => <AddonChips product={p} />,
  }),
  column({
    id: 'allergens',
    title: 'products:fields.allergens',
    // Filters to the products free from every checked allergen (allergens_none).
    filter: { kind: 'enum', param: 'allergens_none', options: allergenOptions, heading: 'products:filters.freeFrom' },
    render: (p) => (p.allergens.length ? <AllergenChips allergens={p.allergens} /> : <Empty />),
  }),
  column({
    id: 'dietary',
    title: 'products:fields.dietary',
    priority: 3,
    filter: { kind: 'enum', param: 'dietary_all', options: dietaryOptions, heading: 'products:filters.suitableFor' },
    render: (p) => (p.dietary.length ? <AllergenChips allergens={[]} dietary={p.dietary} /> : <Empty />),
  }),
  stockStatusColumn(),
  column({
    id: 'category',
    title: 'products:fields.category',
    priority: 3,
    filter: { kind: 'lookup', param: 'category_in', source: 'categories' },
    render: (p) => (p.category ? <CategoryName category={p.category} /> : <Empty />),
  }),
  actionsColumn(),
];

export const productsConfig: ResourceConfig<Product, ListProductsApiArg> = {
  ...screenIdentity('products'),
  endpoints: withTranslations(crudEndpoints(productsApi, ...crudStems('products'))),
  columns,
  search: 'products:products.search',
  create: {
    title: 'products:products.createTitle',
    fields: [
      createName,
      ...translations.slice(0, 2),
      price,
      prepMinutes,
      createStatus,
      category,
      addons,
      allergens,
      dietary,
      image,
      description,
      ...translations.slice(2),
    ],
  },
  drawer: {
    title: (p) => p.name,
    titleField: 'name',
    image: { field: 'image', label: 'products:fields.image', shape: 'square' },
    fields: [
      ...translations.slice(0, 2),
      price,
      prepMinutes,
      drawerStatus,
      stockStatusField,
      category,
      addons,
      allergens,
      dietary,
      description,
      ...translations.slice(2),
    ],
    deleteLabel: 'products:products.delete',
  },
  recordName: (p) => nameNow(p),
  dataTransfer: { export: true, import: true, importTitle: 'products:products.importTitle' },
  cards: { pageSizes: [12, 24, 48], render: (p) => <ProductCard product={p} />, tagFilter: 'category' },
};
