/**
 * The board's additions to the generated kitchen endpoints (tags and invalidation stay in
 * src/api/enhance.ts): a status change shows on every cached board list at once and is rolled back if
 * the server refuses it. enhance.ts then refetches every orders list.
 */
// The list's tags and the mutation's invalidation of every orders list (loaded by the shell already).
import '../../api/enhance';
import { useAppDispatch } from '../../app/hooks';
import {
  kitchenApi,
  type KitchenOrder,
  type KitchenOrderListResponse,
  type KitchenOrderStatusUpdate,
  type UpdateKitchenOrderStatusApiArg,
} from '../../api/generated/kitchen';
import { transitionPatch, type OrderPatch } from './transitions';

export type Dispatch = ReturnType<typeof useAppDispatch>;
type ListArgs = Parameters<typeof kitchenApi.endpoints.listKitchenOrders.initiate>[0];

function patchEverywhere(dispatch: Dispatch, argsList: ListArgs[], orderId: number, patch: Partial<KitchenOrder>) {
  return argsList.map((args) =>
    dispatch(
      kitchenApi.util.updateQueryData('listKitchenOrders', args, (draft: KitchenOrderListResponse) => {
        const order = draft.data?.results?.find((o) => o.id === orderId);
        if (order) Object.assign(order, patch);
      }),
    ),
  );
}

kitchenApi.enhanceEndpoints({
  endpoints: {
    updateKitchenOrderStatus: {
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const { order_id, status, reject_reason } = arg.kitchenOrderStatusUpdate;
        const cached = kitchenApi.util.selectCachedArgsForQuery(
          getState() as Parameters<typeof kitchenApi.util.selectCachedArgsForQuery>[0],
          'listKitchenOrders',
        );
        const optimistic: OrderPatch = transitionPatch(status, { rejectReason: reject_reason });
        const patches = patchEverywhere(dispatch as Dispatch, cached, order_id, optimistic);
        try {
          const { data } = await queryFulfilled;
          const saved = data?.data;
          if (saved) {
            const { status: s, reject_reason: r, completed_at: c, __version: v } = saved;
            patchEverywhere(dispatch as Dispatch, cached, order_id, {
              status: s,
              reject_reason: r,
              completed_at: c,
              __version: v,
            });
          }
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    },
  },
});

/**
 * `POST kitchen/update-order-status` with its `Idempotency-Key`: a repeat (a retry after a time-out, a queue
 * sent again after a reload) is answered with the first answer and changes nothing. The promise settles with
 * `{data}` or `{error}`; not tracked in the store (the card keeps its own busy and error state).
 */
export function sendStatusUpdate(dispatch: Dispatch, update: KitchenOrderStatusUpdate, key: string) {
  const arg: UpdateKitchenOrderStatusApiArg = { kitchenOrderStatusUpdate: update, 'Idempotency-Key': key };
  return dispatch(kitchenApi.endpoints.updateKitchenOrderStatus.initiate(arg, { track: false }));
}

export { kitchenApi };
