import type { ErrorObject } from 'ajv';
import type { JsonSchema } from './json-schema';

/**
 * A number in a path or query string is written as JSON writes one (`12`, `-3.5`, `1e-7`; a whole number may be
 * `1e3`). Ajv's coercion would also read `0x1`, ` 1`, `+1`, `01` and `Infinity` as numbers, so
 * `DELETE …/delete/0x1` would delete record 1: such text is refused instead.
 */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

type NumericKind = 'integer' | 'number';
type NumericField = { name: string; kind: NumericKind };

function numericKindOf(schema: unknown): NumericKind | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const type = (schema as { type?: unknown }).type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return undefined;
}

/** The properties of a params or query schema that hold numbers, alone or as a list. */
export function numericFieldsOf(schema: JsonSchema): NumericField[] {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const fields: NumericField[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const items = (property as { items?: unknown } | undefined)?.items;
    const kind = numericKindOf(property) ?? numericKindOf(items);
    if (kind) fields.push({ name, kind });
  }
  return fields;
}

/** Type errors, in Ajv's shape, for each numeric field sent as text that is not a plain decimal. */
export function numericTextErrors(fields: readonly NumericField[], data: unknown): ErrorObject[] {
  if (!fields.length || !data || typeof data !== 'object') return [];
  const errors: ErrorObject[] = [];
  for (const { name, kind } of fields) {
    const value = (data as Record<string, unknown>)[name];
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && !JSON_NUMBER.test(text)))
      errors.push({ instancePath: `/${name}`, schemaPath: '', keyword: 'type', params: { type: kind } });
  }
  return errors;
}
