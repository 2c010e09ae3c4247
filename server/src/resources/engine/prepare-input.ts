/** A request body turned into database values (checked, passwords hashed, uploads stored) before a write. */
import { hashPassword } from '../../db/password';
import { badRequest, validationError } from './errors';
import { isUploadedFile, storeUpload } from './uploads';
import { isUploadUrl, MISSING_UPLOAD_TEXT, NOT_AN_UPLOAD_TEXT, uploadExists, withoutSignature } from './upload-url';
import { removeUploadFiles } from './upload-cleanup';
import { columnOf, FieldError, toDbValue } from './values';
import type { ApiRecord, FieldDef, HookContext, ResourceDef, Row } from './types';

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

/** What preparing one body gathers, field by field. */
interface Draft extends PreparedInput {
  errors: Record<string, string>;
}

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
  const draft: Draft = {
    values: {},
    many: {},
    present: new Set(),
    input,
    version: undefined,
    errors: {},
    missingUploads: {},
    storedUploads: [],
  };
  for (const [name, raw] of Object.entries(input)) {
    if (raw === undefined || SERVER_OWNED.has(name) || def.instructions?.includes(name)) continue;
    if (name === '__version') readVersion(draft, raw, mode);
    else await prepareField(def, draft, name, raw, mode, ctx);
  }
  if (mode === 'create') applyDefaults(def, draft);
  const { errors, ...prepared } = draft;
  if (Object.keys(errors).length) {
    await removeUploadFiles(ctx.app, prepared.storedUploads);
    throw validationError(errors);
  }
  return prepared;
}

/** `__version` counts only on an update: a whole number ≥ 1. */
function readVersion(draft: Draft, raw: unknown, mode: Mode): void {
  if (mode !== 'update') return;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < 1) draft.errors.__version = 'must be a whole number ≥ 1';
  else draft.version = v;
}

/** One body field → its column value (or many-relation ids, or password hash); a bad value is noted in `errors`. */
async function prepareField(
  def: ResourceDef,
  draft: Draft,
  name: string,
  raw: unknown,
  mode: Mode,
  ctx: HookContext,
): Promise<void> {
  const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
  if (!field) {
    draft.errors[name] = 'is not a field of this resource';
    return;
  }
  if (field.readOnly || field.type === 'computed') return;
  try {
    let value: unknown = raw;
    if (field.type === 'file' && isUploadedFile(raw)) {
      value = await storeUpload(ctx.app, def.name, raw);
      draft.storedUploads.push(value as string);
      // A URL as the API hands it out (signed) stands for the upload it names.
    } else if (field.type === 'file') value = withoutSignature(raw);
    const converted = toDbValue(field, value);
    if (field.type === 'file' && !isUploadedFile(raw) && typeof converted === 'string')
      if (!(await checkUploadText(draft, name, field, converted, mode, ctx))) return;
    draft.present.add(name);
    if (field.type === 'many-relation') draft.many[name] = converted as number[];
    else if (field.type === 'password')
      draft.values[field.hashColumn ?? 'password_hash'] = await hashPassword(converted as string);
    else draft.values[columnOf(name, field)] = converted;
    const extra = field.validate?.(value);
    if (extra) draft.errors[name] = extra;
  } catch (err) {
    if (err instanceof FieldError) draft.errors[name] = err.message;
    else {
      await removeUploadFiles(ctx.app, draft.storedUploads);
      throw err;
    }
  }
}

/**
 * Text in an image field must be one of this server's upload URLs (a new file comes as a file). One whose
 * file has gone is refused on create, and on update only if it changes the value (`missingUploads`).
 * False when the field was refused.
 */
async function checkUploadText(
  draft: Draft,
  name: string,
  field: FieldDef,
  url: string,
  mode: Mode,
  ctx: HookContext,
): Promise<boolean> {
  if (!isUploadUrl(url)) {
    draft.errors[name] = NOT_AN_UPLOAD_TEXT;
    return false;
  }
  if (await uploadExists(ctx.app, url)) return true;
  if (mode === 'create') {
    draft.errors[name] = MISSING_UPLOAD_TEXT;
    return false;
  }
  draft.missingUploads[name] = columnOf(name, field);
  return true;
}

/** On create, a field the body left out is required (an error) or takes its default, if it has one. */
function applyDefaults(def: ResourceDef, draft: Draft): void {
  for (const [name, field] of Object.entries(def.fields)) {
    if (draft.present.has(name) || field.readOnly || field.type === 'computed') continue;
    if (field.required) {
      draft.errors[name] ??= 'is required';
      continue;
    }
    if (field.default !== undefined) {
      const d = typeof field.default === 'function' ? (field.default as () => unknown)() : field.default;
      const converted = toDbValue({ ...field, nullable: true }, d);
      if (field.type === 'many-relation') draft.many[name] = converted as number[];
      else draft.values[columnOf(name, field)] = converted;
    }
  }
}
