import { productsApi, type ProductVariation, type ListProductVariationsApiArg } from '../../api/generated/products';
import { crudStems, screenIdentity } from '../../resources/registry';
import {
  actionsColumn,
  column,
  crudEndpoints,
  DetailLink,
  Empty,
  EnumBadge,
  fromSettings,
  MoneyCell,
  productLabel,
  TextCell,
  type FieldConfig,
  type FieldValue,
  type ResourceColumn,
  type ResourceConfig,
  twoPlaces,
} from '../../components/resource';

/**
 * Product variations: a product's price and stock at one outlet. The product and outlet
 * filters and fields show only to users who may list products and outlets; choosing a product prefills
 * the price.
 */

const stockStatuses = fromSettings('product_stock_statuses');
const mayListProducts = { resource: 'products', action: 'list' };
const mayListOutlets = { resource: 'outlets', action: 'list' };

/** The price of a chosen product (a lookup option carries its record). */
const productPrice = (value: FieldValue) => {
  const record = value && typeof value === 'object' && 'record' in value ? value.record : undefined;
  return record && record.price !== undefined && record.price !== null ? { price: twoPlaces(record.price) } : undefined;
};

const product: FieldConfig = {
  name: 'product',
  label: 'Product',
  kind: 'lookup',
  lookup: 'products',
  access: mayListProducts,
  onChange: productPrice,
};
const outlet: FieldConfig = {
  name: 'outlet',
  label: 'Outlet',
  kind: 'lookup',
  lookup: 'outlets',
  access: mayListOutlets,
};
const price: FieldConfig = { name: 'price', label: 'Price', kind: 'money', placeholder: '0.00' };
const stockQuantity: FieldConfig = { name: 'stock_quantity', label: 'Stock Quantity', kind: 'integer', initial: '0' };
const stockStatus: FieldConfig = { name: 'stock_status', label: 'Stock Status', kind: 'enum', options: stockStatuses };

const columns: ResourceColumn<ProductVariation, ListProductVariationsApiArg>[] = [
  column({
    id: 'product',
    title: 'Product',
    priority: 1,
    filter: { kind: 'lookup', param: 'product', source: 'products', access: mayListProducts },
    render: (v) => <DetailLink id={v.id}>{v.product ? productLabel(v.product) : v.name}</DetailLink>,
  }),
  column({
    id: 'outlet',
    title: 'Outlet',
    filter: { kind: 'lookup', param: 'outlet', source: 'outlets', access: mayListOutlets },
    render: (v) => (v.outlet ? <TextCell value={v.outlet.name} max={24} /> : <Empty />),
  }),
  column({
    id: 'stock_quantity',
    title: 'Stock Quantity',
    sortField: 'stock_quantity',
    render: (v) => v.stock_quantity,
  }),
  column({
    id: 'price',
    title: 'Price (USD)',
    priority: 1,
    sortField: 'price',
    render: (v) => <MoneyCell value={v.price} />,
  }),
  column({
    id: 'stock_status',
    title: 'Stock Status',
    filter: { kind: 'enum', param: 'stock_status', options: stockStatuses },
    render: (v) => <EnumBadge value={v.stock_status} optionsKey="product_stock_statuses" />,
  }),
  actionsColumn(),
];

export const productVariationsConfig: ResourceConfig<ProductVariation, ListProductVariationsApiArg> = {
  ...screenIdentity('productVariations'),
  endpoints: crudEndpoints(productsApi, ...crudStems('productVariations')),
  columns,
  search: 'Search product variations',
  create: { title: 'Add New Product Variation', fields: [product, outlet, price, stockQuantity] },
  drawer: {
    title: (v) => v.name,
    titleField: 'name',
    fields: [product, outlet, price, stockQuantity, stockStatus],
    deleteLabel: 'Delete Product Variation',
  },
  recordName: (v) => v.name || (v.product ? productLabel(v.product) : `#${v.id}`),
  dataTransfer: { export: true, import: true },
};
