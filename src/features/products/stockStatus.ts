import { enumColumn, fromSettings, type FieldConfig, type FilterParam } from '../../components/resource';

/** Whether a product, or one outlet's variation of it, is in stock: the statuses come from the settings. */
const stockStatuses = fromSettings('product_stock_statuses');

/** The stock status field of products and product variations. */
export const stockStatusField: FieldConfig = {
  name: 'stock_status',
  label: 'products:fields.stockStatus',
  kind: 'enum',
  options: stockStatuses,
};

/** The stock status column of products and product variations: a badge, filtered by one status, not sorted. */
export function stockStatusColumn<T extends { stock_status: string | null }, Q extends { stockStatus?: unknown }>() {
  return enumColumn<T, Q>({
    field: 'stock_status',
    title: 'products:fields.stockStatus',
    optionsKey: 'product_stock_statuses',
    options: stockStatuses,
    param: 'stock_status' as FilterParam<Q>,
    sortable: false,
  });
}
