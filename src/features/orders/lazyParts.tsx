import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Suspense, use, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../api/generated/orders';
import { preloadable } from '../../lib/preloadable';
import { BusyRing } from '../../components/LoadingScreen';
import type { CreateExtra, FormValues } from '../../components/resource';

/*
 * The parts of the orders screen the list does not show: each is a chunk of its own, so the list route
 * carries only the list. The drawer's extra (print, totals, items, history) loads when an order opens; the
 * new order's items (their product lookup, choices and fields) when the create modal opens.
 */

const OrderExtra = preloadable<{ order: Order }, { default: ComponentType<{ order: Order }> }>(
  () => import(/* webpackChunkName: "order-drawer" */ './OrderExtra'),
);

/** Starts loading the drawer's extra: called as the order's drawer starts loading, so both load side by side. */
export const preloadOrderExtra = () => {
  // Rendering it loads again and shows the failure.
  OrderExtra.preload().catch(() => undefined);
};

type NewOrderItemsHook = (values: FormValues) => CreateExtra<Order>;
let newOrderItems: Promise<NewOrderItemsHook> | undefined;
/** The new order's items hook, loaded once (the same promise every call, as `use` needs); a failure is retried. */
function loadNewOrderItems(): Promise<NewOrderItemsHook> {
  return (newOrderItems ??= import(/* webpackChunkName: "order-new" */ './useNewOrderItems').then(
    (m) => m.useNewOrderItems,
    (error: unknown) => {
      newOrderItems = undefined;
      throw error;
    },
  ));
}

/** The create modal's `useExtra`: the new order's items, from their chunk (the modal waits for it). */
export function useNewOrderItemsFromChunk(values: FormValues): CreateExtra<Order> {
  return use(loadNewOrderItems())(values);
}

/** The kit's create screen, with the new order's items loading beside the modal's chunk, not after it. */
export function withNewOrderItems(Create: ComponentType): ComponentType {
  function CreateOrder() {
    // Rendering the modal loads again and shows the failure.
    loadNewOrderItems().catch(() => undefined);
    return <Create />;
  }
  return CreateOrder;
}

const useStyles = makeStyles({
  // Roughly the print bar and the totals, so the history below does not jump when the extra arrives.
  loading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '120px',
    marginTop: '8px',
    color: tokens.colorNeutralForeground3,
  },
});

function ExtraLoading() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <BusyRing size="small" />
      <Text>{t('loading')}</Text>
    </div>
  );
}

/** The order drawer's extra, from its chunk; a placeholder of its place while that loads. */
export function LazyOrderExtra({ order }: { order: Order }) {
  return (
    <Suspense fallback={<ExtraLoading />}>
      <OrderExtra order={order} />
    </Suspense>
  );
}
