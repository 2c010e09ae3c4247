import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { COUNTED_TABLES } from './20261121000400_scale_indexes';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: exact row counts of the order tables on PostgreSQL, kept by triggers, so an unfiltered list's
 * `total_count` is a sum over a few rows instead of a scan of a million (PostgreSQL's `count(*)` reads every
 * index entry: 100–250 ms at 1 M orders, paid again after every write since a write invalidates the cached
 * count). SQLite needs none of this: it counts a whole table from its b-tree pages in about a millisecond.
 *
 * `row_count_deltas` holds signed deltas per table; the table's count is `sum(delta)`. Statement-level
 * triggers with transition tables add one delta per INSERT or DELETE statement (an import of 10k rows adds
 * one), in the writing transaction, so the sum is exactly as transactional as the rows: a reader's snapshot
 * sees the rows and their deltas of the same committed transactions, never one without the other. Deltas
 * are appended, never updated, so concurrent writers never wait on a counter row. About one insert in 64
 * folds the table's deltas into one (only one folder at a time, by an advisory lock; a concurrent writer's
 * uncommitted delta is invisible to the fold and stays), so the sum stays over a handful of rows.
 * TRUNCATE resets the table's count to 0.
 */

/**
 * Tables whose rows are counted (PostgreSQL): the ones that grow by the million. The others (hundreds to
 * thousands of rows) count in a millisecond, and their writes (a 10k-product import) need no extra insert.
 */
export const ROW_COUNTED_TABLES: readonly string[] = ['orders', 'order_items'] satisfies ReadonlyArray<
  (typeof COUNTED_TABLES)[number]
>;
export const ROW_COUNT_DELTAS = 'row_count_deltas';

/** The SQL that sets the deltas of `tables` to their current counts (after a load with triggers disabled). */
export function resetRowCountsSql(tables: readonly string[]): string[] {
  return tables.flatMap((t) => [
    `delete from ${ROW_COUNT_DELTAS} where name = '${t}'`,
    `insert into ${ROW_COUNT_DELTAS} (name, delta) select '${t}', count(*) from "${t}"`,
  ]);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(`create table ${ROW_COUNT_DELTAS} (id bigserial primary key, name text not null, delta bigint not null)`)
    .execute(db);
  await sql.raw(`create index ${ROW_COUNT_DELTAS}_name_idx on ${ROW_COUNT_DELTAS} (name) include (delta)`).execute(db);
  await sql
    .raw(
      `create function cbo_fold_row_counts(t text) returns void language plpgsql as $$
    begin
      if pg_try_advisory_xact_lock(hashtext('cbo_fold_row_counts:' || t)) then
        with gone as (delete from ${ROW_COUNT_DELTAS} where name = t returning delta)
        insert into ${ROW_COUNT_DELTAS} (name, delta) select t, coalesce(sum(delta), 0) from gone;
      end if;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function cbo_rows_inserted() returns trigger language plpgsql as $$
    declare n bigint;
    begin
      select count(*) into n from new_rows;
      if n > 0 then
        insert into ${ROW_COUNT_DELTAS} (name, delta) values (TG_TABLE_NAME, n);
        if random() < 1.0 / 64 then perform cbo_fold_row_counts(TG_TABLE_NAME); end if;
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function cbo_rows_deleted() returns trigger language plpgsql as $$
    declare n bigint;
    begin
      select count(*) into n from old_rows;
      if n > 0 then insert into ${ROW_COUNT_DELTAS} (name, delta) values (TG_TABLE_NAME, -n); end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function cbo_rows_truncated() returns trigger language plpgsql as $$
    begin
      delete from ${ROW_COUNT_DELTAS} where name = TG_TABLE_NAME;
      insert into ${ROW_COUNT_DELTAS} (name, delta) values (TG_TABLE_NAME, 0);
      return null;
    end $$`,
    )
    .execute(db);
  for (const table of ROW_COUNTED_TABLES) {
    await sql
      .raw(
        `create trigger ${table}_rows_inserted after insert on ${table} referencing new table as new_rows
      for each statement execute function cbo_rows_inserted()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_rows_deleted after delete on ${table} referencing old table as old_rows
      for each statement execute function cbo_rows_deleted()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_rows_truncated after truncate on ${table}
      for each statement execute function cbo_rows_truncated()`,
      )
      .execute(db);
  }
  // The counts as they stand (the migration runs before the server serves: nothing writes meanwhile).
  for (const statement of resetRowCountsSql(ROW_COUNTED_TABLES)) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of ROW_COUNTED_TABLES)
    for (const suffix of ['inserted', 'deleted', 'truncated'])
      await sql.raw(`drop trigger if exists ${table}_rows_${suffix} on ${table}`).execute(db);
  for (const fn of ['cbo_rows_inserted()', 'cbo_rows_deleted()', 'cbo_rows_truncated()', 'cbo_fold_row_counts(text)'])
    await sql.raw(`drop function if exists ${fn} cascade`).execute(db); // and any trigger still using it
  await sql.raw(`drop table if exists ${ROW_COUNT_DELTAS}`).execute(db);
}
