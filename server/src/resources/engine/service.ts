/**
 * The operations the resource handlers call: a page of records, and one record's create, update and delete.
 * The steps are in their own modules: bodies are prepared (prepare-input.ts) outside the transaction, then
 * written (record-writes.ts) inside one (write-transaction.ts); the bulk forms are in bulk-service.ts.
 */
import { parseListQuery } from './list-query';
import type { CounterSnapshot } from './change-markers';
import { prepareInput } from './prepare-input';
import { createInTx, deleteInTx, updateInTx } from './record-writes';
import { listRows } from './repository';
import { badRequest } from './errors';
import { idOf } from './request-ids';
import { toApiRecord, toApiRecords } from './serialize';
import { inTransaction } from './write-transaction';
import type { ApiRecord, Db, HookContext, ResourceDef } from './types';

export { bulkCreateRecords, bulkDeleteRecords, bulkUpdateRecords } from './bulk-service';
export { ifMatchVersion } from './request-ids';

/**
 * A page of records; `counters`: the change counters the request has read already (no read of its own); `nowMs`:
 * the server's clock (see ResourceHooks.decorate).
 */
export async function listRecords(
  db: Db,
  def: ResourceDef,
  query: Record<string, unknown>,
  counters?: CounterSnapshot | null,
  nowMs?: number,
) {
  const plan = parseListQuery(def, query ?? {});
  const { rows, total } = await listRows(db, def, plan, counters);
  return { results: await toApiRecords(db, def, rows, undefined, { nowMs }), meta: { total_count: total } };
}

export async function createRecord(db: Db, def: ResourceDef, body: unknown, ctx: HookContext): Promise<ApiRecord> {
  const prepared = await prepareInput(def, body, 'create', ctx);
  return inTransaction(db, def, ctx, [prepared], async (trx) =>
    toApiRecord(trx, def, await createInTx(trx, def, prepared, ctx)),
  );
}

export async function updateRecord(
  db: Db,
  def: ResourceDef,
  id: unknown,
  body: unknown,
  ctx: HookContext,
  options: { ifMatch?: number } = {},
): Promise<ApiRecord> {
  const recordId = idOf(id);
  const prepared = await prepareInput(def, body, 'update', ctx);
  if (options.ifMatch !== undefined) {
    if (prepared.version !== undefined && prepared.version !== options.ifMatch)
      throw badRequest(`If-Match "${options.ifMatch}" and __version ${prepared.version} disagree.`, {
        __version: 'differs from If-Match',
      });
    prepared.version = options.ifMatch;
  }
  return inTransaction(db, def, ctx, [prepared], async (trx) =>
    toApiRecord(trx, def, await updateInTx(trx, def, recordId, prepared, ctx)),
  );
}

export async function deleteRecord(
  db: Db,
  def: ResourceDef,
  id: unknown,
  ctx: HookContext,
  options: { ifMatch?: number; input?: ApiRecord } = {},
): Promise<ApiRecord> {
  const recordId = idOf(id);
  const input = options.input ?? {};
  def.hooks?.checkDeleteInput?.(input, ctx);
  return inTransaction(db, def, ctx, [], (trx) => deleteInTx(trx, def, recordId, ctx, options.ifMatch, input));
}
