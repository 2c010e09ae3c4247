import { Badge } from '@fluentui/react-components';
import { productsApi, type Product, type ListProductsApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  AllergenChips,
  column,
  crudEndpoints,
  DetailLink,
  Empty,
  EnumBadge,
  fromSettings,
  PUBLISHED_BY_DEFAULT_HINT,
  publishedFirst,
  MoneyCell,
  NameWithAvatar,
  TextCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { ProductCard } from './ProductCard';

/**
 * Products: table or cards (remembered under `product-view`), Import/Export with the current
 * filters. The create form's statuses come from product_statuses, the drawer's from category_statuses.
 */

const productStatuses = fromSettings('product_statuses');
const categoryStatuses = fromSettings('category_statuses');
const stockStatuses = fromSettings('product_stock_statuses');
const allergenOptions = fromSettings('product_allergens');
const dietaryOptions = fromSettings('product_dietary');

const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text' };
/** The create form marks the name required and says so before anything is sent. */
const createName: FieldConfig = { ...name, required: 'Please enter product name' };
const price: FieldConfig = { name: 'price', label: 'Price', kind: 'money', placeholder: '0.00' };

/** Whole minutes from 0 to a day; empty means not set (its category's time applies), so a cleared field is sent as null. */
const MAX_PREP_MINUTES = 1440;
const prepMinutes: FieldConfig = {
  name: 'prep_minutes',
  label: 'Prep Minutes',
  kind: 'integer',
  placeholder: 'Category default',
  hint: "How long the kitchen needs; empty uses the category's time.",
  validate: (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= MAX_PREP_MINUTES
      ? undefined
      : `Please enter whole minutes from 0 to ${MAX_PREP_MINUTES}`;
  },
  write: (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
};
/** New products start published, as new categories do: they can go on a menu at once. */
const createStatus: FieldConfig = {
  name: 'status',
  label: 'Status',
  kind: 'enum',
  options: productStatuses,
  initial: (settings) => publishedFirst(productStatuses(settings)),
  hint: PUBLISHED_BY_DEFAULT_HINT('products'),
};
const drawerStatus: FieldConfig = { name: 'status', label: 'Status', kind: 'enum', options: categoryStatuses };
const stockStatus: FieldConfig = { name: 'stock_status', label: 'Stock Status', kind: 'enum', options: stockStatuses };
const category: FieldConfig = { name: 'category', label: 'Category', kind: 'lookup', lookup: 'categories' };
const addons: FieldConfig = { name: 'addons', label: 'Addons', kind: 'lookupMulti', lookup: 'addons' };
const allergens: FieldConfig = {
  name: 'allergens',
  label: 'Allergens',
  kind: 'enumMulti',
  options: allergenOptions,
  placeholder: 'No allergens',
  wide: true,
};
const dietary: FieldConfig = { name: 'dietary', label: 'Dietary', kind: 'enumMulti', options: dietaryOptions };
const image: FieldConfig = { name: 'image', label: 'Image', kind: 'image' };
const description: FieldConfig = { name: 'description', label: 'Description', kind: 'textarea' };

export function AddonChips({ product }: { product: Pick<Product, 'addons'> }) {
  if (!product.addons.length) return <Empty />;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {product.addons.map((a) => (
        <Badge key={a.id} appearance="outline" shape="rounded" color="informative">
          {a.name}
        </Badge>
      ))}
    </span>
  );
}

const columns: ResourceColumn<Product, ListProductsApiArg>[] = [
  column({
    id: 'name',
    title: 'Name',
    priority: 1,
    sortField: 'name',
    filter: { kind: 'text', param: 'name_like' },
    render: (p) => (
      <DetailLink id={p.id}>
        <NameWithAvatar name={p.name} image={p.image} shape="square" />
      </DetailLink>
    ),
  }),
  column({
    id: 'description',
    title: 'Description',
    priority: 3,
    render: (p) => <TextCell value={p.description} max={30} />,
  }),
  column({
    id: 'price',
    title: 'Price',
    priority: 1,
    sortField: 'price',
    render: (p) => <MoneyCell value={p.price} />,
  }),
  // Beyond the spec's columns and read in the drawer: shown when chosen, so the list fits 1440 px with the
  // sidebar open.
  column({
    id: 'prep_minutes',
    title: 'Prep Minutes',
    priority: 4,
    sortField: 'prep_minutes',
    render: (p) => (p.prep_minutes === null ? <Empty /> : `${p.prep_minutes} min`),
  }),
  column({
    id: 'status',
    title: 'Status',
    priority: 1,
    sortField: 'status',
    filter: { kind: 'enum', param: 'status_in', options: productStatuses },
    render: (p) => <EnumBadge value={p.status} optionsKey="product_statuses" />,
  }),
  column({
    id: 'addons',
    title: 'Addons',
    priority: 3,
    filter: { kind: 'lookup', param: 'addons', source: 'addons' },
    render: (p) => <AddonChips product={p} />,
  }),
  column({
    id: 'allergens',
    title: 'Allergens',
    // Filters to the products free from every checked allergen (allergens_none).
    filter: { kind: 'enum', param: 'allergens_none', options: allergenOptions, heading: 'Free from' },
    render: (p) => (p.allergens.length ? <AllergenChips allergens={p.allergens} /> : <Empty />),
  }),
  column({
    id: 'dietary',
    title: 'Dietary',
    priority: 3,
    filter: { kind: 'enum', param: 'dietary_all', options: dietaryOptions, heading: 'Suitable for (all of)' },
    render: (p) => (p.dietary.length ? <AllergenChips allergens={[]} dietary={p.dietary} /> : <Empty />),
  }),
  column({
    id: 'stock_status',
    title: 'Stock Status',
    filter: { kind: 'enum', param: 'stock_status', options: stockStatuses },
    render: (p) => <EnumBadge value={p.stock_status} optionsKey="product_stock_statuses" />,
  }),
  column({
    id: 'category',
    title: 'Category',
    priority: 3,
    filter: { kind: 'lookup', param: 'category_in', source: 'categories' },
    render: (p) => (p.category ? <TextCell value={p.category.name} max={24} /> : <Empty />),
  }),
  actionsColumn(),
];

export const productsConfig: ResourceConfig<Product, ListProductsApiArg> = {
  ...screenIdentity('products'),
  endpoints: crudEndpoints(productsApi, ...crudStems('products')),
  columns,
  search: 'Search products',
  create: {
    title: 'Add New Product',
    fields: [createName, price, prepMinutes, createStatus, category, addons, allergens, dietary, image, description],
  },
  drawer: {
    title: (p) => p.name,
    titleField: 'name',
    image: { field: 'image', label: 'Image', shape: 'square' },
    fields: [price, prepMinutes, drawerStatus, stockStatus, category, addons, allergens, dietary, description],
    deleteLabel: 'Delete Product',
  },
  recordName: (p) => p.name,
  dataTransfer: { export: true, import: true, importTitle: 'Import Products' },
  cards: { pageSizes: [12, 24, 48], render: (p) => <ProductCard product={p} />, tagFilter: 'category' },
};
