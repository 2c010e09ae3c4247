import { hashPassword } from '../../db/password';
import { HttpError } from '../../http/operation';
import { badRequest, fromDatabaseError, isHttpError, notFound, validationError } from './errors';
import { parseListQuery } from './list-query';
import type { CounterSnapshot } from './change-markers';
import {
  deleteRow,
  existingIds,
  findRow,
  findRowForUpdate,
  findRows,
  insertRow,
  listRows,
  loadMany,
  replaceMany,
  updateRow,
} from './repository';
import { toApiRecord, toApiRecords } from './serialize';
import { isUploadedFile, storeUpload } from './uploads';
import { isUploadUrl, MISSING_UPLOAD_TEXT, NOT_AN_UPLOAD_TEXT, uploadExists, withoutSignature } from './upload-url';
import { noteDroppedImages, removeUploadFiles, writeTransaction } from './upload-cleanup';
import { columnOf, FieldError, toDbValue } from './values';
import type { ApiRecord, Db, HookContext, ResourceDef, Row } from './types';
import { historyEnabled, recordLifecycle, recordUpdate, type UpdateRecord } from '../history/recorder';
import { NO_ROWS_SELECTED } from './bulk-messages';

/** Largest id (the integer columns are 32-bit on PostgreSQL). */
const MAX_ID = 2147483647;

/** Fields a body may carry that the server owns: silently ignored. */
const SERVER_OWNED = new Set(['id', '__date_created']);

/** A body converted to database values, ready for the write transaction. */
export interface PreparedInput {
  /** Column → value, for the fields present in the body. */
  values: Row;
  /** many-relation field → ids, when present. */
  many: Record<string, number[]>;
  /** Field names present in the body (after dropping server-owned ones). */
  present: Set<string>;
  /** The body as received. */
  input: ApiRecord;
  /** `__version` the change is based on, if given. */
  version?: number;
  /**
   * Image fields (name → column) of an update whose upload URL names no file on disk: refused only
   * if the value differs from the stored one, so a record (or an exported CSV row) whose file has
   * gone can still be sent back unchanged.
   */
  missingUploads: Record<string, string>;
  /** Upload URLs of the files this body brought (stored on disk): removed again if the write fails. */
  storedUploads: string[];
}

type Mode = 'create' | 'update';

/**
 * Body → database values, outside any transaction (password hashing is slow; file uploads write to disk).
 * Unknown fields are a 400; server-owned ones are ignored.
 */
export async function prepareInput(
  def: ResourceDef,
  body: unknown,
  mode: Mode,
  ctx: HookContext,
): Promise<PreparedInput> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  const input = body as ApiRecord;
  const values: Row = {};
  const many: Record<string, number[]> = {};
  const present = new Set<string>();
  const errors: Record<string, string> = {};
  const missingUploads: Record<string, string> = {};
  const storedUploads: string[] = [];
  let version: number | undefined;

  for (const [name, raw] of Object.entries(input)) {
    if (raw === undefined || SERVER_OWNED.has(name)) continue;
    if (name === '__version') {
      if (mode === 'update') {
        const v = Number(raw);
        if (!Number.isInteger(v) || v < 1) errors.__version = 'must be a whole number ≥ 1';
        else version = v;
      }
      continue;
    }
    const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
    if (!field) {
      errors[name] = 'is not a field of this resource';
      continue;
    }
    if (field.readOnly || field.type === 'computed') continue;
    try {
      let value: unknown = raw;
      if (field.type === 'file' && isUploadedFile(raw)) {
        value = await storeUpload(ctx.app, def.name, raw);
        storedUploads.push(value as string);
        // A URL as the API hands it out (signed) stands for the upload it names.
      } else if (field.type === 'file') value = withoutSignature(raw);
      const converted = toDbValue(field, value);
      if (field.type === 'file' && !isUploadedFile(raw) && typeof converted === 'string') {
        // Text in an image field must be one of this server's upload URLs (a new file comes as a file).
        if (!isUploadUrl(converted)) {
          errors[name] = NOT_AN_UPLOAD_TEXT;
          continue;
        }
        if (!(await uploadExists(ctx.app, converted))) {
          if (mode === 'create') {
            errors[name] = MISSING_UPLOAD_TEXT;
            continue;
          }
          missingUploads[name] = columnOf(name, field);
        }
      }
      present.add(name);
      if (field.type === 'many-relation') many[name] = converted as number[];
      else if (field.type === 'password')
        values[field.hashColumn ?? 'password_hash'] = await hashPassword(converted as string);
      else values[columnOf(name, field)] = converted;
      const extra = field.validate?.(value);
      if (extra) errors[name] = extra;
    } catch (err) {
      if (err instanceof FieldError) errors[name] = err.message;
      else {
        await removeUploadFiles(ctx.app, storedUploads);
        throw err;
      }
    }
  }

  if (mode === 'create') {
    for (const [name, field] of Object.entries(def.fields)) {
      if (present.has(name) || field.readOnly || field.type === 'computed') continue;
      if (field.required) {
        errors[name] ??= 'is required';
        continue;
      }
      if (field.default !== undefined) {
        const d = typeof field.default === 'function' ? (field.default as () => unknown)() : field.default;
        const converted = toDbValue({ ...field, nullable: true }, d);
        if (field.type === 'many-relation') many[name] = converted as number[];
        else values[columnOf(name, field)] = converted;
      }
    }
  }
  if (Object.keys(errors).length) {
    await removeUploadFiles(ctx.app, storedUploads);
    throw validationError(errors);
  }
  return { values, many, present, input, version, missingUploads, storedUploads };
}

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
 */
