import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/schema';

/** Deterministic pseudo-random numbers, so every run (and both databases) sees the same rows. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const STATUSES = ['pending', 'processing', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'];

/** Text that trips naive search: case, accents, LIKE wildcards, quotes, backslashes, spaces, digits. */
export const TRICKY_WORDS = [
  'Team Lunch',
  'TREASURY',
  'Élie',
  'élie',
  'CAFÉ',
  'café',
  '100% beef',
  'a_b',
  'a\\b',
  'say "hi"',
  "l'Orient",
  '  spaced  out ',
  'Ünïcödé',
  'straße',
  'İstanbul',
  'x%y_z',
  '12345',
  'board-meeting',
  'Nour El Hajj',
  'abc',
  'ABCDEF',
  '🍕 pizza',
  'αβγ',
  'Ⅻ',
];

/**
 * Inserts `count` orders straight into the table (as a bulk import would), with varied names, people,
 * statuses, dates (some null) and creation times; returns their ids in insertion order.
 */
export async function insertOrders(db: Kysely<Database>, count: number, seed = 7): Promise<number[]> {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const base = Date.parse('2026-10-01T00:00:00.000Z');
  const first =
    Number(
      (await db.selectFrom('counters').select('value').where('name', '=', 'order_number').executeTakeFirstOrThrow())
        .value,
    ) + 1;
  const rows: Insertable<Database['orders']>[] = [];
  for (let i = 0; i < count; i++) {
    const created = new Date(base + Math.floor(rand() * 60) * 86400_000 + Math.floor(rand() * 86400_000)).toISOString();
    rows.push({
      order_number: first + i,
      name: `${pick(TRICKY_WORDS)} ${pick(['lunch', 'dinner', 'Breakfast', 'coffee'])} ${i % 7}`,
      first_name: rand() < 0.1 ? null : pick(['Rania', 'Élie', 'karim', 'MAYA', 'Nour', 'Zoë']),
      last_name: rand() < 0.1 ? null : pick(['Haddad', 'Khoury', 'el Hajj', 'Saadeh', "O'Neil", 'Nassar']),
      email: rand() < 0.2 ? null : `user${Math.floor(rand() * 50)}@Example.TEST`,
      phone_number: rand() < 0.2 ? null : `+961 3 ${100 + Math.floor(rand() * 900)} ${100 + Math.floor(rand() * 900)}`,
      status: pick(STATUSES),
      type: pick(['pick_up', 'delivery', 'dine_in']),
      date: rand() < 0.1 ? null : new Date(Date.parse(created) + Math.floor(rand() * 3) * 86400_000).toISOString(),
      total: Math.floor(rand() * 5) * 100,
      __date_created: rand() < 0.05 ? '2026-10-15T12:00:00.000Z' : created,
    });
  }
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await db
      .insertInto('orders')
      .values(rows.slice(i, i + 100))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  await db
    .updateTable('counters')
    .set({ value: first + count - 1 })
    .where('name', '=', 'order_number')
    .execute();
  return ids;
}
