import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../../server/src/db/dialect';
import { orders } from '../../../server/src/resources/definitions/orders';
import { parseListQuery } from '../../../server/src/resources/engine/list-query';
import { listRows, matchingIds, searchIndexFor } from '../../../server/src/resources/engine/list-sql';
import type { ResourceDef } from '../../../server/src/resources/engine/types';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { insertOrders, TRICKY_WORDS } from './fixtures';

/** Orders without their search index: the plain `lower(field) like %term%` scan the index must agree with. */
const plainOrders: ResourceDef = { ...orders, searchIndex: undefined };

describe(`search through the orders search index (${TEST_DB})`, () => {
  let t: TestDb;
  let db: Kysely<any>;
  let texts: string[];

  const idsFor = (def: ResourceDef, term: string, extra: Record<string, unknown> = {}) =>
    matchingIds(db, def, parseListQuery(def, { search: term, ...extra }, { unpaged: true }));
  async function expectSame(term: string, extra: Record<string, unknown> = {}) {
    const expected = await idsFor(plainOrders, term, extra);
    expect({ term, ids: await idsFor(orders, term, extra) }).toEqual({ term, ids: expected });
    const page = await listRows(db, orders, parseListQuery(orders, { search: term, per_page: 5, ...extra }));
    expect({ term, total: page.total, first: page.rows.map((r) => Number(r.id)) }).toEqual({
      term,
      total: expected.length,
      first: expected.slice(0, 5),
    });
  }

  beforeAll(async () => {
    t = await createTestDb();
    db = t.db as unknown as Kysely<any>;
    await insertOrders(t.db, 240, 11);
    const rows = await db
      .selectFrom('orders')
      .select(['order_number', 'name', 'first_name', 'last_name', 'email', 'phone_number'])
      .execute();
    texts = rows
      .flatMap((r: any) => [
        String(r.order_number),
        r.name,
        `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
        r.email,
        r.phone_number,
      ])
      .filter(Boolean);
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('is used for terms of three characters or more', () => {
    expect(searchIndexFor(orders, dialectOf(db), 'lunch')?.kind).toBe(TEST_DB === 'postgres' ? 'trgm' : 'fts');
    expect(searchIndexFor(orders, dialectOf(db), 'lu')).toBeNull();
  });

  it('is not used when the definition no longer searches exactly the indexed fields', () => {
    const changed: ResourceDef = {
      ...orders,
      fields: { ...orders.fields, note: { ...orders.fields.note, search: true } },
    };
    expect(searchIndexFor(changed, dialectOf(db), 'lunch')).toBeNull();
  });

  it.each([
    'lunch',
    'LUNCH',
    'team lunch',
    'élie',
    'ÉLIE',
    'Élie',
    'café',
    'CAFÉ',
    '100%',
    '% b',
    'a_b',
    '_b ',
    'a\\b',
    '"hi"',
    'say "',
    "l'orient",
    'spaced  out',
    '  out',
    'ünïcödé',
    'ÜNÏCÖDÉ',
    'straße',
    'STRASSE',
    'istanbul',
    'İstanbul',
    'x%y',
    '%y_',
    '123',
    '2345',
    '961 3',
    '@example',
    'EXAMPLE.test',
    'el hajj',
    'nour el',
    'zoë',
    'ZOË',
    '🍕 p',
    'αβγ',
    'ΑΒΓ',
    'ⅻ',
    'Ⅻ',
    'no such thing',
    'lu',
    'é',
    '%',
    '_',
  ])('finds exactly what the plain scan finds for %j', async (term) => {
    await expectSame(term);
  });

  it('agrees with the plain scan on random pieces of the stored text, alone and with other filters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...texts),
        fc.nat(),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        fc.constantFrom({}, { status_in: 'pending,delivered' }, { order_by: 'date' }),
        async (text, start, length, upper, extra) => {
          const from = start % text.length;
          const piece = text.slice(from, from + length).trim();
          if (!piece) return;
          await expectSame(upper ? piece.toUpperCase() : piece, extra);
        },
      ),
      { numRuns: 120, seed: 20261121 },
    );
    for (const word of TRICKY_WORDS) await expectSame(word.trim());
  });

  it('follows inserts, renames, contact changes and deletes', async () => {
    const [id] = await insertOrders(t.db, 1, 5);
    await db.updateTable('orders').set({ name: 'Zanzibar tasting' }).where('id', '=', id).execute();
    expect(await idsFor(orders, 'zanzibar')).toEqual([id]);
    await db
      .updateTable('orders')
      .set({ name: 'Plain lunch', first_name: 'Quentin', last_name: 'Quarrel' })
      .where('id', '=', id)
      .execute();
    expect(await idsFor(orders, 'zanzibar')).toEqual([]);
    expect(await idsFor(orders, 'quentin quarrel')).toEqual([id]);
    await db
      .updateTable('orders')
      .set({ email: 'Q.Q@Quarrel.test', phone_number: '+44 7700 900123' })
      .where('id', '=', id)
      .execute();
    expect(await idsFor(orders, 'q.q@quarrel')).toEqual([id]);
    expect(await idsFor(orders, '7700 900')).toEqual([id]);
    await db.deleteFrom('orders').where('id', '=', id).execute();
    expect(await idsFor(orders, 'quentin')).toEqual([]);
    await expectSame('quentin');
  });
});
