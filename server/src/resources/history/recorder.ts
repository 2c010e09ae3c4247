import { nowIso } from '../../db/dialect';
import type { RequestUser } from '../../http/operation';
import { columnOf, toApiValue } from '../engine/values';
import type { Db, FieldDef, HookContext, ResourceDef, Row } from '../engine/types';
import { insertHistory, type HistoryEntry } from './repository';

/**
 * Writes the history of a change inside its transaction: one row per created or deleted record and
 * one per changed field (API field name, old → new as text). Secret fields (passwords, tokens) never
 * carry a value: their row says only {@link SECRET_MARKER}.
 */

/** What a secret field's history row holds instead of a value. */
export const SECRET_MARKER = 'changed';
const SECRET_NAME = /password|token|secret/i;

/**
 * History writes are on unless `HISTORY_WRITES=off`, which only the server bench sets, to measure an
 * update without them in the same run.
 */
export function historyEnabled(): boolean {
  return process.env.HISTORY_WRITES !== 'off';
}

export function isSecret(name: string, field: FieldDef): boolean {
  return field.type === 'password' || SECRET_NAME.test(name) || SECRET_NAME.test(field.column ?? '');
}

/** A field's stored value as history text: the API value (relations as ids), JSON for lists and objects. */
function asText(field: FieldDef, value: unknown, row: Row): string | null {
  if (value === null || value === undefined) return null;
  const api = field.type === 'relation' ? Number(value) : toApiValue(field, value, row);
  if (api === null || api === undefined) return null;
  return typeof api === 'string' ? api : typeof api === 'object' ? JSON.stringify(api) : String(api);
}

/** The stored column a field's value lives in (the hash column of a password field). */
function storedColumn(name: string, field: FieldDef): string {
  return field.type === 'password' ? (field.hashColumn ?? 'password_hash') : columnOf(name, field);
}

interface Who {
  user_id: number | null;
  user_name: string | null;
}

function who(user: RequestUser | null | undefined): Who {
  return { user_id: user?.id ?? null, user_name: user?.name ?? user?.email ?? null };
}

function entry(resource: string, recordId: number, action: HistoryEntry['action'], by: Who, at: string): HistoryEntry {
  return {
    resource,
    record_id: recordId,
    action,
    field: null,
    old_value: null,
    new_value: null,
    reason: null,
    ...by,
    __date_created: at,
  };
}

/** The history rows of a created or deleted record. */
export async function recordLifecycle(
  trx: Db,
  resource: string,
  ids: number[],
  action: 'create' | 'delete',
  ctx: Pick<HookContext, 'user'>,
): Promise<void> {
  if (!historyEnabled() || !ids.length) return;
  const by = who(ctx.user);
  const at = nowIso();
  await insertHistory(
    trx,
    ids.map((id) => entry(resource, id, action, by, at)),
  );
}

/** Ids of a many-relation, sorted, as history text. */
export function idsText(ids: number[] | undefined): string {
  return JSON.stringify([...new Set(ids ?? [])].sort((a, b) => a - b));
}

export interface UpdateRecord {
  before: Row;
  after: Row;
  /** Many-relation field → [ids before, ids after], for the relations the change wrote. */
  many?: Record<string, [number[], number[]]>;
  /** Why (e.g. a kitchen rejection): kept on the status row. */
  reason?: string | null;
}

/** One history row per field whose stored value differs between `before` and `after`. */
export async function recordUpdate(
  trx: Db,
  def: ResourceDef,
  change: UpdateRecord,
  ctx: Pick<HookContext, 'user'>,
): Promise<void> {
  if (!historyEnabled()) return;
  const { before, after } = change;
  const by = who(ctx.user);
  const at = nowIso();
  const id = Number(after.id);
  const rows: HistoryEntry[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type === 'computed' || field.type === 'many-relation') continue;
    const column = storedColumn(name, field);
    const [was, now] = [before[column], after[column]];
    if (was === now || (was !== null && now !== null && String(was) === String(now))) continue;
    const row = entry(def.name, id, 'update', by, at);
    row.field = name;
    if (isSecret(name, field)) row.new_value = SECRET_MARKER;
    else {
      row.old_value = asText(field, was, before);
      row.new_value = asText(field, now, after);
    }
    if (name === 'status' && change.reason) row.reason = change.reason;
    rows.push(row);
  }
  for (const [name, [was, now]] of Object.entries(change.many ?? {})) {
    const [oldText, newText] = [idsText(was), idsText(now)];
    if (oldText === newText) continue;
    rows.push({ ...entry(def.name, id, 'update', by, at), field: name, old_value: oldText, new_value: newText });
  }
  await insertHistory(trx, rows);
}
