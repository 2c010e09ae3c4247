import { HttpError } from '../../../server/src/http/operation';
import { resources } from '../../../server/src/resources/definitions';
import { parseListQuery } from '../../../server/src/resources/engine/list-query';

function error(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('did not throw');
}

describe('parseListQuery', () => {
  const products = resources.products;
  const orders = resources.orders;

  it('defaults to page 1 of 10, newest first with id as tie-breaker', () => {
    const plan = parseListQuery(products, {});
    expect(plan).toMatchObject({ limit: 10, offset: 0, conditions: [] });
    expect(plan.sort).toEqual([
      { field: '__date_created', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ]);
  });

  it('reads page and per_page as numbers or strings', () => {
    expect(parseListQuery(products, { per_page: '25', page: 3 })).toMatchObject({ limit: 25, offset: 50 });
  });

  it.each([
    [{ per_page: 0 }, 'per_page'],
    [{ per_page: 101 }, 'per_page'],
    [{ per_page: 'x' }, 'per_page'],
    [{ page: 0 }, 'page'],
    [{ page: '1.5' }, 'page'],
  ])('refuses %j', (query, name) => {
    const e = error(() => parseListQuery(products, query));
    expect(e.statusCode).toBe(400);
    expect(e.code).toBe('validation_error');
    expect(e.errors).toHaveProperty(name);
  });

  it('names an unknown filter', () => {
    const e = error(() => parseListQuery(products, { colour: 'red' }));
    expect(e.statusCode).toBe(400);
    expect(e.message).toBe('Unknown filter "colour" for products.');
    expect(e.errors).toEqual({ colour: 'is not a filter of this list' });
  });

  it('names an unsupported operator on a known field', () => {
    const e = error(() => parseListQuery(products, { name_gte: 'a' }));
    expect(e.message).toMatch(/^Unsupported filter "name_gte" for products: name allows name, name_ne, name_like\.$/);
    expect(error(() => parseListQuery(products, { description: 'x' })).message).toMatch(/Unknown filter "description"/);
    expect(
      error(() => parseListQuery(resources.categories, { date_between: '2026-01-01,2026-01-02' })).message,
    ).toMatch(/Unknown filter "date_between"/);
  });

  it('names an unknown sort field and a bad direction', () => {
    expect(error(() => parseListQuery(products, { order_by: 'secret' })).message).toBe(
      'Unknown sort field "secret" for products.',
    );
    expect(error(() => parseListQuery(products, { order_by: 'addons' })).message).toMatch(
      /Unknown sort field "addons"/,
    );
    expect(error(() => parseListQuery(products, { order_by: 'name', order: 'UP' })).message).toMatch(
      /Invalid order "UP"/,
    );
    expect(error(() => parseListQuery(products, { order_by: 'name', order: 'ASC,DESC' })).statusCode).toBe(400);
  });

  it('parses multi-column sorts, missing directions default to ASC', () => {
    const plan = parseListQuery(products, { order_by: 'status,price,name', order: 'DESC,ASC' });
    expect(plan.sort).toEqual([
      { field: 'status', dir: 'desc' },
      { field: 'price', dir: 'asc' },
      { field: 'name', dir: 'asc' },
      { field: 'id', dir: 'asc' },
    ]);
  });

  it('turns comma lists into IN / NOT IN and money into cents', () => {
    const plan = parseListQuery(products, {
      status: 'draft,publish',
      category_ne: '3,4',
      price_gte: '2.5',
      price_lte: 10,
    });
    expect(plan.conditions).toEqual([
      { kind: 'in', field: 'status', values: ['draft', 'publish'], negate: false },
      { kind: 'in', field: 'category', values: [3, 4], negate: true },
      { kind: 'cmp', field: 'price', op: '>=', value: 250 },
      { kind: 'cmp', field: 'price', op: '<=', value: 1000 },
    ]);
  });

  it('validates filter values', () => {
    expect(error(() => parseListQuery(products, { category: 'abc' })).errors).toHaveProperty('category');
    expect(error(() => parseListQuery(products, { status: 'archived' })).message).toMatch(
      /status must be one of draft, publish/,
    );
    expect(error(() => parseListQuery(products, { price_gte: 'cheap' })).errors).toHaveProperty('price_gte');
    expect(error(() => parseListQuery(orders, { date_gte: '21/11/2026' })).errors).toHaveProperty('date_gte');
    expect(error(() => parseListQuery(orders, { date_between: '2026-11-21' })).errors).toHaveProperty('date_between');
    expect(error(() => parseListQuery(products, { 'id[]': ['1', 'x'] })).errors).toHaveProperty(['id[]']);
  });

  it('maps date_between on a date-time to whole UTC days, inclusive', () => {
    const plan = parseListQuery(orders, { date_between: '2026-11-21,2026-11-22' });
    expect(plan.conditions).toEqual([
      { kind: 'range', field: 'date', from: '2026-11-21T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', negate: false },
    ]);
    const items = parseListQuery(resources['menu-items'], { date_between: '2026-11-16,2026-11-20' });
    expect(items.conditions).toEqual([
      { kind: 'range', field: 'date', from: '2026-11-16', to: '2026-11-21', negate: false },
    ]);
  });

  it('sizes the page to the ids of a get-many unless per_page is given', () => {
    const ids = Array.from({ length: 30 }, (_, i) => String(i + 1));
    expect(parseListQuery(products, { 'id[]': ids }).limit).toBe(30);
    expect(parseListQuery(products, { 'id[]': '7' }).conditions).toEqual([{ kind: 'ids', ids: [7] }]);
    expect(parseListQuery(products, { 'id[]': ids, per_page: 5 }).limit).toBe(5);
  });

  it('ignores empty filter values but still checks their names', () => {
    expect(parseListQuery(products, { name: '', search: '  ' }).conditions).toEqual([]);
    expect(error(() => parseListQuery(products, { nope: '' })).statusCode).toBe(400);
  });
});
