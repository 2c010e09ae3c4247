/**
 * Query-string rules of the JSON-API:
 * - filter arrays are comma-joined: `status_in=pending,processing`;
 * - ids go as repeated `id[]=` keys: `id[]=1&id[]=2`. The OpenAPI codegen turns the `id[]` parameter into
 *   `id: { '': [...] }`, so that shape, a plain `id` array and an `id[]` key are all accepted;
 * - dates go as ISO strings; undefined, null and '' are dropped.
 */
type Scalar = string | number | boolean | bigint | Date;

const encode = (value: Scalar) => encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const present = (value: unknown): value is Scalar => value !== undefined && value !== null && value !== '';

function repeated(key: string, values: unknown[]): string[] {
  const name = encodeURIComponent(key).replace(/%5B%5D$/i, '') + '[]';
  return values.filter(present).map((v) => `${name}=${encode(v)}`);
}

export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (!present(value) && !Array.isArray(value) && !isPlainObject(value)) continue;
    if (key.endsWith('[]')) {
      parts.push(...repeated(key, Array.isArray(value) ? value : [value]));
    } else if (isPlainObject(value)) {
      // codegen's `id: { '': [1, 2] }` for an `id[]` parameter
      const inner = value[''];
      if (inner !== undefined) parts.push(...repeated(key, Array.isArray(inner) ? inner : [inner]));
    } else if (Array.isArray(value)) {
      if (key === 'id') parts.push(...repeated(key, value));
      else {
        const items = value.filter(present);
        if (items.length) parts.push(`${encodeURIComponent(key)}=${items.map(encode).join(',')}`);
      }
    } else {
      parts.push(`${encodeURIComponent(key)}=${encode(value)}`);
    }
  }
  return parts.join('&');
}
