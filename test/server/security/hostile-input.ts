import fc from 'fast-check';
import { isPlainObject, type JsonSchema } from '../../../server/src/http/json-schema';

/**
 * Values a client could send that databases, full-text search and parsers trip on: NUL, quotes, SQLite
 * FTS5 query syntax, lone UTF-16 surrogates, bidirectional overrides, and numbers past every column.
 */
export const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0000\'"',
  'abc\u0000',
  '"',
  "'",
  '""',
  "'); --",
  '"abc',
  'ab"c"d',
  '*',
  'abc*',
  '"abc"*',
  'NEAR(abc def)',
  'NEAR',
  'abc OR def',
  'OR',
  'AND',
  'NOT abc',
  '-abc',
  'abc -def',
  '^abc',
  'name:abc',
  'name : abc',
  ':',
  '{name}: abc',
  '(abc',
  'abc)',
  '+abc',
  '%',
  '_',
  '\\',
  '\\"',
  '\ud800',
  'ab\udfffc',
  '\udc00\ud800',
  '\u202eabc\u202c',
  '\u2066abc\u2069',
  '\u200f',
  '\ufeff',
  '\uffff',
  '😀😀',
  'x'.repeat(201),
  ',',
  ',,,',
  ' , ',
];

/** Numbers and number-like text past every column (int4, money in cents) and past double precision. */
export const HUGE_NUMBERS: Array<number | string> = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  2 ** 31,
  -(2 ** 31) - 1,
  1e20,
  '1e308',
  '-1e308',
  '9007199254740993',
  '99999999999999999999',
  '-99999999999999999999',
  '1e309',
  '0x10',
  'NaN',
  'Infinity',
];

/** One of each kind, tried on every list parameter before the random runs (FTS5 operators strung together). */
export const CORE_NASTY: string[] = [
  'a\u0000\'"b',
  '"abc* OR NEAR(d e)',
  "-^abc:'",
  'ab\ud800c\u202e',
  '1e308',
  '9007199254740993',
  '99999999999999999999',
];

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);

/** Hostile text: nasty values strung together with arbitrary text, numbers past the columns, or arbitrary Unicode. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fragment, { minLength: 1, maxLength: 3 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_NUMBERS).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** A hostile value of any JSON kind: text, huge numbers, or the odd type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, [], {}, -1, 0, 0.5) },
);

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
}

/** Text matching the simple patterns of the contract's list parameters (`^(a|b)(,(a|b))*$`, `^[0-9]+…`). */
function patternText(pattern: string): fc.Arbitrary<string> | null {
  const choice = /^\^\(([a-z_|]+)\)\(,\(\1\)\)\*\$$/.exec(pattern);
  if (choice)
    return fc.array(fc.constantFrom(...choice[1].split('|')), { minLength: 1, maxLength: 2 }).map((v) => v.join(','));
  if (pattern.startsWith('^[0-9]+'))
    return fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }).map((v) => v.join(','));
  if (pattern.startsWith('^(ASC|DESC)')) return fc.constantFrom('ASC', 'DESC', 'asc', 'DESC,ASC');
  if (pattern.startsWith('^(\\d{4}-\\d{2}-\\d{2},'))
    return fc.constantFrom(
      '2026-01-01,2026-12-31',
      '2026-11-22T00:00:00+02:00,2026-11-23T00:00:00+02:00',
      '2026-12-31,2026-01-01',
    );
  if (pattern.startsWith('^(\\d{4}-\\d{2}-\\d{2})?$')) return fc.constantFrom('', '2026-01-01', '1990-02-28');
  return null;
}

/** A valid value for a schema (as far as simple generation goes), so that one hostile field is not masked by others. */
export function validFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isPlainObject(schema) || depth > 4) return fc.constant('x');
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) return validFor(alternatives[0], depth + 1);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...(schema.enum as unknown[]));
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    return fc.integer({ min: Math.max(min, 1), max: Math.max(min, 1) + 4 });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array')
    return fc.array(validFor(schema.items, depth + 1), {
      minLength: Math.min(Number(schema.minItems ?? 0), 2),
      maxLength: 2,
    });
  if (type === 'object') {
    const props = isPlainObject(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    return fc.record(Object.fromEntries(Object.keys(props).map((k) => [k, validFor(props[k], depth + 1)])), {
      requiredKeys: required.filter((k) => k in props),
    });
  }
  if (schema.format === 'date') return fc.constantFrom('2026-12-01', '2027-01-15');
  if (schema.format === 'date-time') return fc.constant('2026-12-01T10:00:00.000Z');
  if (schema.format === 'email') return fc.integer({ min: 1, max: 1e6 }).map((n) => `fuzz${n}@x.test`);
  if (schema.format === 'binary') return fc.constant('file');
  if (typeof schema.pattern === 'string') {
    if (/\\d\{2\}:/.test(schema.pattern) && !schema.pattern.includes('-')) return fc.constantFrom('08:30', '23:59');
    const text = patternText(schema.pattern);
    if (text) return text;
  }
  const min = Math.max(Number(schema.minLength ?? 1), 1);
  return fc.string({ minLength: min, maxLength: Math.max(min, 12) }).filter((s) => s.trim() !== '');
}

