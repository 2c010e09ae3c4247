import { sql, type Kysely } from 'kysely';
import { entityTail, entityTable } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: the history of every change, one row per created or deleted record and per changed field,
 * written in the transaction of the change. `resource` is the API resource name, `record_id` the
 * record's id (kept after a delete); `field` the API field name (null for create/delete); `old_value` /
 * `new_value` the API values as text (secret fields only ever hold a marker); `reason` e.g. a kitchen
 * rejection's; `user_id` and `user_name` who made it (no foreign key: history outlives the user);
 * `__date_created` when. Indexed for a record's history, a user's changes and date ranges. The order status
 * changes recorded before (order_status_changes) are copied in, so every order keeps its timeline.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await entityTail(
    db,
    entityTable(db, 'change_history')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('field', 'text')
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text')
      .addColumn('reason', 'text')
      .addColumn('user_id', 'integer')
      .addColumn('user_name', 'text'),
  ).execute();
  await db.schema
    .createIndex('change_history_resource_record_id_idx')
    .on('change_history')
    .columns(['resource', 'record_id', 'id'])
    .execute();
  await db.schema.createIndex('change_history_user_id_idx').on('change_history').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('change_history_date_created_idx')
    .on('change_history')
    .columns(['__date_created'])
    .execute();
  await sql`insert into change_history
      (resource, record_id, action, field, old_value, new_value, reason, user_id, user_name, __date_created)
    select 'orders', s.order_id, 'update', 'status', s.from_status, s.to_status, s.reject_reason, s.user_id,
      trim(u.first_name || ' ' || coalesce(u.middle_name || ' ', '') || u.last_name), s.at
    from order_status_changes s left join users u on u.id = s.user_id
    order by s.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('change_history').ifExists().execute();
}
