import { createHash, type Hash } from 'node:crypto';

/**
 * One value as both databases' drivers agree to see it, so a row read from SQLite and the same row read from
 * PostgreSQL serialise to the same text:
 * - booleans are 1 / 0 (SQLite has no boolean type, it stores 0/1);
 * - a bigint is a number when it fits exactly, else its decimal text; -0 is 0;
 * - a date (a PostgreSQL timestamp column) is its ISO-8601 UTC text, as the app stores timestamps in text;
 * - bytes are `base64:` and their base64 text;
 * - an object (a PostgreSQL json/jsonb column) is its JSON text with keys sorted; JSON kept in text columns
 *   (the app's own JSON columns on both databases) is compared as the text it is;
 * - numbers (integers, doubles, numerics parsed to numbers by the connection) keep JavaScript's shortest form.
 */
export function canonicalValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'number') return Object.is(value, -0) ? 0 : value;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `base64:${Buffer.from(value).toString('base64')}`;
  return sortedJson(value);
}

function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(value));
}

/** A row's canonical line: its values in the table's column order, as a JSON array. */
export function canonicalRow(values: readonly unknown[]): string {
  return JSON.stringify(values.map(canonicalValue));
}

/** A table's row count and the sha-256 of its canonical rows in primary-key order, one line each. */
export interface TableDigest {
  rows: number;
  checksum: string;
}

/** Accumulates a table's digest, row by row, in the order the rows are given. */
export class DigestBuilder {
  private readonly hash: Hash = createHash('sha256');
  private rows = 0;

  add(values: readonly unknown[]): void {
    this.addLine(canonicalRow(values));
  }

  /** A row already in its canonical form ({@link canonicalRow}). */
  addLine(line: string): void {
    this.hash.update(line);
    this.hash.update('\n');
    this.rows += 1;
  }

  digest(): TableDigest {
    return { rows: this.rows, checksum: this.hash.digest('hex') };
  }
}
