import { productsApi, type ProductVariation, type ListProductVariationsApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DetailLink,
  MoneyCell,
  productLabel,
  relationNameColumn,
  twoPlaces,
  type FieldConfig,
  type FieldValue,
  type ResourceColumn,
  type ResourceConfig,
} from '../../components/resource';
import {
  nameNow,
  stockStatusColumn,
  stockStatusField,
  translationField,
  useRecordName,
  withTranslations,
} from '../products';

/**
 * Product variations: a product's price and stock at one outlet. The product and outlet
 * filters and fields show only to users who may list products and outlets; choosing a product prefills
 * the price.
 */

const mayListProducts = { resource: 'products', action: 'list' };
const mayListOutlets = { resource: 'outlets', action: 'list' };

/** The price of a chosen product (a lookup option carries its record). */
const productPrice = (value: FieldValue) => {
  const record = value && typeof value === 'object' && 'record' in value ? value.record : undefined;
  return record && record.price !== undefined && record.price !== null ? { price: twoPlaces(record.price) } : undefined;
};

const product: FieldConfig = {
  name: 'product',
  label: 'products:fields.product',
  kind: 'lookup',
  lookup: 'products',
  access: mayListProducts,
  onChange: productPrice,
};
const outlet: FieldConfig = {
  name: 'outlet',
  label: 'products:fields.outlet',
  kind: 'lookup',
  lookup: 'outlets',
  access: mayListOutlets,
};
const price: FieldConfig = { name: 'price', label: 'products:fields.price', kind: 'money', placeholder: '0.00' };
const stockQuantity: FieldConfig = {
  name: 'stock_quantity',
  label: 'products:fields.stockQuantity',
  kind: 'integer',
  initial: '0',
};

/** Its names in Arabic and French (`translations`), as products have them. */
const nameAr = translationField('ar', 'name', 'products:translations.nameAr');
const nameFr = translationField('fr', 'name', 'products:translations.nameFr');
/** A new variation left without them is named after its product (in that language) and its outlet. */
const createNames = [nameAr, nameFr].map((field) => ({ ...field, hint: 'products:variations.nameHint' }));

/** The variation's product ('Falafel Wrap - 4.50$'), named in the viewer's language. */
function VariationProduct({ variation: v }: { variation: ProductVariation }) {
  const name = useRecordName();
  return <>{v.product ? productLabel({ ...v.product, name: name(v.product) }) : v.name}</>;
}

const columns: ResourceColumn<ProductVariation, ListProductVariationsApiArg>[] = [
  column({
    id: 'product',
    title: 'products:fields.product',
    priority: 1,
    filter: { kind: 'lookup', param: 'product', source: 'products', access: mayListProducts },
    render: (v) => (
      <DetailLink id={v.id}>
        <VariationProduct variation={v} />
      </DetailLink>
    ),
  }),
  relationNameColumn({
    relation: 'outlet',
    title: 'products:fields.outlet',
    source: 'outlets',
    filterAccess: mayListOutlets,
  }),
  column({
    id: 'stock_quantity',
    title: 'products:fields.stockQuantity',
    sortField: 'stock_quantity',
    render: (v) => v.stock_quantity,
  }),
  column({
    id: 'price',
    title: 'products:fields.priceUsd',
    priority: 1,
    sortField: 'price',
    render: (v) => <MoneyCell value={v.price} />,
  }),
  stockStatusColumn(),
  actionsColumn(),
];

export const productVariationsConfig: ResourceConfig<ProductVariation, ListProductVariationsApiArg> = {
  ...screenIdentity('productVariations'),
  endpoints: withTranslations(crudEndpoints(productsApi, ...crudStems('productVariations'))),
  columns,
  search: 'products:variations.search',
  create: {
    title: 'products:variations.createTitle',
    fields: [product, outlet, ...createNames, price, stockQuantity],
  },
  drawer: {
    title: (v) => v.name,
    titleField: 'name',
    fields: [nameAr, nameFr, product, outlet, price, stockQuantity, stockStatusField],
    deleteLabel: 'products:variations.delete',
  },
  recordName: (v) => nameNow(v) || (v.product ? productLabel({ ...v.product, name: nameNow(v.product) }) : `#${v.id}`),
  dataTransfer: { export: true, import: true },
};
