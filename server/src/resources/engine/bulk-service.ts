/** The bulk operations (`records`: up to 100 at once): all are written, or none, and an error names its record. */
import { HttpError } from '../../http/operation';
import { badRequest, fromDatabaseError, isHttpError } from './errors';
import { NO_ROWS_SELECTED } from './bulk-messages';
import { prepareInput, type PreparedInput } from './prepare-input';
import { createInTx, deleteInTx, updateInTx } from './record-writes';
import { findRows } from './repository';
import { idOf } from './request-ids';
import { toApiRecords } from './serialize';
import { discardUploads, inTransaction } from './write-transaction';
import type { ApiRecord, Db, HookContext, ResourceDef, Row } from './types';

/** Names the failing record of a bulk call: index, and id when known. */
function inRecord(def: ResourceDef, err: unknown, index: number, id?: number): unknown {
  if (!isHttpError(err)) {
    const mapped = fromDatabaseError(err, def.uniqueMessage);
    if (!mapped) return err;
    err = mapped;
  }
  const e = err as HttpError;
  const where = `records[${index}]${id !== undefined ? ` (id ${id})` : ''}`;
  const errors = e.errors
    ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [`records[${index}].${k}`, v]))
    : { [`records[${index}]`]: e.message };
  return new HttpError(e.statusCode, e.code, `${where}: ${e.message} Nothing was saved.`, errors, e.extra);
}

/** The `records` of a bulk body: one to 100 of them, else a 400. */
function recordsOf(body: unknown): unknown[] {
  const records = (body as { records?: unknown } | null)?.records;
  if (!Array.isArray(records) || records.length === 0)
    throw badRequest(NO_ROWS_SELECTED, { records: 'must be a non-empty list' });
  if (records.length > 100)
    throw badRequest('records may hold at most 100 items.', { records: 'has more than 100 items' });
  return records;
}

export async function bulkCreateRecords(
  db: Db,
  def: ResourceDef,
  body: unknown,
  ctx: HookContext,
): Promise<ApiRecord[]> {
  const records = recordsOf(body);
  const prepared: PreparedInput[] = [];
  for (const [i, r] of records.entries()) {
    try {
      prepared.push(await prepareInput(def, r, 'create', ctx));
    } catch (err) {
      await discardUploads(ctx, prepared);
      throw inRecord(def, err, i);
    }
  }
  return inTransaction(db, def, ctx, prepared, async (trx) => {
    const rows: Row[] = [];
    for (const [i, p] of prepared.entries()) {
      try {
        rows.push(await createInTx(trx, def, p, ctx));
      } catch (err) {
        throw inRecord(def, err, i);
      }
    }
    return toApiRecords(trx, def, rows);
  });
}

export async function bulkUpdateRecords(
  db: Db,
  def: ResourceDef,
  body: unknown,
  ctx: HookContext,
): Promise<ApiRecord[]> {
  const records = recordsOf(body);
  const prepared: Array<{ id: number; p: PreparedInput }> = [];
  const bodies = () => prepared.map(({ p }) => p);
  for (const [i, r] of records.entries()) {
    const rawId = (r as { id?: unknown } | null)?.id;
    try {
      const id = idOf(rawId);
      prepared.push({ id, p: await prepareInput(def, r, 'update', ctx) });
    } catch (err) {
      await discardUploads(ctx, bodies());
      throw inRecord(def, err, i, Number.isInteger(Number(rawId)) ? Number(rawId) : undefined);
    }
  }
  const seen = new Set<number>();
  for (const [i, { id }] of prepared.entries()) {
    if (seen.has(id)) {
      await discardUploads(ctx, bodies());
      throw inRecord(def, badRequest(`id ${id} appears more than once.`), i, id);
    }
    seen.add(id);
  }
  return inTransaction(db, def, ctx, bodies(), async (trx) => {
    const rows: Row[] = [];
    for (const [i, { id, p }] of prepared.entries()) {
      try {
        rows.push(await updateInTx(trx, def, id, p, ctx));
      } catch (err) {
        throw inRecord(def, err, i, id);
      }
    }
    return toApiRecords(trx, def, await refreshed(trx, def, rows));
  });
}

/** Rows re-read after all writes (hooks of later records may have changed earlier ones). */
async function refreshed(trx: Db, def: ResourceDef, rows: Row[]): Promise<Row[]> {
  const byId = new Map(
    (
      await findRows(
        trx,
        def.table,
        rows.map((r) => Number(r.id)),
      )
    ).map((r) => [Number(r.id), r]),
  );
  return rows.map((r) => byId.get(Number(r.id)) ?? r);
}

/** Deletes the records of `body`; `input`, the call's query parameters, goes with each of them. */
export async function bulkDeleteRecords(
  db: Db,
  def: ResourceDef,
  body: unknown,
  ctx: HookContext,
  input: ApiRecord = {},
): Promise<ApiRecord[]> {
  const records = recordsOf(body);
  const ids = records.map((r, i) => {
    try {
      return idOf(r);
    } catch (err) {
      throw inRecord(def, err, i);
    }
  });
  def.hooks?.checkDeleteInput?.(input, ctx);
  return inTransaction(db, def, ctx, [], async (trx) => {
    const deleted: ApiRecord[] = [];
    for (const [i, id] of ids.entries()) {
      try {
        deleted.push(await deleteInTx(trx, def, id, ctx, undefined, input));
      } catch (err) {
        throw inRecord(def, err, i, id);
      }
    }
    return deleted;
  });
}
