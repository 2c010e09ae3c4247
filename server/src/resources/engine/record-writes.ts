/** One record's create, update and delete inside a transaction: relation checks, versions, hooks, history. */
import { HttpError } from '../../http/operation';
import { notFound, validationError } from './errors';
import {
  deleteRow,
  existingIds,
  findRow,
  findRowForUpdate,
  insertRow,
  loadMany,
  replaceMany,
  updateRow,
} from './repository';
import { toApiRecord } from './serialize';
import { MISSING_UPLOAD_TEXT } from './upload-url';
import { noteDroppedImages } from './upload-cleanup';
import { columnOf } from './values';
import type { PreparedInput } from './prepare-input';
import type { ApiRecord, Db, HookContext, ResourceDef, Row } from './types';
import { historyEnabled, recordLifecycle, recordUpdate, type UpdateRecord } from '../history/recorder';

/** Ids among `ids` that exist in `table`, asking the database only about those not already known to. */
async function knownToExist(
  trx: Db,
  table: string,
  ids: number[],
  known?: Map<string, Set<number>>,
): Promise<Set<number>> {
  if (!known) return existingIds(trx, table, ids);
  let set = known.get(table);
  if (!set) known.set(table, (set = new Set()));
  const unknown = ids.filter((id) => !set!.has(id));
  if (unknown.length) for (const id of await existingIds(trx, table, unknown)) set.add(id);
  return set;
}

async function checkRelations(
  trx: Db,
  def: ResourceDef,
  values: Row,
  many: Record<string, number[]>,
  known?: Map<string, Set<number>>,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type === 'relation' && field.relation) {
      const id = values[columnOf(name, field)];
      if (id === undefined || id === null) continue;
      if (!(await knownToExist(trx, field.relation.table, [id], known)).has(id))
        errors[name] = `no ${field.relation.label} with id ${id}`;
    }
    if (field.type === 'many-relation' && field.many && many[name]?.length) {
      const found = await knownToExist(trx, field.many.table, many[name], known);
      const missing = many[name].filter((id) => !found.has(id));
      if (missing.length) errors[name] = `no ${field.many.label} with id ${missing.join(', ')}`;
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  return typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : String(a) === String(b);
}

/** Inserts one prepared record inside `trx`; returns the stored row. */
export async function createInTx(trx: Db, def: ResourceDef, p: PreparedInput, ctx: HookContext): Promise<Row> {
  const row: Row = { ...p.values };
  await checkRelations(trx, def, row, p.many, ctx.existing);
  await def.hooks?.beforeCreate?.(trx, row, p.input, ctx);
  const stored = await insertRow(trx, def.table, row);
  // A new record has no links yet: only the inserts.
  for (const [name, ids] of Object.entries(p.many))
    await replaceMany(trx, def.fields[name].many!, Number(stored.id), ids, { fresh: true });
  await def.hooks?.afterWrite?.(trx, { kind: 'create', after: stored }, ctx);
  await recordLifecycle(trx, def.name, [Number(stored.id)], 'create', ctx);
  return stored;
}

/** The 409 for a change based on a stale `__version`, with the record as it is now (`current`). */
async function staleVersion(trx: Db, def: ResourceDef, current: Row, expected: number): Promise<HttpError> {
  const record = await toApiRecord(trx, def, current);
  return new HttpError(
    409,
    'conflict',
    `This ${def.singularLabel ?? 'record'} was changed by someone else (version ${current.__version}, not ${expected}). Reload and try again.`,
    undefined,
    { current: record },
  );
}

/**
 * Applies the changed fields of one prepared record inside `trx`; returns the stored row. Only the
 * columns whose value differs from the stored row are written, so two people editing different fields
 * of one record both keep their change. With a `version` (body `__version` or `If-Match`) the write is
 * a compare-and-set on `__version`: a stale version is a 409 carrying the current record.
 */
export async function updateInTx(
  trx: Db,
  def: ResourceDef,
  id: number,
  p: PreparedInput,
  ctx: HookContext,
): Promise<Row> {
  const current = await findRowForUpdate(trx, def.table, id);
  if (!current) throw notFound(def.singularLabel ?? def.name, id);
  if (p.version !== undefined && p.version !== Number(current.__version))
    throw await staleVersion(trx, def, current, p.version);
  const changes: Row = {};
  for (const [column, value] of Object.entries(p.values))
    if (!sameValue(current[column], value)) changes[column] = value;
  const missing = Object.entries(p.missingUploads).filter(([, column]) => column in changes);
  if (missing.length) throw validationError(Object.fromEntries(missing.map(([name]) => [name, MISSING_UPLOAD_TEXT])));
  await checkRelations(trx, def, changes, p.many, ctx.existing);
  await def.hooks?.beforeUpdate?.(trx, changes, current, p.input, ctx);
  for (const column of Object.keys(changes)) if (sameValue(current[column], changes[column])) delete changes[column];
  const manyChanged = Object.keys(p.many).length > 0;
  if (!Object.keys(changes).length && !manyChanged) return current;
  const stored = await updateRow(trx, def.table, id, changes, Number(current.__version));
  if (!stored) {
    // Changed between our read and our write (only possible without a row lock): never overwrite it.
    const now = await findRow(trx, def.table, id);
    if (!now) throw notFound(def.singularLabel ?? def.name, id);
    throw await staleVersion(trx, def, now, p.version ?? Number(current.__version));
  }
  const many: UpdateRecord['many'] = {};
  for (const [name, ids] of Object.entries(p.many)) {
    const relation = def.fields[name].many!;
    if (historyEnabled())
      many[name] = [((await loadMany(trx, relation, [id])).get(id) ?? []).map((r) => Number(r.id)), ids];
    await replaceMany(trx, relation, id, ids);
  }
  await def.hooks?.afterWrite?.(trx, { kind: 'update', before: current, after: stored }, ctx);
  noteDroppedImages(trx, def, current, stored);
  await recordUpdate(trx, def, { before: current, after: stored, many, reason: cancelReason(stored) }, ctx);
  return stored;
}

/** A change to `cancelled` carries the record's reject reason into its history. */
function cancelReason(row: Row): string | null {
  return row.status === 'cancelled' && typeof row.reject_reason === 'string' ? row.reject_reason : null;
}

/**
 * Deletes one record inside `trx`. With a `version` (`If-Match`) the record is locked and deleted only if it
 * is still at that version: a stale version is a 409 carrying the current record, and nothing is deleted.
 * `input`: the delete's query parameters (a bulk delete's, for each of its records), for the definition's
 * `beforeDelete`.
 */
export async function deleteInTx(
  trx: Db,
  def: ResourceDef,
  id: number,
  ctx: HookContext,
  version?: number,
  input: ApiRecord = {},
): Promise<ApiRecord> {
  const current =
    version === undefined ? await findRow(trx, def.table, id) : await findRowForUpdate(trx, def.table, id);
  if (!current) throw notFound(def.singularLabel ?? def.name, id);
  if (version !== undefined && version !== Number(current.__version))
    throw await staleVersion(trx, def, current, version);
  await def.hooks?.beforeDelete?.(trx, current, ctx, input);
  const record = await toApiRecord(trx, def, current);
  await deleteRow(trx, def.table, id);
  await def.hooks?.afterWrite?.(trx, { kind: 'delete', before: current }, ctx);
  noteDroppedImages(trx, def, current);
  await recordLifecycle(trx, def.name, [id], 'delete', ctx);
  return record;
}
