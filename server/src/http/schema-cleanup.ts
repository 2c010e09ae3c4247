import { isPlainObject, type JsonSchema } from './json-schema';

/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a schema (or, for `items`, possibly an array of schemas). */
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
]);
const SCHEMA_ARRAYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** OpenAPI-only annotations that JSON Schema validators do not know. */
const OPENAPI_ONLY = new Set(['example', 'discriminator', 'xml', 'externalDocs']);

const cache = new WeakMap<object, JsonSchema>();

/**
 * A copy of an (already dereferenced) OpenAPI 3.1 schema that Ajv and fast-json-stringify compile
 * without complaint: OpenAPI-only keywords (`example`, `discriminator`, `xml`, `externalDocs`) and
 * `x-*` extensions are removed, wherever they occur as keywords (never as property names).
 * Results are cached per input object, so a schema shared by many operations is cleaned once.
 */
export function cleanSchema(schema: JsonSchema): JsonSchema {
  const hit = cache.get(schema);
  if (hit) return hit;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OPENAPI_ONLY.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key) && isPlainObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isPlainObject(sub) ? cleanSchema(sub) : sub]),
      );
    } else if (SCHEMA_VALUES.has(key) && isPlainObject(value)) {
      out[key] = cleanSchema(value);
    } else if ((SCHEMA_ARRAYS.has(key) || key === 'items') && Array.isArray(value)) {
      out[key] = value.map((sub) => (isPlainObject(sub) ? cleanSchema(sub) : sub));
    } else {
      out[key] = value;
    }
  }
  cache.set(schema, out);
  return out;
}
