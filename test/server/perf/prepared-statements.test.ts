import pg from 'pg';
import { keepPrepared, preparesMarkedStatements } from '../../../server/src/db/prepared-statements';
import { TEST_POSTGRES_URL } from '../helpers/db';

/*
 * A query run on every request (the session check) is parsed once per PostgreSQL connection, then only bound
 * and run: its text is marked, and the pool's connections run marked texts as named prepared statements.
 * Checked on one connection (a pool of one), where PostgreSQL lists what it keeps prepared.
 */
describe('statements prepared once per PostgreSQL connection', () => {
  let pool: pg.Pool;
  const keptByConnection = async () =>
    (
      await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
    ).rows.map((row) => row.statement);

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1 });
    pool.on('connect', preparesMarkedStatements);
  });
  afterAll(async () => {
    await pool.end();
  });

  test('a marked text becomes one named statement of the connection, run with each call’s own values', async () => {
    const text = 'select $1::int + 1 as next';
    keepPrepared(text);
    expect((await pool.query(text, [1])).rows[0].next).toBe(2);
    expect((await pool.query(text, [41])).rows[0].next).toBe(42);
    expect(await keptByConnection()).toEqual([text]);
  });

  test('unmarked texts, and texts sent without values, run unnamed as before', async () => {
    expect((await pool.query('select $1::text as word', ['plain'])).rows[0].word).toBe('plain');
    expect((await pool.query('select 7 as seven')).rows[0].seven).toBe(7);
    expect(await keptByConnection()).toEqual(['select $1::int + 1 as next']);
  });
});
