import type { FastifyRequest } from 'fastify';
import { isPlainObject, type JsonSchema } from './json-schema';
import { HttpError } from './operation';
import { checkMultipartFields } from './request-validation';

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
      throw new HttpError(400, 'validation_error', `Invalid request body: ${name} has too large an index.`, { [indexed.key]: 'has too many items' });
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
 * Reads every part of a multipart request: text parts become fields (coerced to the schema's types),
 * file parts become {filename, mimetype, buffer}. Repeated names and `name[index]` make lists.
 * Validates the fields against the operation's multipart schema; file fields are checked for
 * presence and kind only. Throws the 400 envelope when the fields break the schema.
 */
export async function readMultipartBody(req: FastifyRequest, schema: JsonSchema): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, unknown> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (!part.filename && buffer.length === 0) continue; // an empty file input
      assign(files, part.fieldname, { filename: part.filename, mimetype: part.mimetype, buffer } satisfies UploadedFile);
    } else {
      assign(fields, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  }
  compact(fields);
  compact(files);

  for (const [key, value] of Object.entries(fields)) {
    // A list cannot be sent empty as form data; an empty text part stands for [].
    if (value === '' && propertyTypes(schema, key).includes('array')) fields[key] = [];
  }
  for (const key of Object.keys(files)) {
    if (propertyOf(schema, key) && !isFileProperty(schema, key))
      throw new HttpError(400, 'validation_error', `Invalid request body: ${key} must be text, not a file.`, { [key]: 'must be text, not a file' });
    if (Object.hasOwn(fields, key)) throw new HttpError(400, 'validation_error', `Invalid request body: ${key} was sent both as a file and as text.`, { [key]: 'was sent twice' });
  }
  // Files stand in as their names while the text fields are validated.
  const forValidation: Record<string, unknown> = { ...fields };
  for (const [key, value] of Object.entries(files))
    forValidation[key] = Array.isArray(value) ? value.map((f) => (f as UploadedFile).filename || 'file') : (value as UploadedFile).filename || 'file';
  const error = checkMultipartFields(schema, forValidation);
  if (error) throw error;

  const body: Record<string, unknown> = {};
  for (const key of Object.keys(forValidation)) body[key] = Object.hasOwn(files, key) ? files[key] : forValidation[key];
  return body;
}
