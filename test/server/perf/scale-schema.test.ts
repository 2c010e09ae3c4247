import * as runtime from '../../../server/src/db/scale-schema';
import * as scaleIndexes from '../../../server/src/db/migrations/20261121000400_scale_indexes';
import * as rowCounts from '../../../server/src/db/migrations/20261121000510_row_counts';

/**
 * Run-time code reads the objects the scale migrations created through db/scale-schema.ts, never through a
 * migration (migrations are frozen). The names must still be the ones the migrations create.
 */
describe('db/scale-schema names what the scale migrations create', () => {
  it('the orders search index', () => {
    expect(runtime.ORDERS_SEARCH_TABLE).toBe(scaleIndexes.ORDERS_SEARCH_TABLE);
    expect(runtime.ORDERS_SEARCH_COLUMNS).toEqual(scaleIndexes.ORDERS_SEARCH_COLUMNS);
    expect(runtime.ORDERS_SEARCH_EXPR_PG).toBe(scaleIndexes.ORDERS_SEARCH_EXPR_PG);
    expect(runtime.ordersSearchValues('new')).toBe(scaleIndexes.ordersSearchValues('new'));
  });

  it('the row-count deltas', () => {
    expect(runtime.ROW_COUNT_DELTAS).toBe(rowCounts.ROW_COUNT_DELTAS);
    expect(runtime.ROW_COUNTED_TABLES).toEqual(rowCounts.ROW_COUNTED_TABLES);
    expect(runtime.resetRowCountsSql(['orders'])).toEqual(rowCounts.resetRowCountsSql(['orders']));
  });
});
