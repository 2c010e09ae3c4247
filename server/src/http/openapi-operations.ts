import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { isPlainObject, type JsonSchema } from './json-schema';
import { dereference } from './openapi-refs';
import { cleanSchema } from './schema-cleanup';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One OpenAPI operation, reduced to what route registration needs. Schemas are cleaned for Ajv. */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/organizations/update/{id}`. */
  path: string;
  /** The Fastify path, e.g. `/organizations/update/:id`. */
  url: string;
  /** `x-capability`, e.g. `organizations::edit` or `{resource}::export`; null when none is needed. */
  capability: string | null;
  /** False only for operations with `security: []` (login, refresh). */
  authRequired: boolean;
  paramsSchema: JsonSchema | null;
  /** Object schema of every query parameter; `additionalProperties: false`. */
  querySchema: JsonSchema | null;
  jsonBody: JsonSchema | null;
  multipartBody: JsonSchema | null;
  bodyRequired: boolean;
  /** Status code (e.g. "200", "2XX", "default") → JSON response schema. */
  responses: Record<string, JsonSchema>;
  /** Declares the `Idempotency-Key` header: repeats of a request with the same key apply once (http/idempotency.ts). */
  idempotent: boolean;
}

export const DEFAULT_OPENAPI_FILE = path.resolve(__dirname, '../../../openapi/openapi.yaml');

const loaded = new Map<string, { mtimeMs: number; operations: OperationSpec[] }>();

/** Reads, dereferences and indexes an OpenAPI document (cached per file until it changes). */
export function loadOperations(file: string = DEFAULT_OPENAPI_FILE): OperationSpec[] {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const hit = loaded.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.operations;
  const document = parseContract(fs.readFileSync(file, 'utf8'));
  const operations = operationsOf(document);
  loaded.set(file, { mtimeMs, operations });
  return operations;
}

/**
 * The contract's YAML parsed. With OPENAPI_PARSE_CACHE_DIR set (the server test suites set it) the result is
 * kept there as JSON under the text's hash: every test file builds its own app, and parsing the contract's
 * YAML costs over half a second where reading the JSON back costs milliseconds.
 */
function parseContract(text: string): unknown {
  const dir = process.env.OPENAPI_PARSE_CACHE_DIR;
  if (!dir) return parse(text);
  const file = path.join(dir, `${createHash('sha256').update(text).digest('hex')}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const document = parse(text) as unknown;
  fs.mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`; // renamed into place whole: parallel workers read either none or all
  fs.writeFileSync(partial, JSON.stringify(document));
  fs.renameSync(partial, file);
  return document;
}

/** The operations of a parsed (not yet dereferenced) OpenAPI document. */
export function operationsOf(document: unknown): OperationSpec[] {
  if (!isPlainObject(document) || !isPlainObject(document.paths))
    throw new Error('OpenAPI document has no "paths" object');
  const doc = dereference(document);
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  const globalSecurity = doc.security;
  const operations: OperationSpec[] = [];
  const seen = new Set<string>();

  for (const [openapiPath, pathItem] of Object.entries(paths)) {
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const method of METHODS) {
      const op = pathItem[method.toLowerCase()];
      if (!isPlainObject(op)) continue;
      const operationId = op.operationId;
      if (typeof operationId !== 'string' || !operationId)
        throw new Error(`${method} ${openapiPath} has no operationId`);
      if (seen.has(operationId)) throw new Error(`Duplicate operationId "${operationId}"`);
      seen.add(operationId);

      const parameters = mergeParameters(shared, Array.isArray(op.parameters) ? op.parameters : []);
      const body = requestBodyOf(op.requestBody);
      const security = op.security ?? globalSecurity;
      operations.push({
        operationId,
        method,
        path: openapiPath,
        url: openapiPath.replace(/\{([^}]+)\}/g, ':$1'),
        capability: typeof op['x-capability'] === 'string' ? op['x-capability'] : null,
        authRequired: !(Array.isArray(security) && security.length === 0),
        paramsSchema: objectSchemaOf(parameters, 'path', false),
        querySchema: objectSchemaOf(parameters, 'query', true),
        jsonBody: body.json,
        multipartBody: body.multipart,
        bodyRequired: body.required,
        responses: responsesOf(op.responses),
        idempotent: parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
      });
    }
  }
  return operations;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

function mergeParameters(shared: unknown[], own: unknown[]): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const p of [...shared, ...own]) {
    if (!isPlainObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
    byKey.set(`${p.in}:${p.name}`, p as unknown as Parameter);
  }
  return [...byKey.values()];
}

function objectSchemaOf(parameters: Parameter[], location: string, closed: boolean): JsonSchema | null {
  const own = parameters.filter((p) => p.in === location);
  if (own.length === 0 && !closed) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of own) {
    properties[p.name] = cleanSchema(p.schema ?? {});
    if (p.required || location === 'path') required.push(p.name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

function requestBodyOf(requestBody: unknown): {
  json: JsonSchema | null;
  multipart: JsonSchema | null;
  required: boolean;
} {
  if (!isPlainObject(requestBody) || !isPlainObject(requestBody.content))
    return { json: null, multipart: null, required: false };
  const content = requestBody.content as Record<string, { schema?: JsonSchema }>;
  const schemaOf = (type: string) => {
    const s = content[type]?.schema;
    return isPlainObject(s) ? cleanSchema(s) : null;
  };
  return {
    json: schemaOf('application/json'),
    multipart: schemaOf('multipart/form-data'),
    required: requestBody.required === true,
  };
}

function responsesOf(responses: unknown): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  if (!isPlainObject(responses)) return out;
  for (const [status, response] of Object.entries(responses)) {
    if (!isPlainObject(response) || !isPlainObject(response.content)) continue;
    const json = (response.content as Record<string, { schema?: JsonSchema }>)['application/json'];
    if (json && isPlainObject(json.schema)) out[status] = cleanSchema(json.schema);
  }
  return out;
}
