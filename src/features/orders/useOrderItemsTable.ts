import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { ordersApi, type OrderItem } from '../../api/generated/orders';
import { paths } from '../../resources/paths';
import { useAccess, useOverridePrompt, usePendingDeletes } from '../../components/resource';
import { ownTranslations, useLocalizedName } from '../products';
import { CUTOFF_OVERRIDE, deleteItemWithOverride } from './overrides';

/**
 * An item's name as shown: the name typed for it when it differs from its product's, else the product's name
 * in the viewer's language.
 */
function useItemName() {
  const localized = useLocalizedName();
  return (item: OrderItem) => {
    const product = item.product;
    if (product && (!item.name || item.name === product.name))
      return localized(
        product.name,
        ownTranslations(product),
        (item as { product_translations?: unknown }).product_translations,
      );
    return item.name || '';
  };
}

/** An order's items are final once it is delivered or cancelled (the server refuses changes with a 409). */
export const itemsLocked = (status: string | undefined) => status === 'delivered' || status === 'cancelled';

/**
 * The order items table's controller: the order's items (less those being deleted), who may add, edit or
 * delete them, and where Add New and Edit go; the item dialog's chunk loads early when it may open. A delete
 * refused after the order's cut-off asks a user who may override why, and goes again with the reason.
 */
export function useOrderItemsTable({
  orderId,
  editable,
  title,
}: {
  orderId: number;
  editable: boolean;
  title?: string;
}) {
  const { t } = useTranslation('orders');
  const itemName = useItemName();
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useAccess('order-items', 'create');
  const edit = useAccess('order-items', 'edit');
  const remove = useAccess('order-items', 'delete');
  const [deleteItem] = ordersApi.endpoints.deleteOrderItem.useMutation();
  const pending = usePendingDeletes('order-items');
  const prompt = useOverridePrompt(CUTOFF_OVERRIDE, 'delete');
  const { data, error, isLoading } = ordersApi.endpoints.listOrderItems.useQuery({
    parentOrder: String(orderId),
    perPage: 100,
    orderBy: '__date_created',
    order: 'ASC',
  });
  const items = (data?.data?.results ?? []).filter((i) => !pending.has(i.id));
  const label = title ?? t('table.title');
  // The item dialog is its own chunk: fetch it while the order is read, so Add New / Edit open at once.
  const mayOpenItems = editable && (create.can || edit.can);
  useEffect(() => {
    if (mayOpenItems) void import(/* webpackChunkName: "order-items" */ './items');
  }, [mayOpenItems]);

  return {
    items,
    error,
    isLoading,
    label,
    itemName,
    create,
    edit,
    remove,
    addNew: () => navigate({ pathname: paths.orderItems.create(orderId), search }),
    open: (item: OrderItem) => navigate({ pathname: paths.orderItems.show(item.id), search }),
    deleteItem: (item: OrderItem) =>
      deleteItemWithOverride((override) => deleteItem({ id: item.id, ...override }).unwrap(), prompt.ask),
    /** Asks why an item is deleted after the order's cut-off, while its delete waits for the answer. */
    overridePrompt: prompt.dialog,
  };
}
