/** Raw query-string values: read as lists, tested for emptiness, read as page numbers. */
import { badRequest } from './errors';

/** Raw query values: strings, numbers, or arrays of those (repeated keys or a coercing parser). */
export type QueryValue = unknown;

/** A value as its comma-separated parts, trimmed, blanks dropped. */
export function asList(value: QueryValue): string[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v ?? '').split(','));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Absent, blank, or a list of blanks: the parameter is not applied. */
export function isEmpty(value: QueryValue): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.every((v) => v === '' || v === null || v === undefined))
  );
}

/** A page parameter: a whole number ≥ 1 (at most `max`), `fallback` when absent; else a 400 naming it. */
export function positiveInt(name: string, value: QueryValue, fallback: number, max?: number): number {
  if (isEmpty(value)) return fallback;
  const n = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(n) || n < 1)
    throw badRequest(`Invalid ${name} "${String(value)}": must be a whole number ≥ 1.`, {
      [name]: 'must be a whole number ≥ 1',
    });
  if (max !== undefined && n > max)
    throw badRequest(`Invalid ${name} ${n}: at most ${max}.`, { [name]: `must be at most ${max}` });
  return n;
}
