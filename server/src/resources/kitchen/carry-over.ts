import type { OperationHandler } from '../../http/operation';
import { badRequest } from '../engine/errors';

/** What the kitchen still has to make: the statuses the board shows as open. */
const OPEN_STATUSES = ['pending', 'processing'];
/** Earlier than any order's due time: "every earlier day". */
const EARLIEST = { date: '1970-01-01', instant: '1970-01-01T00:00:00Z' };

type Query = Record<string, unknown>;

const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * `carry_over=true` on the board's list: unfinished orders never drop off the board at midnight. The open
 * orders (pending, processing) due before `date_between`'s start come too, whatever their day, until someone
 * moves them on; the board's fire-time sort lists them first. It needs `date_between`, and `status_in` may
 * hold the open statuses only (their default), else a 400 naming carry_over. The query the list then runs
 * is `date_between` reaching back to the earliest day, a range of the same form (two dates or two instants).
 */
export function carryOverQuery(query: Query): Query {
  const { carry_over: carryOver, ...rest } = query;
  if (carryOver === undefined || !isTrue(carryOver)) return rest;
  const range = typeof rest.date_between === 'string' ? rest.date_between.split(',') : [];
  if (range.length !== 2)
    throw badRequest('carry_over=true needs date_between: the days whose orders the board shows.', {
      carry_over: 'needs date_between',
    });
  const statuses =
    rest.status_in === undefined || rest.status_in === '' ? OPEN_STATUSES : String(rest.status_in).split(',');
  if (statuses.some((s) => !OPEN_STATUSES.includes(s)))
    throw badRequest(`carry_over=true brings open orders only: status_in may hold ${OPEN_STATUSES.join(', ')}.`, {
      carry_over: 'takes open statuses only',
    });
  const [, to] = range;
  const from = to.includes('T') ? EARLIEST.instant : EARLIEST.date;
  return { ...rest, status_in: statuses.join(','), date_between: `${from},${to}` };
}

/** The board's list handler, with `carry_over` applied to its query first. */
export function withCarryOver(list: OperationHandler): OperationHandler {
  return async (req, reply, ctx) => {
    req.query = carryOverQuery((req.query ?? {}) as Query);
    return list(req, reply, ctx);
  };
}
