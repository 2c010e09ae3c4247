import { clientsApi } from '../../api/generated/clients';
import {
  DateTimeCell,
  useAccess,
  useKitEnv,
  type KitSettings,
  type LookupOption,
  type OpeningTimes,
} from '../../components/resource';
import { zoneForOrder, type ZonedOrder } from '../../lib/zones';

/**
 * The order's outlet as the zone rule reads it, from a record (the embedded outlet) or from the create
 * form's values (the picked lookup option, whose record is the outlet).
 */
function outletOf(source: Record<string, unknown>): ZonedOrder['outlet'] {
  const outlet = source.outlet as (LookupOption & { time_zone?: string | null }) | null | undefined;
  if (!outlet || typeof outlet !== 'object') return null;
  const record = outlet.record as { time_zone?: string | null } | undefined;
  return { id: Number(outlet.id), time_zone: outlet.time_zone ?? record?.time_zone ?? null };
}

/** The zone an order (record or form values) is shown and entered in. */
export const orderZone = (source: Record<string, unknown>, settings: KitSettings) =>
  zoneForOrder({ outlet: outletOf(source) }, null, settings);

/** An order's date-time in the list, in the order's zone. */
export function OrderDateTimeCell({ order, value }: { order: ZonedOrder; value: string | null | undefined }) {
  const { settings } = useKitEnv();
  return <DateTimeCell value={value} zone={zoneForOrder(order, null, settings)} />;
}

/**
 * When an order's outlet opens, from the picked outlet (the create form's lookup option, whose record is the
 * outlet) or an order's embedded outlet when it carries its hours; undefined without an outlet.
 */
export function orderOpening(source: Record<string, unknown>): OpeningTimes | undefined {
  const outlet = source.outlet as (LookupOption & Partial<OutletHours>) | null | undefined;
  if (!outlet || typeof outlet !== 'object') return undefined;
  const hours = { ...(outlet.record as Partial<OutletHours> | undefined), ...outlet };
  if (!Array.isArray(hours.holidays) && !hours.opening_hours_from) return undefined;
  return {
    closedWeekdays: Array.isArray(hours.holidays) ? hours.holidays : [],
    from: hours.opening_hours_from ?? null,
    to: hours.opening_hours_to ?? null,
  };
}

/**
 * When an order's outlet opens (the order's date field's `useOpening`): from the picked outlet's record, else
 * from the outlet fetched by its id (the drawer's order, whose embedded outlet carries no hours, or an outlet
 * filled in from an employee); a new outlet is fetched as the order or the form moves to it. Undefined without
 * an outlet, or for a user who may not read outlets.
 */
export function useOrderOpening(source: Record<string, unknown>): OpeningTimes | undefined {
  const carried = orderOpening(source);
  const outletId = outletOf(source)?.id;
  const mayRead = useAccess('outlets', 'list').can;
  const { data } = clientsApi.endpoints.listOutlets.useQuery(
    { id: [outletId ?? 0] },
    { skip: !!carried || !outletId || !mayRead },
  );
  if (carried || !outletId) return carried;
  const outlet = data?.data?.results?.find((o) => o.id === outletId);
  return outlet ? orderOpening({ outlet }) : undefined;
}

interface OutletHours {
  holidays: number[];
  opening_hours_from: string | null;
  opening_hours_to: string | null;
}
