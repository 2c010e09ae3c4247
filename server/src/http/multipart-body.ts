import type { FastifyRequest } from 'fastify';
import { isPlainObject, type JsonSchema } from './json-schema';
import { HttpError } from './operation';
import { checkMultipartFields } from './request-validation';
import { unsafeTextError, unsafeTextReason } from './text-input';

/** An uploaded file, as handlers receive it in the body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return isPlainObject(value) && Buffer.isBuffer(value.buffer) && typeof value.filename === 'string';
}

/** `photos[2]` → { key: 'photos', index: 2 }; `tags[]` → { key: 'tags', index: null }; `name` → null. */
function indexedKey(name: string): { key: string; index: number | null } | null {
  const match = /^([^[\]]+)\[(\d*)\]$/.exec(name);
  if (!match) return null;
  return { key: match[1], index: match[2] === '' ? null : Number(match[2]) };
}

const MAX_LIST_INDEX = 1000;

function assign<T>(target: Record<string, unknown>, name: string, value: T): void {
  const indexed = indexedKey(name);
  if (indexed) {
    if (indexed.index !== null && indexed.index >= MAX_LIST_INDEX)
      throw new HttpError(400, 'validation_error', `Invalid request body: ${name} has too large an index.`, {
        [indexed.key]: 'has too many items',
      });
    const prev = Object.hasOwn(target, indexed.key) ? target[indexed.key] : undefined;
    const list = Array.isArray(prev) ? (prev as T[]) : [];
    if (indexed.index === null) list.push(value);
    else list[indexed.index] = value;
    target[indexed.key] = list;
  } else if (Object.hasOwn(target, name)) {
    const prev = target[name];
    target[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  } else {
    target[name] = value;
  }
}

function compact(record: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record))
    if (Array.isArray(value)) record[key] = value.filter((v) => v !== undefined);
}

function propertyOf(schema: JsonSchema, key: string): JsonSchema | null {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const prop = Object.hasOwn(properties, key) ? properties[key] : undefined;
  return isPlainObject(prop) ? prop : null;
}

function propertyTypes(schema: JsonSchema, key: string): string[] {
  const prop = propertyOf(schema, key);
  if (!prop) return [];
  return Array.isArray(prop.type) ? prop.type.map(String) : typeof prop.type === 'string' ? [prop.type] : [];
}

/** A property declared as a file: `format: binary`, or a list of those. */
function isFileProperty(schema: JsonSchema, key: string): boolean {
  const prop = propertyOf(schema, key);
  if (!prop) return false;
  if (prop.format === 'binary') return true;
  return isPlainObject(prop.items) && prop.items.format === 'binary';
}

/**
 * A form field name that could reach an object's prototype or shadow a built-in: any of its parts
 * (`a[b][c]` → a, b, c) is `__proto__`, `constructor`, `prototype` or another Object.prototype member.
 */
export function isForbiddenFieldName(name: string): boolean {
  return name
    .split(/[[\]]/)
    .some((segment) => segment === 'prototype' || (segment !== '' && segment in Object.prototype));
}

function forbiddenFieldError(name: string): HttpError {
  return new HttpError(
    400,
    'validation_error',
    `Invalid request body: the form field name "${name}" is not allowed (no __proto__, constructor or prototype).`,
    {
      [name]: 'is not an allowed field name',
    },
  );
}

/**
 * @fastify/multipart refuses a part named exactly after an Object.prototype member (`__proto__`,
 * `constructor`, `toString`) without saying which; this watches the raw form for such names so the
 * refusal can name the field. Keeps only a short tail of the stream and the names it found.
 */
function watchForbiddenNames(req: FastifyRequest): { first: () => string | null; stop: () => void } {
  const found: string[] = [];
  let tail = '';
  const onData = (chunk: Buffer | string) => {
    const text = tail + (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
    for (const m of text.matchAll(/content-disposition:[^\r\n]*?\bname="((?:[^"\\\r\n]|\\.)*)"/gi)) {
      const name = Buffer.from(m[1].replace(/\\(.)/g, '$1'), 'latin1').toString('utf8');
      if (isForbiddenFieldName(name) && !found.includes(name) && found.length < 10) found.push(name);
    }
    tail = text.slice(-1024);
  };
  req.raw.on('data', onData);
  return { first: () => found[0] ?? null, stop: () => req.raw.off('data', onData) };
}

/**
 * An error thrown while the form was read, as the 4xx the client gets. A forbidden field name wins:
 * @fastify/multipart reports its own refusal only after the last part, so a later field's error
 * would otherwise be the one named.
 */
