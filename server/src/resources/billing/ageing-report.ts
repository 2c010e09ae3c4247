import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowMs, type OperationHandler } from '../../http/operation';
import { kitchenTimeZone } from '../../settings/settings-handler';
import { toCsv } from '../data/csv';
import { writeXlsx } from '../data/xlsx';
import { changeCache } from '../engine/change-cache';
import { badRequest } from '../engine/errors';
import { AGEING_BUCKETS, ageingRecord, ageingRows, ageingTotals, type AgeingRow } from './ageing';
import { todayIn } from './dates';
import { BALANCE_TABLES } from './statement';

/** The export (and job) name of the ageing report. */
export const AGEING_EXPORT = 'ageing';

const SORTS = ['organization', ...AGEING_BUCKETS, 'overdue', 'total'] as const;
type Sort = (typeof SORTS)[number];

export interface AgeingQuery {
  search: string;
  orderBy: Sort;
  direction: 'ASC' | 'DESC';
  overdueOnly: boolean;
  perPage: number;
  page: number;
}

const FILTER_KEYS = ['search', 'order_by', 'order', 'overdue_only', 'per_page', 'page'];

/**
 * The report's query (listAgeing's parameters, or the same as an export's JSON filters, which no route validates):
 * an unknown key or a bad value is a 400 naming it.
 */
export function ageingQuery(raw: Record<string, unknown>): AgeingQuery {
  for (const key of Object.keys(raw))
    if (!FILTER_KEYS.includes(key))
      throw badRequest(`Unknown parameter "${key}".`, { [key]: 'is not a parameter of the ageing report' });
  const orderBy = (raw.order_by ?? 'total') as Sort;
  if (!SORTS.includes(orderBy))
    throw badRequest(`order_by must be one of ${SORTS.join(', ')}.`, { order_by: 'is not a column' });
  const order = raw.order ?? (orderBy === 'organization' ? 'ASC' : 'DESC');
  if (order !== 'ASC' && order !== 'DESC')
    throw badRequest('order must be ASC or DESC.', { order: 'must be ASC or DESC' });
  const overdue = raw.overdue_only ?? false;
  if (![true, false, 'true', 'false'].includes(overdue as never))
    throw badRequest('overdue_only must be true or false.', { overdue_only: 'must be true or false' });
  const whole = (name: string, fallback: number, max: number) => {
    const value = Number(raw[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw badRequest(`${name} must be a whole number from 1 to ${max}.`, { [name]: 'is out of range' });
    return value;
  };
  return {
    search: typeof raw.search === 'string' ? raw.search.trim().toLowerCase() : '',
    orderBy,
    direction: order,
    overdueOnly: overdue === true || overdue === 'true',
    perPage: whole('per_page', 10, 100),
    page: whole('page', 1, 1_000_000),
  };
}

const valueOf = (row: AgeingRow, sort: Sort): number | string =>
  sort === 'organization'
    ? row.organization.name.toLowerCase()
    : sort === 'overdue' || sort === 'total'
      ? row[sort]
      : row.buckets[sort];

/** The rows the query keeps, in its order (ties by organization name, then id). */
export function selectRows(rows: AgeingRow[], query: AgeingQuery): AgeingRow[] {
  const sign = query.direction === 'ASC' ? 1 : -1;
  return rows
    .filter((r) => !query.search || r.organization.name.toLowerCase().includes(query.search))
    .filter((r) => !query.overdueOnly || r.overdue > 0)
    .sort((a, b) => {
      const [x, y] = [valueOf(a, query.orderBy), valueOf(b, query.orderBy)];
      const by = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
      return (
        sign * by || a.organization.name.localeCompare(b.organization.name) || a.organization.id - b.organization.id
      );
    });
}

/** The report of a day, kept until a write to what organizations owe (by any process: the change counters). */
const keptAgeing = changeCache<AgeingRow[]>(BALANCE_TABLES);

/** listAgeing: one page of the report as of today in the kitchen's zone (the server's clock). */
export const listAgeing: OperationHandler = async (req, _reply, ctx) => {
  const query = ageingQuery((req.query ?? {}) as Record<string, unknown>);
  const zone = await kitchenTimeZone(ctx.db);
  const today = todayIn(zone, nowMs(ctx));
  const all = await keptAgeing(ctx.db, today, () => ageingRows(ctx.db, today), req.changeCounters);
  const rows = selectRows(all, query);
  const start = (query.page - 1) * query.perPage;
  return {
    data: {
      results: rows.slice(start, start + query.perPage).map(ageingRecord),
      meta: { total_count: rows.length, date: today, time_zone: zone, totals: ageingTotals(rows) },
    },
  };
};

/** The columns of the exported report. */
export const AGEING_EXPORT_COLUMNS = [
  'organization',
  ...AGEING_BUCKETS,
  'overdue',
  'total',
  'credit_limit',
  'oldest_due_date',
];

/** Export filters checked now and the day fixed, so a job run later exports the report the caller saw. */
export function resolvedAgeingFilters(filters: Record<string, unknown>, zone: string, now: number) {
  ageingQuery(filters);
  return { ...filters, as_of: todayIn(zone, now) };
}

/** Writes the whole report of stored export filters to `file` as CSV (with a BOM) or XLSX; returns its row count. */
export async function exportAgeingToFile(
  db: Kysely<Database>,
  filters: Record<string, unknown>,
  file: string,
  format: 'csv' | 'xlsx',
): Promise<{ rows: number }> {
  const { as_of: asOf, ...rest } = filters;
  const query = ageingQuery(rest);
  const rows = selectRows(await ageingRows(db, String(asOf)), query);
  const lines = rows.map((row) => {
    const record = ageingRecord(row) as Record<string, unknown>;
    return AGEING_EXPORT_COLUMNS.map((c) =>
      c === 'organization' ? row.organization.name : (record[c] ?? ''),
    ) as Array<string | number>;
  });
  if (format === 'csv') {
    await fs.writeFile(file, `\ufeff${toCsv([AGEING_EXPORT_COLUMNS, ...lines.map((l) => l.map(String))])}`);
  } else {
    async function* batches() {
      yield [AGEING_EXPORT_COLUMNS, ...lines];
    }
    await writeXlsx(file, AGEING_EXPORT, batches());
  }
  return { rows: lines.length };
}
