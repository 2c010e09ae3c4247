/** A JSON Schema (as used inside an OpenAPI 3.1 document): a plain object tree. */
export type JsonSchema = { [key: string]: unknown };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
