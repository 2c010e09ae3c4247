import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: PostgreSQL announces changes. The change-counter trigger (20261121000400_scale_indexes) also sends
 * `NOTIFY cbo_changes, '<table>'` once per table per transaction; PostgreSQL delivers it after the commit to
 * every listening connection, so each server process learns of writes made through any other. SQLite (one
 * process) needs nothing: the process that writes is the one that tells its browsers.
 */
const CHANGES_CHANNEL = 'cbo_changes';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(
      `create or replace function cbo_bump_change_counter() returns trigger language plpgsql as $$
      begin
        if coalesce(current_setting('cbo.changed_' || TG_TABLE_NAME, true), '') = '' then
          update change_counters set value = value + 1 where name = TG_TABLE_NAME;
          perform set_config('cbo.changed_' || TG_TABLE_NAME, '1', true);
          perform pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME);
        end if;
        return null;
      end $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create or replace function cbo_bump_change_counter() returns trigger language plpgsql as $$
      begin
        if coalesce(current_setting('cbo.changed_' || TG_TABLE_NAME, true), '') = '' then
          update change_counters set value = value + 1 where name = TG_TABLE_NAME;
          perform set_config('cbo.changed_' || TG_TABLE_NAME, '1', true);
        end if;
        return null;
      end $$`.execute(db);
}
