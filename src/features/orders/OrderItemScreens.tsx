import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { ordersApi } from '../../api/generated/orders';
import type { BaseRecord, ResourceConfig } from '../../components/resource';
import { ordersConfig } from './config';
import { OrderItemDialog } from './OrderItemDialog';

// The kit's drawer (its own shared chunk), here showing the order the item belongs to.
type DrawerProps = { config: ResourceConfig<BaseRecord>; recordId?: number };
const DetailDrawer = lazy(() =>
  import(/* webpackChunkName: "kit-drawer" */ '../../components/resource/DetailDrawer').then((m) => ({
    default: m.DetailDrawer as ComponentType<DrawerProps>,
  })),
);

/**
 * The order's drawer beneath an item dialog, as at /orders/{id}; closing the dialog returns to it. Both mount
 * in one commit (one Suspense boundary), drawer first, so the dialog's layer is on top.
 */
function OverDrawer({ orderId, mode }: { orderId: number | undefined; mode: 'create' | 'edit' }) {
  if (!orderId) return <OrderItemDialog mode={mode} />;
  return (
    <Suspense fallback={null}>
      <DetailDrawer config={ordersConfig as unknown as ResourceConfig<BaseRecord>} recordId={orderId} />
      <OrderItemDialog mode={mode} />
    </Suspense>
  );
}

/** `/orders/:orderId/items/create` */
export function OrderItemCreate() {
  const orderId = Number(useParams().orderId);
  return <OverDrawer mode="create" orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : undefined} />;
}

/** `/orders/items/:id` (the order is the item's; until it is known, nothing shows). */
export function OrderItemEdit() {
  const itemId = Number(useParams().id);
  const { data, isLoading } = ordersApi.endpoints.listOrderItems.useQuery({ id: [itemId] }, { skip: !(itemId > 0) });
  const orderId = data?.data?.results?.find((i) => i.id === itemId)?.order?.id;
  if (isLoading) return null;
  return <OverDrawer mode="edit" orderId={orderId} />;
}