export async function deleteInTx(
  trx: Db,
  def: ResourceDef,
  id: number,
  ctx: HookContext,
  version?: number,
): Promise<ApiRecord> {
  const current =
    version === undefined ? await findRow(trx, def.table, id) : await findRowForUpdate(trx, def.table, id);
  if (!current) throw notFound(def.singularLabel ?? def.name, id);
  if (version !== undefined && version !== Number(current.__version))
    throw await staleVersion(trx, def, current, version);
  await def.hooks?.beforeDelete?.(trx, current, ctx);
  const record = await toApiRecord(trx, def, current);
  await deleteRow(trx, def.table, id);
  await def.hooks?.afterWrite?.(trx, { kind: 'delete', before: current }, ctx);
  noteDroppedImages(trx, def, current);
  await recordLifecycle(trx, def.name, [id], 'delete', ctx);
  return record;
}

/** Removes the files that the prepared bodies of a write that did not happen brought. */
function discardUploads(ctx: HookContext, prepared: readonly PreparedInput[]): Promise<void> {
  const stored = prepared.flatMap((p) => p.storedUploads);
  return removeUploadFiles(ctx.app, stored);
}

/**
 * Runs `work` in a transaction; database constraint errors become 409/400. After the commit the files of
 * the images it replaced or deleted are removed (upload-cleanup.ts); when it fails, the files the
 * `prepared` bodies brought are.
 */
async function inTransaction<T>(
  db: Db,
  def: ResourceDef,
  ctx: HookContext,
  prepared: readonly PreparedInput[],
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await writeTransaction(db, ctx.app, work);
  } catch (err) {
    await discardUploads(ctx, prepared);
    if (isHttpError(err)) throw err;
    throw fromDatabaseError(err, def.uniqueMessage) ?? err;
  }
}

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

function recordsOf(body: unknown): unknown[] {
  const records = (body as { records?: unknown } | null)?.records;
  if (!Array.isArray(records) || records.length === 0)
    throw badRequest(NO_ROWS_SELECTED, { records: 'must be a non-empty list' });
  if (records.length > 100)
    throw badRequest('records may hold at most 100 items.', { records: 'has more than 100 items' });
  return records;
}

function idOf(value: unknown, label = 'id'): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID)
    throw badRequest(`Invalid ${label} "${String(value)}": must be a positive integer.`, {
      [label]: 'must be a positive integer',
    });
  return n;
}

// ---- the operations the handlers call ----

/** A page of records; `counters`: the change counters the request has read already (no read of its own). */
export async function listRecords(
  db: Db,
  def: ResourceDef,
  query: Record<string, unknown>,
  counters?: CounterSnapshot | null,
) {
  const plan = parseListQuery(def, query ?? {});
  const { rows, total } = await listRows(db, def, plan, counters);
  return { results: await toApiRecords(db, def, rows), meta: { total_count: total } };
}

export async function createRecord(db: Db, def: ResourceDef, body: unknown, ctx: HookContext): Promise<ApiRecord> {
  const prepared = await prepareInput(def, body, 'create', ctx);
  return inTransaction(db, def, ctx, [prepared], async (trx) =>
    toApiRecord(trx, def, await createInTx(trx, def, prepared, ctx)),
  );
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

/**
 * The version an `If-Match` header names: `"3"`, `W/"3"` or `3`; `*` (any version) and an absent header
 * give undefined. Anything else is a 400.
 */
export function ifMatchVersion(header: unknown): number | undefined {
  if (header === undefined || header === null) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : String(header)).trim();
  if (text === '' || text === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(text);
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(version) || version < 1 || version > 2147483647)
    throw badRequest('If-Match must be the record\'s __version as an entity tag, e.g. If-Match: "3".', {
      'If-Match': 'must be "<__version>"',
    });
  return version;
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

export async function deleteRecord(
  db: Db,
  def: ResourceDef,
  id: unknown,
  ctx: HookContext,
  options: { ifMatch?: number } = {},
): Promise<ApiRecord> {
  const recordId = idOf(id);
  return inTransaction(db, def, ctx, [], (trx) => deleteInTx(trx, def, recordId, ctx, options.ifMatch));
}

export async function bulkDeleteRecords(
  db: Db,
  def: ResourceDef,
  body: unknown,
  ctx: HookContext,
): Promise<ApiRecord[]> {
  const records = recordsOf(body);
  const ids = records.map((r, i) => {
    try {
      return idOf(r);
    } catch (err) {
      throw inRecord(def, err, i);
    }
  });
  return inTransaction(db, def, ctx, [], async (trx) => {
    const deleted: ApiRecord[] = [];
    for (const [i, id] of ids.entries()) {
      try {
        deleted.push(await deleteInTx(trx, def, id, ctx));
      } catch (err) {
        throw inRecord(def, err, i, id);
      }
    }
    return deleted;
  });
}
