/**
 * The board's additions to the generated kitchen endpoints (tags and invalidation stay in
 * src/api/enhance.ts): a status change shows on every cached board list at once and is rolled back if
 * the server refuses it. enhance.ts then refetches every orders list.
 */
import { useCallback } from 'react';
// The list's tags and the mutation's invalidation of every orders list (loaded by the shell already).
import '../../api/enhance';
import { useAppDispatch } from '../../app/hooks';
import { kitchenApi, type KitchenOrder, type KitchenOrderListResponse } from '../../api/generated/kitchen';
import { transitionPatch, type KitchenAction, type OrderPatch } from './transitions';

type Dispatch = ReturnType<typeof useAppDispatch>;
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
 * Runs a card action: `POST kitchen/update-order-status`. Resolves when saved, rejects with the RTK Query
 * error when refused. Not tracked in the store: the card keeps its own busy and error state.
 */
export function useOrderAction() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (orderId: number, action: KitchenAction, rejectReason?: string) => {
      const update = {
        order_id: orderId,
        status: action.to,
        ...(action.needsReason ? { reject_reason: (rejectReason ?? '').trim() } : {}),
      };
      await dispatch(
        kitchenApi.endpoints.updateKitchenOrderStatus.initiate({ kitchenOrderStatusUpdate: update }, { track: false }),
      ).unwrap();
    },
    [dispatch],
  );
}

export { kitchenApi };
