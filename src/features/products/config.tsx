import { Badge } from '@fluentui/react-components';
import { productsApi, type Product, type ListProductsApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  AllergenChips,
  column,
  crudEndpoints,
  Empty,
  enumColumn,
  fromSettings,
  MoneyCell,
  nameColumn,
  NameWithAvatar,
  publishedFirst,
  TextCell,
  type FieldConfig,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import { descriptionNow, LocalizedName, nameNow, useRecordName } from './names';
import { ProductCard } from './ProductCard';
import { translationField, withTranslations } from './translationFields';
import { prepMinutesColumn, prepMinutesField } from './prepMinutes';
import { stockStatusColumn, stockStatusField } from './stockStatus';

/**
 * Products: table or cards (remembered under `product-view`), Import/Export with the current
 * filters. The create form's statuses come from product_statuses, the drawer's from category_statuses.
 */

const productStatuses = fromSettings('product_statuses');
const categoryStatuses = fromSettings('category_statuses');
const allergenOptions = fromSettings('product_allergens');
const dietaryOptions = fromSettings('product_dietary');

const name: FieldConfig = { name: 'name', label: 'products:fields.name', kind: 'text' };
/** The create form marks the name required and says so before anything is sent. */
const createName: FieldConfig = { ...name, required: 'products:validation.productName' };
const price: FieldConfig = { name: 'price', label: 'products:fields.price', kind: 'money', placeholder: '0.00' };

const prepMinutes = prepMinutesField('products:placeholders.categoryDefault', 'products:hints.productPrep');
/** New products start published, as new categories do: they can go on a menu at once. */
const createStatus: FieldConfig = {
  name: 'status',
  label: 'products:fields.status',
  kind: 'enum',
  options: productStatuses,
  initial: (settings) => publishedFirst(productStatuses(settings)),
  hint: 'products:hints.publishedProducts',
};
const drawerStatus: FieldConfig = {
  name: 'status',
  label: 'products:fields.status',
  kind: 'enum',
  options: categoryStatuses,
};
const category: FieldConfig = {
  name: 'category',
  label: 'products:fields.category',
  kind: 'lookup',
  lookup: 'categories',
};
const addons: FieldConfig = { name: 'addons', label: 'products:fields.addons', kind: 'lookupMulti', lookup: 'addons' };
const allergens: FieldConfig = {
  name: 'allergens',
  label: 'products:fields.allergens',
  kind: 'enumMulti',
  options: allergenOptions,
  placeholder: 'products:placeholders.noAllergens',
  wide: true,
};
const dietary: FieldConfig = {
  name: 'dietary',
  label: 'products:fields.dietary',
  kind: 'enumMulti',
  options: dietaryOptions,
};
const image: FieldConfig = { name: 'image', label: 'products:fields.image', kind: 'image' };
const description: FieldConfig = { name: 'description', label: 'products:fields.description', kind: 'textarea' };

const nameAr = translationField('ar', 'name', 'products:translations.nameAr');
const nameFr = translationField('fr', 'name', 'products:translations.nameFr');
const descriptionAr = translationField('ar', 'description', 'products:translations.descriptionAr');
const descriptionFr = translationField('fr', 'description', 'products:translations.descriptionFr');
const translations = [nameAr, nameFr, descriptionAr, descriptionFr];

export function AddonChips({ product }: { product: Pick<Product, 'addons'> }) {
  if (!product.addons.length) return <Empty />;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {product.addons.map((a) => (
        <Badge key={a.id} appearance="outline" shape="rounded" color="informative">
          <LocalizedName record={a} />
        </Badge>
      ))}
    </span>
  );
}

/** The list's cells in the viewer's language (columns call no hooks, so each is a component). */
function ProductAvatarName({ product }: { product: Product }) {
  const name = useRecordName();
  return <NameWithAvatar name={name(product)} image={product.image} shape="square" />;
}
function ProductDescription({ product }: { product: Product }) {
  useRecordName(); // re-renders when the language changes
  return <TextCell value={descriptionNow(product)} max={30} />;
}
function CategoryName({ category }: { category: { name: string } }) {
  const name = useRecordName();
  return <TextCell value={name(category)} max={24} />;
}

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