function formError(err: unknown, watcher: { first: () => string | null }): unknown {
  const e = err as { code?: string; statusCode?: number; message?: string };
  const forbidden = watcher.first();
  if (forbidden) return forbiddenFieldError(forbidden);
  if ((e as { code?: string })?.code === 'FST_INVALID_JSON_FIELD_ERROR')
    return new HttpError(
      400,
      'validation_error',
      'Invalid request body: a part sent as application/json is not JSON.',
      {
        body: 'has a part that is not valid JSON',
      },
    );
  if (typeof e?.statusCode === 'number' && e.statusCode < 500) return err;
  // The parser's own errors (no boundary, a part cut short, a malformed header) are the client's form.
  if (/boundary not found/i.test(e?.message ?? ''))
    return new HttpError(
      400,
      'validation_error',
      'The multipart/form-data Content-Type has no boundary: send it as multipart/form-data; boundary=<the separator used in the body>.',
      { body: 'has no multipart boundary' },
    );
  return new HttpError(
    400,
    'validation_error',
    `The multipart/form-data body is malformed${e?.message ? ` (${e.message})` : ''}.`,
    { body: 'is not well-formed multipart/form-data' },
  );
}

/** A form part holding a JSON object; an empty part stands for null. */
function jsonPart(key: string, value: string): unknown {
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new HttpError(400, 'validation_error', `Invalid request body: ${key} must be a JSON object.`, {
      [key]: 'must be a JSON object',
    });
  }
}

/**
 * Reads every part of a multipart request: text parts become fields (coerced to the schema's types),
 * file parts become {filename, mimetype, buffer}. Repeated names and `name[index]` make lists.
 * Validates the fields against the operation's multipart schema; file fields are checked for
 * presence and kind only. Throws the 400 envelope when the fields break the schema, when a field
 * name could reach a prototype, when a text field holds NUL or an unpaired surrogate, and when the
 * form itself is malformed (no boundary, cut short).
 */
export async function readMultipartBody(req: FastifyRequest, schema: JsonSchema): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.create(null);
  const files: Record<string, unknown> = Object.create(null);
  const parts = req.parts();
  const first = parts.next(); // starts the parser, so the watcher sees the stream from its first byte
  const watcher = watchForbiddenNames(req);
  try {
    for (let step = await first; !step.done; step = await parts.next()) {
      const part = step.value;
      if (isForbiddenFieldName(part.fieldname)) throw forbiddenFieldError(part.fieldname);
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!part.filename && buffer.length === 0) continue; // an empty file input
        assign(files, part.fieldname, {
          filename: part.filename,
          mimetype: part.mimetype,
          buffer,
        } satisfies UploadedFile);
      } else {
        // A part sent as application/json arrives parsed: back to its text, read by the schema like any other.
        const value =
          typeof part.value === 'string'
            ? part.value
            : part.mimetype === 'application/json'
              ? JSON.stringify(part.value)
              : String(part.value);
        const reason = unsafeTextReason(value);
        if (reason) throw unsafeTextError('body', indexedKey(part.fieldname)?.key ?? part.fieldname, reason);
        assign(fields, part.fieldname, value);
      }
    }
  } catch (err) {
    await Promise.resolve(parts.return?.(undefined)).catch(() => undefined);
    throw formError(err, watcher);
  } finally {
    watcher.stop();
  }
  compact(fields);
  compact(files);

  for (const [key, value] of Object.entries(fields)) {
    // A list cannot be sent empty as form data; an empty text part stands for [].
    if (value === '' && propertyTypes(schema, key).includes('array')) fields[key] = [];
    // An object travels as one part holding its JSON (OpenAPI's default encoding of an object property).
    if (typeof value === 'string' && propertyTypes(schema, key).includes('object')) fields[key] = jsonPart(key, value);
  }
  for (const key of Object.keys(files)) {
    if (propertyOf(schema, key) && !isFileProperty(schema, key))
      throw new HttpError(400, 'validation_error', `Invalid request body: ${key} must be text, not a file.`, {
        [key]: 'must be text, not a file',
      });
    if (Object.hasOwn(fields, key))
      throw new HttpError(
        400,
        'validation_error',
        `Invalid request body: ${key} was sent both as a file and as text.`,
        { [key]: 'was sent twice' },
      );
  }
  // Files stand in as their names while the text fields are validated.
  const forValidation: Record<string, unknown> = { ...fields };
  for (const [key, value] of Object.entries(files))
    forValidation[key] = Array.isArray(value)
      ? value.map((f) => (f as UploadedFile).filename || 'file')
      : (value as UploadedFile).filename || 'file';
  const error = checkMultipartFields(schema, forValidation);
  if (error) throw error;

  const body: Record<string, unknown> = {};
  for (const key of Object.keys(forValidation)) body[key] = Object.hasOwn(files, key) ? files[key] : forValidation[key];
  return body;
}
