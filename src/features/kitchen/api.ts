/**
 * The board's additions to the generated kitchen endpoints (tags and invalidation stay in
 * src/api/enhance.ts): a tap (a status change, an item bumped, the urgent mark) shows on every cached board
 * list at once and is rolled back if the server refuses it. enhance.ts then refetches every orders list.
 */
// The list's tags and the mutation's invalidation of every orders list (loaded by the shell already).
import '../../api/enhance';
import { useAppDispatch } from '../../store/hooks';
import {
  kitchenApi,
  type KitchenOrder,
  type KitchenOrderListResponse,
  type KitchenOrderStatusUpdate,
  type ListKitchenOrdersApiArg,
  type UpdateKitchenOrderStatusApiArg,
} from '../../api/generated/kitchen';
import { KITCHEN_ITEM, KITCHEN_STATUS, KITCHEN_URGENCY, type BoardEntry } from './queue';
import { leavesStationBoard, withItemPrepared } from './readiness';
import { transitionPatch, type OrderPatch } from './transitions';

export type Dispatch = ReturnType<typeof useAppDispatch>;
type State = Parameters<typeof kitchenApi.util.selectCachedArgsForQuery>[0];

/** Every board list in the cache with `change` applied to its copy of the order (drafts, mutable). */
function changeEverywhere(
  dispatch: Dispatch,
  argsList: ListKitchenOrdersApiArg[],
  orderId: number,
  change: (order: KitchenOrder, args: ListKitchenOrdersApiArg, draft: KitchenOrderListResponse) => void,
) {
  return argsList.map((args) =>
    dispatch(
      kitchenApi.util.updateQueryData('listKitchenOrders', args, (draft: KitchenOrderListResponse) => {
        const order = draft.data?.results?.find((o) => o.id === orderId);
        if (order) change(order, args, draft);
      }),
    ),
  );
}

function patchEverywhere(
  dispatch: Dispatch,
  argsList: ListKitchenOrdersApiArg[],
  orderId: number,
  patch: Partial<KitchenOrder>,
) {
  return changeEverywhere(dispatch, argsList, orderId, (order) => Object.assign(order, patch));
}

/**
 * An item bumped (or not) on every cached list: on a station's board, a card whose items there are all ready
 * leaves it at once (as the server will answer), and one un-bumped leaves that station's Recall list.
 */
function bumpEverywhere(
  dispatch: Dispatch,
  argsList: ListKitchenOrdersApiArg[],
  orderId: number,
  itemId: number,
  prepared: boolean,
  at: string,
) {
  return changeEverywhere(dispatch, argsList, orderId, (order, args, draft) => {
    Object.assign(order, { items: withItemPrepared(order, itemId, prepared, at).items });
    const station = args.station !== undefined;
    const leaves = station && (args.stationDone ? !prepared : leavesStationBoard(order));
    if (!leaves || !draft.data) return;
    draft.data.results = draft.data.results.filter((o) => o.id !== orderId);
    draft.data.meta.total_count = Math.max(0, draft.data.meta.total_count - 1);
  });
}

const cachedLists = (getState: () => unknown) =>
  kitchenApi.util.selectCachedArgsForQuery(getState() as State, 'listKitchenOrders');

kitchenApi.enhanceEndpoints({
  endpoints: {
    updateKitchenOrderStatus: {
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const { order_id, status, reject_reason } = arg.kitchenOrderStatusUpdate;
        const cached = cachedLists(getState);
        const optimistic: OrderPatch = transitionPatch(status, { rejectReason: reject_reason });
        const patches = patchEverywhere(dispatch as Dispatch, cached, order_id, optimistic);
        try {
          const { data } = await queryFulfilled;
          const saved = data?.data;
          if (saved) {
            const { status: s, reject_reason: r, completed_at: c, ready_at: ready, __version: v } = saved;
            patchEverywhere(dispatch as Dispatch, cached, order_id, {
              status: s,
              reject_reason: r,
              completed_at: c,
              ready_at: ready,
              __version: v,
            });
          }
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    },
    updateKitchenItemStatus: {
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const { order_item_id, prepared } = arg.kitchenItemStatusUpdate;
        const cached = cachedLists(getState);
        const state = getState() as State;
        // The order the item belongs to, from any cached list that holds it.
        const orderId = cached
          .map((args) => kitchenApi.endpoints.listKitchenOrders.select(args)(state).data?.data?.results)
          .flatMap((orders) => orders ?? [])
          .find((order) => order.items.some((item) => item.id === order_item_id))?.id;
        if (orderId === undefined) return;
        const patches = bumpEverywhere(
          dispatch as Dispatch,
          cached,
          orderId,
          order_item_id,
          prepared,
          new Date().toISOString(),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    },
    updateKitchenOrderUrgency: {
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const { order_id, urgent } = arg.kitchenOrderUrgencyUpdate;
        const patches = patchEverywhere(dispatch as Dispatch, cachedLists(getState), order_id, { urgent });
        try {
          await queryFulfilled;
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

/** Sends one board tap with its `Idempotency-Key`; settles with `{data}` or `{error}` (see sendStatusUpdate). */
export async function sendTap(dispatch: Dispatch, entry: BoardEntry): Promise<{ error?: unknown }> {
  const key = entry.key;
  switch (entry.kind) {
    case KITCHEN_STATUS:
      return sendStatusUpdate(dispatch, entry.payload.update, key);
    case KITCHEN_ITEM:
      return dispatch(
        kitchenApi.endpoints.updateKitchenItemStatus.initiate(
          { kitchenItemStatusUpdate: entry.payload.update, 'Idempotency-Key': key },
          { track: false },
        ),
      );
    case KITCHEN_URGENCY:
      return dispatch(
        kitchenApi.endpoints.updateKitchenOrderUrgency.initiate(
          { kitchenOrderUrgencyUpdate: entry.payload.update, 'Idempotency-Key': key },
          { track: false },
        ),
      );
  }
}

export { kitchenApi };
