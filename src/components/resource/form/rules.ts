import type { FieldValue } from '../types';

/** Form validation rules and small field facts shared by configs and editors. */

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: unknown) => typeof value === 'string' && EMAIL.test(value.trim());

export function isEmptyField(value: FieldValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A minimum length, e.g. 'Password must be at least 8 characters' (empty allowed unless `required`). */
export const minLengthRule =
  (min: number, message: string, required = false) =>
  (value: FieldValue): string | undefined => {
    const text = typeof value === 'string' ? value : '';
    if (!text && !required) return undefined;
    return Array.from(text).length < min ? message : undefined;
  };

/** An optional email that must be valid when given. */
export const validEmailRule = (message: string) => (value: FieldValue) =>
  isEmptyField(value) || isEmail(value) ? undefined : message;
