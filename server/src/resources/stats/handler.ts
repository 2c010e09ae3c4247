import { NAME_AND_DESCRIPTION, readTranslations } from '../catalogue/translations';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Schemas } from '../../http/contract-types';
import { nowMs, type OperationHandler } from '../../http/operation';
import { ORDER_STATUSES } from '../../settings/enumerations';
import { changeCache } from '../engine/change-cache';
import { kitchenTimeZone } from '../../settings/settings-handler';
import { statsPeriod, type StatsPeriod } from './period';
import { ids } from '../production/query';
import { countByHour, countByStatus, onTime, prepTimes, topProducts, type OnTime } from './repository';
import { boardTiming, dayTiming } from './timing';

/** How many products the week's top list holds. */
export const TOP_PRODUCTS = 10;

/**
 * The tables whose writes change the figures (a status change writes orders too; outlets hold the zones,
 * categories and stations route the items to the stations).
 */
const STATS_TABLES = ['orders', 'order_items', 'products', 'outlets', 'categories', 'stations'];
const keptDays = changeCache<Schemas['DayStats']>(STATS_TABLES);
const keptTimings = changeCache<Schemas['TimingFigures']>(STATS_TABLES);
const keptTops = changeCache<Schemas['TopProductsResponse']['data']>(STATS_TABLES);

const rate = (r: OnTime): Schemas['OnTimeRate'] => ({ ...r, rate: r.delivered ? r.on_time / r.delivered : null });

/** The day's figures of a validated period. */
export async function dayStats(db: Kysely<Database>, period: StatsPeriod): Promise<Schemas['DayStats']> {
  const [statuses, onTimes, prep, today, lastWeek, timing] = await Promise.all([
    countByStatus(db, period.day),
    onTime(db, period.week, period.day),
    prepTimes(db, period.week, period.day),
    countByHour(db, period.day),
    countByHour(db, period.lastWeekDay),
    dayTiming(db, period.date, period.timeZone),
  ]);
  const byStatus = ORDER_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 }));
  return {
    date: period.date,
    time_zone: period.timeZone,
    week_start: period.weekStart,
    week_end: period.weekEnd,
    last_week_date: period.lastWeekDate,
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    by_status: byStatus,
    on_time: { today: rate(onTimes.day), week: rate(onTimes.week) },
    prep_minutes: { today: prep.day, week: prep.week },
    hourly: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      today: today.get(hour) ?? 0,
      last_week: lastWeek.get(hour) ?? 0,
    })),
    timing,
  };
}

const periodOf = async (req: { query?: unknown }, ctx: Parameters<OperationHandler>[2]) =>
  statsPeriod((req.query ?? {}) as Record<string, unknown>, await kitchenTimeZone(ctx.db), nowMs(ctx));

/** getDayStats: the dashboard's figures of a day in the kitchen's time zone. */
export const getDayStats: OperationHandler = async (req, _reply, ctx): Promise<Schemas['DayStatsResponse']> => {
  const period = await periodOf(req, ctx);
  return { data: await keptDays(ctx.db, period, () => dayStats(ctx.db, period), req.changeCounters) };
};

/** The week's top products of a validated period. */
export async function weekTopProducts(
  db: Kysely<Database>,
  period: StatsPeriod,
): Promise<Schemas['TopProductsResponse']['data']> {
  const products = await topProducts(db, period.week, TOP_PRODUCTS);
  return {
    results: products.map((p) => ({
      product: { id: p.id, name: p.name, translations: readTranslations(p.translations, NAME_AND_DESCRIPTION) },
      quantity: p.quantity,
    })),
    meta: {
      total_count: products.length,
      week_start: period.weekStart,
      week_end: period.weekEnd,
      time_zone: period.timeZone,
    },
  };
}

/** listTopProducts: the week's most ordered products. */
export const listTopProducts: OperationHandler = async (req, _reply, ctx): Promise<Schemas['TopProductsResponse']> => {
  const period = await periodOf(req, ctx);
  return { data: await keptTops(ctx.db, period.week, () => weekTopProducts(ctx.db, period), req.changeCounters) };
};

/**
 * getKitchenTiming: the board header's figures of a day (default today in the kitchen's zone) at the outlets
 * of `outlet`, of the station `station` when given, under the board's own capability.
 */
export const getKitchenTiming: OperationHandler = async (
  req,
  _reply,
  ctx,
): Promise<Schemas['KitchenTimingResponse']> => {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const period = await periodOf(req, ctx);
  const outletIds = ids(query, 'outlet');
  const stationId = query.station === undefined || query.station === '' ? undefined : Number(query.station);
  return {
    data: await keptTimings(
      ctx.db,
      [period.date, period.timeZone, outletIds, stationId ?? null],
      () => boardTiming(ctx.db, period.date, period.timeZone, outletIds, stationId),
      req.changeCounters,
    ),
  };
};
