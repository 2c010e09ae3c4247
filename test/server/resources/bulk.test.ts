import { sql } from 'kysely';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError } from './fixtures';

describe(`bulk operations are all-or-nothing (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });
  const count = async (table: 'organizations' | 'users' | 'addons') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('bulk add creates every record in order', async () => {
    const body = await call(t.db, 'bulkAddAddons', {
      body: {
        records: [
          { name: 'Toum', extra_charge: 0.5 },
          { name: 'Fries', extra_charge: 2, type: 'side' },
        ],
      },
    });
    expect(body.data.map((a: { name: string }) => a.name)).toEqual(['Toum', 'Fries']);
    expect(body.data[1]).toMatchObject({ extra_charge: 2, type: 'side', __version: 1 });
  });

  it('bulk add with one invalid record writes nothing and names its index', async () => {
    const before = await count('organizations');
    const e = await callError(t.db, 'bulkAddOrganizations', {
      body: { records: [{ name: 'A' }, { name: 'B' }, { email: 'c@x.test' }] },
    });
    expect(e.statusCode).toBe(400);
    expect(e.message).toMatch(/^records\[2\]: /);
    expect(e.errors).toEqual({ 'records[2].name': 'is required' });
    expect(await count('organizations')).toBe(before);
  });

  it('a database conflict in a later record rolls back the earlier ones', async () => {
    const before = await count('users');
    const e = await callError(t.db, 'bulkAddUsers', {
      body: {
        records: [
          { first_name: 'A', last_name: 'A', email: 'same@x.test', plaintext_password: 'password-1' },
          { first_name: 'B', last_name: 'B', email: 'other@x.test', plaintext_password: 'password-2' },
          { first_name: 'C', last_name: 'C', email: 'SAME@x.test', plaintext_password: 'password-3' },
        ],
      },
    });
    expect(e.statusCode).toBe(409);
    expect(e.message).toMatch(/^records\[2\]: A user with this email already exists\./);
    expect(await count('users')).toBe(before);
  });

  it('bulk update changes every record, or none when one fails', async () => {
    const a = await add(t.db, 'Organization', { name: 'One' });
    const b = await add(t.db, 'Organization', { name: 'Two' });
    const ok = await call(t.db, 'bulkUpdateOrganizations', {
      body: {
        records: [
          { id: a.id, name: 'One!' },
          { id: b.id, address: 'Hamra' },
        ],
      },
    });
    expect(ok.data.map((o: { name: string; __version: number }) => [o.name, o.__version])).toEqual([
      ['One!', 2],
      ['Two', 2],
    ]);

    const e = await callError(t.db, 'bulkUpdateOrganizations', {
      body: {
        records: [
          { id: a.id, name: 'changed' },
          { id: 99999, name: 'ghost' },
        ],
      },
    });
    expect(e.statusCode).toBe(404);
    expect(e.message).toMatch(/^records\[1\] \(id 99999\): No organization with id 99999\./);
    const stillA = await t.db
      .selectFrom('organizations')
      .select(['name', '__version'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(stillA).toEqual({ name: 'One!', __version: 2 });

    const bad = await callError(t.db, 'bulkUpdateOrganizations', {
      body: {
        records: [
          { id: a.id, name: 'x' },
          { id: b.id, email: 'nope' },
        ],
      },
    });
    expect(bad.errors).toEqual({ 'records[1].email': 'must be a valid email' });
    expect(
      (await callError(t.db, 'bulkUpdateOrganizations', { body: { records: [{ name: 'no id' }] } })).message,
    ).toMatch(/^records\[0\]: Invalid id/);
    expect(
      (
        await callError(t.db, 'bulkUpdateOrganizations', {
          body: {
            records: [
              { id: a.id, name: 'x' },
              { id: a.id, name: 'y' },
            ],
          },
        })
      ).message,
    ).toMatch(/records\[1\] \(id \d+\): id \d+ appears more than once/);
  });

  it('bulk delete removes every id, or none when one is missing', async () => {
    const a = await add(t.db, 'Addon', { name: 'Del A' });
    const b = await add(t.db, 'Addon', { name: 'Del B' });
    const before = await count('addons');
    const e = await callError(t.db, 'bulkDeleteAddons', { body: { records: [a.id, 99999, b.id] } });
    expect(e).toMatchObject({ statusCode: 404 });
    expect(e.message).toMatch(/^records\[1\] \(id 99999\)/);
    expect(await count('addons')).toBe(before);
    const ok = await call(t.db, 'bulkDeleteAddons', { body: { records: [a.id, b.id] } });
    expect(ok.data.map((r: { name: string }) => r.name)).toEqual(['Del A', 'Del B']);
    expect(await count('addons')).toBe(before - 2);
  });

  it('refuses an empty or oversized records list', async () => {
    expect((await callError(t.db, 'bulkAddAddons', { body: { records: [] } })).errors).toEqual({
      records: 'must be a non-empty list',
    });
    expect(await callError(t.db, 'bulkDeleteAddons', { body: {} })).toMatchObject({
      statusCode: 400,
      message: 'No Action/Rows Selected!',
    });
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `A${i}` }));
    expect((await callError(t.db, 'bulkAddAddons', { body: { records: many } })).errors).toEqual({
      records: 'has more than 100 items',
    });
  });
});