/**
 * A value for a schema: mostly valid, with a hostile value in some leaves (text and numbers alike),
 * so every field gets hostile input while the rest of the body still reaches the engine and the database.
 */
export function hostileFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isPlainObject(schema) || depth > 4) return nastyValue;
  const type = typesOf(schema).find((t) => t !== 'null');
  if (type === 'object' || type === 'array') {
    if (type === 'array') return fc.array(hostileFor(schema.items, depth + 1), { minLength: 1, maxLength: 2 });
    const props = isPlainObject(schema.properties) ? schema.properties : {};
    const keys = Object.keys(props);
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    return fc.record(Object.fromEntries(keys.map((k) => [k, hostileFor(props[k], depth + 1)])), {
      requiredKeys: required.filter((k) => keys.includes(k)),
    });
  }
  return fc.oneof({ weight: 2, arbitrary: validFor(schema, depth) }, { weight: 1, arbitrary: nastyValue });
}

/**
 * Percent-encodes a query value byte for byte. A lone surrogate has no UTF-8 form, so it is sent as
 * the three bytes a careless encoder (CESU-8) would produce.
 */
export function encodeQueryValue(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** Field names that try to reach an object's prototype through the form's `name[index]` lists. */
export const PROTOTYPE_FIELD_NAMES = [
  '__proto__',
  '__proto__[0]',
  '__proto__[]',
  '__proto__[x]',
  'constructor',
  'constructor[x]',
  'constructor[]',
  'constructor[0]',
  'prototype',
  'prototype[0]',
  'prototype[]',
  'toString',
  'hasOwnProperty[]',
  'valueOf[0]',
  'name[__proto__]',
  'name[constructor]',
];

export interface FormPart {
  name: string;
  value: string | { data: Buffer; filename: string; type: string };
}

/** A multipart/form-data body, byte for byte (names and values as UTF-8, no normalisation). */
export function multipartBody(
  parts: FormPart[],
  boundary = '----fuzzBoundary7MA4YWxkTrZu0gW',
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  const quote = (s: string) => s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof part.value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${quote(part.name)}"\r\n\r\n`),
        Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${quote(part.name)}"; filename="${quote(part.value.filename)}"\r\nContent-Type: ${part.value.type}\r\n\r\n`,
        ),
        part.value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The values every body field gets once, before the random runs: NUL, a lone surrogate, numbers past the columns. */
export const CORE_FIELD_NASTY: unknown[] = ['a\u0000b', 'ab\ud800c', 1e308, '99999999999999999999'];

/**
 * Bodies that are `base` (a valid body of `schema`) with one leaf replaced by one of `values`: every
 * property, and every property of a list's first item (`records[0].name`), gets each value once.
 */
export function leafExamples(schema: unknown, base: unknown, values: unknown[]): unknown[] {
  const out: unknown[] = [];
  const walk = (s: unknown, b: unknown, replace: (v: unknown) => unknown, depth: number) => {
    if (!isPlainObject(s) || depth > 3) return;
    const type = typesOf(s).find((t) => t !== 'null');
    if (type === 'object' && isPlainObject(s.properties)) {
      const obj = isPlainObject(b) ? b : {};
      for (const [key, prop] of Object.entries(s.properties))
        walk(prop, obj[key], (v) => replace({ ...obj, [key]: v }), depth + 1);
    } else if (type === 'array') {
      const list = Array.isArray(b) && b.length ? b : [fc.sample(validFor(s.items), { numRuns: 1, seed: 7 })[0]];
      walk(s.items, list[0], (v) => replace([v, ...list.slice(1)]), depth + 1);
    } else {
      for (const v of values) out.push(replace(v));
    }
  };
  walk(schema, base, (v) => v, 0);
  return out;
}
