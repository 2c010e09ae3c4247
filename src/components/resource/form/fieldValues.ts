import { LOOKUPS, type LookupRecord } from '../lookupSources';
import type { FieldConfig, FieldValue, FormValues, LookupOption } from '../types';
import { isEmail, isEmptyField } from './rules';
import { translateText } from '../../../i18n';
import { kitT } from '../text';

/**
 * The conversions between a record, a field's edited value and the request body, and a field's checks;
 * shared by the create form and the detail drawer.
 */

export function readFieldValue(field: FieldConfig, record: Record<string, unknown>): FieldValue {
  if (field.read) return field.read(record);
  const raw = record[field.name];
  switch (field.kind) {
    case 'lookup':
      return raw && typeof raw === 'object' && field.lookup
        ? LOOKUPS[field.lookup].toOption(raw as LookupRecord)
        : null;
    case 'lookupMulti':
      return Array.isArray(raw) && field.lookup ? raw.map((r: LookupRecord) => LOOKUPS[field.lookup!].toOption(r)) : [];
    case 'weekdays':
      return Array.isArray(raw) ? raw.map(Number).sort((a, b) => a - b) : [];
    case 'enumMulti':
      return Array.isArray(raw) ? raw.map(String) : [];
    case 'money':
      return raw === null || raw === undefined || raw === ''
        ? ''
        : Number.isFinite(Number(raw))
          ? Number(raw).toFixed(2)
          : String(raw);
    case 'integer':
      return raw === null || raw === undefined ? '' : String(raw);
    case 'time':
      return typeof raw === 'string' ? raw.slice(0, 5) : '';
    case 'date':
      return typeof raw === 'string' ? raw.slice(0, 10) : '';
    case 'dateTime':
      return typeof raw === 'string' ? raw : '';
    case 'image':
      return typeof raw === 'string' ? raw : null;
    case 'password':
      return '';
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

export const NOT_SENT = Symbol('not sent');

/**
 * The body value of an edited field; NOT_SENT leaves it out of the body. A create leaves empty fields out
 * (the server applies its defaults and says what is required); an update sends them as null (cleared).
 */
export function writeFieldValue(field: FieldConfig, value: FieldValue, mode: 'create' | 'update' = 'update'): unknown {
  if (field.write) return field.write(value);
  if (mode === 'create' && field.kind !== 'date' && isEmptyField(value)) return NOT_SENT;
  switch (field.kind) {
    case 'lookup':
      return (value as LookupOption | null)?.id ?? null;
    case 'lookupMulti':
      return ((value as LookupOption[] | undefined) ?? []).map((o) => o.id);
    case 'weekdays':
      return [...((value as number[] | undefined) ?? [])].sort((a, b) => a - b);
    case 'enumMulti':
      return [...((value as string[] | undefined) ?? [])];
    case 'money':
    case 'integer': {
      if (isEmptyField(value)) return NOT_SENT;
      const n = Number(value);
      return Number.isNaN(n) ? value : n;
    }
    case 'enum':
      return isEmptyField(value) ? NOT_SENT : value;
    case 'password':
      return isEmptyField(value) ? NOT_SENT : value;
    case 'time':
      return isEmptyField(value) ? null : value;
    case 'date':
      return isEmptyField(value) ? '' : value; // a date is sent as YYYY-MM-DD, or an empty string to clear it
    case 'dateTime':
      return isEmptyField(value) ? null : value; // an instant, ISO 8601 in UTC
    case 'image':
      return value instanceof File ? value : isEmptyField(value) ? null : NOT_SENT;
    case 'readonly':
      return NOT_SENT;
    default:
      return typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
  }
}

export function validateField(field: FieldConfig, value: FieldValue, values: FormValues): string | undefined {
  if (field.required && isEmptyField(value)) return translateText(field.required);
  if (field.kind === 'email' && !isEmptyField(value) && !isEmail(value))
    return field.required ? translateText(field.required) : kitT('kit:form.validEmail');
  return translateText(field.validate?.(value, values));
}
