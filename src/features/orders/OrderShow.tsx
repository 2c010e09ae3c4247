import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { ordersApi } from '../../api/generated/orders';
import { LazyDetailDrawer } from '../../components/resource';
import { ordersConfig } from './config';
import { preloadOrderExtra } from './lazyParts';

const OrderItemDialog = lazy(() =>
  import(/* webpackChunkName: "order-items" */ './items').then((m) => ({ default: m.OrderItemDialog })),
);

/** Which of the order's routes: the order (`/orders/:id`), a new item (`/orders/:orderId/items/create`), an item (`/orders/items/:id`). */
export type OrderRoute = 'order' | 'create-item' | 'edit-item';

const positive = (n: number | undefined): n is number => Number.isInteger(n) && (n as number) > 0;

/**
 * Back on the order from an item dialog, focus returns to what opened it (else into the drawer). Fluent
 * restores focus only when a dialog closes itself, not when its route goes; and until focus is back in the
 * drawer, the drawer keeps the aria-hidden the dialog put on it, hidden from screen readers.
 */
function useFocusBackOnTheOrder(onItemRoute: boolean) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (onItemRoute) {
      opener.current ??= document.activeElement;
      return;
    }
    const el = opener.current;
    opener.current = null;
    if (el instanceof HTMLElement && el.isConnected && el !== document.body) el.focus();
    else if (el)
      document
        .querySelector('[role="dialog"]')
        ?.querySelector<HTMLElement>('button, [href], input, select, textarea')
        ?.focus();
  }, [onItemRoute]);
}

/**
 * The order's drawer, with the item dialog over it on the item routes. All three routes render this one
 * element, so going from the order to an item and back keeps the drawer mounted: no second opening
 * animation, no refetch, and its scroll position stays where it was.
 */
export function OrderShow({ route = 'order' }: { route?: OrderRoute }) {
  const params = useParams();
  const itemId = route === 'edit-item' ? Number(params.id) : 0;
  const { data, isLoading } = ordersApi.endpoints.listOrderItems.useQuery(
    { id: [itemId] },
    { skip: !positive(itemId) },
  );
  const fromRoute =
    route === 'order'
      ? Number(params.id)
      : route === 'create-item'
        ? Number(params.orderId)
        : data?.data?.results?.find((i) => i.id === itemId)?.order?.id;
  // While an item is being looked up, the order already shown stays (its drawer is where the user clicked Edit).
  const shown = useRef<number | undefined>(undefined);
  if (positive(fromRoute)) shown.current = fromRoute;
  else if (!(route === 'edit-item' && isLoading)) shown.current = undefined;
  const orderId = shown.current;
  // The drawer's extra loads beside the kit's drawer and the order, not after them.
  if (orderId) preloadOrderExtra();
  useFocusBackOnTheOrder(route !== 'order');
  // The edit dialog opens on the loaded item (it focuses the product box, and a focused lookup keeps its text).
  const dialog = route !== 'order' && !(route === 'edit-item' && isLoading);
  return (
    <Suspense fallback={null}>
      {orderId ? <LazyDetailDrawer config={ordersConfig} recordId={orderId} /> : null}
      {dialog ? (
        <Suspense fallback={null}>
          <OrderItemDialog mode={route === 'create-item' ? 'create' : 'edit'} />
        </Suspense>
      ) : null}
    </Suspense>
  );
}
