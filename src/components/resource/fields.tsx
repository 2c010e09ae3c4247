import { Dropdown, Input, makeStyles, Option, Select, Textarea } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { lazy, Suspense } from 'react';
import { API_DATE_FORMAT, DATE_FORMAT } from '../../lib/dates';
import { useKitEnv } from './env';
import { ImagePicker } from './ImagePicker';
import { LookupMultiSelect, LookupSelect } from './lookups';
import { LOOKUPS } from './lookupSources';
import { isEmail, isEmptyField, WEEKDAYS } from './rules';
import type { FieldConfig, FieldValue, FormValues, LookupOption } from './types';

export { isEmptyField, WEEKDAYS };

/**
 * One editor per field kind, shared by the create modal and the detail drawer, and the conversions
 * between a record, the edited value and the request body.
 */

// The calendar is only needed by date fields: its own chunk, fetched when one is shown.
const DatePicker = lazy(() =>
  import(/* webpackChunkName: "datepicker" */ '@fluentui/react-datepicker-compat').then((m) => ({
    default: m.DatePicker,
  })),
);

// ---------------------------------------------------------------------------------------------------------
// record → edited value → body

export function readFieldValue(field: FieldConfig, record: Record<string, unknown>): FieldValue {
  if (field.read) return field.read(record);
  const raw = record[field.name];
  switch (field.kind) {
    case 'lookup':
      return raw && typeof raw === 'object' && field.lookup ? LOOKUPS[field.lookup].toOption(raw) : null;
    case 'lookupMulti':
      return Array.isArray(raw) && field.lookup ? raw.map((r) => LOOKUPS[field.lookup!].toOption(r)) : [];
    case 'weekdays':
      return Array.isArray(raw) ? raw.map(Number).sort((a, b) => a - b) : [];
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
      return isEmptyField(value) ? '' : value; // sent as YYYY-MM-DD, or '' when empty
    case 'image':
      return value instanceof File ? value : isEmptyField(value) ? null : NOT_SENT;
    case 'readonly':
      return NOT_SENT;
    default:
      return typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
  }
}

export function validateField(field: FieldConfig, value: FieldValue, values: FormValues): string | undefined {
  if (field.required && isEmptyField(value)) return field.required;
  if (field.kind === 'email' && !isEmptyField(value) && !isEmail(value))
    return field.required ?? 'Please enter a valid email';
  return field.validate?.(value, values);
}

// ---------------------------------------------------------------------------------------------------------
// Editors

const useStyles = makeStyles({
  full: { width: '100%', minWidth: 0 },
  textarea: { width: '100%', minHeight: '96px' },
});

interface FieldEditorProps {
  field: FieldConfig;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** Text editors: leaving the field or pressing Enter (single line). */
  onCommit?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  id: string;
  /** Dates show as YYYY-MM-DD when created and DD/MM/YYYY in the drawer. */
  dateFormat?: 'api' | 'display';
  invalid?: boolean;
}

const asString = (value: FieldValue) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function FieldEditor({
  field,
  value,
  onChange,
  onCommit,
  onFocus,
  disabled,
  id,
  dateFormat = 'display',
  invalid,
}: FieldEditorProps) {
  const styles = useStyles();
  const { settings } = useKitEnv();
  const common = { id, disabled: disabled || field.disabled, onFocus, 'aria-invalid': invalid || undefined };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) onCommit?.();
  };

  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          className={styles.textarea}
          resize="vertical"
          value={asString(value)}
          placeholder={field.placeholder}
          onChange={(_, d) => onChange(d.value)}
          onBlur={onCommit}
        />
      );
    case 'money':
    case 'integer':
      return (
        <Input
          {...common}
          className={styles.full}
          type="number"
          inputMode={field.kind === 'money' ? 'decimal' : 'numeric'}
          step={field.kind === 'money' ? '0.01' : '1'}
          min="0"
          contentBefore={field.kind === 'money' ? <span aria-hidden="true">$</span> : undefined}
          contentAfter={field.kind === 'money' ? <span aria-hidden="true">USD</span> : undefined}
          value={asString(value)}
          placeholder={field.placeholder}
          onChange={(_, d) => onChange(d.value)}
          onBlur={onCommit}
          onKeyDown={onKeyDown}
        />
      );
    case 'enum': {
      const options = field.options?.(settings) ?? [];
      return (
        <Select
          {...common}
          className={styles.full}
          value={asString(value)}
          onChange={(_, d) => {
            onChange(d.value);
          }}
        >
          {isEmptyField(value) ? <option value="">Select {field.label.toLowerCase()}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      );
    }
    case 'lookup':
      return (
        <LookupSelect
          {...common}
          source={field.lookup!}
          value={(value as LookupOption | null) ?? null}
          onChange={onChange}
          placeholder={field.placeholder}
        />
      );
    case 'lookupMulti':
      return (
        <LookupMultiSelect
          {...common}
          source={field.lookup!}
          value={(value as LookupOption[] | undefined) ?? []}
          onChange={onChange}
          placeholder={field.placeholder}
        />
      );
    case 'weekdays': {
      const days = ((value as number[] | undefined) ?? []).map(String);
      return (
        <Dropdown
          {...common}
          className={styles.full}
          multiselect
          placeholder="No holidays"
          value={days.map((d) => WEEKDAYS[Number(d)]).join(', ')}
          selectedOptions={days}
          onOptionSelect={(_, d) => onChange(d.selectedOptions.map(Number).sort((a, b) => a - b))}
        >
          {WEEKDAYS.map((day, index) => (
            <Option key={day} value={String(index)}>
              {day}
            </Option>
          ))}
        </Dropdown>
      );
    }
    case 'time':
      return (
        <Input
          {...common}
          className={styles.full}
          type="time"
          value={asString(value)}
          onChange={(_, d) => onChange(d.value)}
          onBlur={onCommit}
        />
      );
    case 'date': {
      const text = asString(value);
      const parsed = text ? DateTime.fromFormat(text, API_DATE_FORMAT) : null;
      const format = dateFormat === 'api' ? API_DATE_FORMAT : DATE_FORMAT;
      const fallback = (
        <Input
          {...common}
          className={styles.full}
          value={parsed?.toFormat(format) ?? ''}
          readOnly
          contentAfter={<CalendarRegular />}
        />
      );
      return (
        <Suspense fallback={fallback}>
          <DatePicker
            {...common}
            className={styles.full}
            allowTextInput
            placeholder={dateFormat === 'api' ? 'YYYY-MM-DD' : 'DD/MM/YYYY'}
            value={parsed?.isValid ? parsed.toJSDate() : null}
            formatDate={(d) => (d ? DateTime.fromJSDate(d).toFormat(format) : '')}
            parseDateFromString={(s) => {
              const dt = DateTime.fromFormat(s.trim(), format);
              return dt.isValid ? dt.toJSDate() : null;
            }}
            maxDate={new Date()}
            onSelectDate={(d) => {
              onChange(d ? DateTime.fromJSDate(d).toFormat(API_DATE_FORMAT) : '');
              onCommit?.();
            }}
          />
        </Suspense>
      );
    }
    case 'image':
      return (
        <ImagePicker
          id={id}
          label={field.label}
          value={value instanceof File || typeof value === 'string' ? value : null}
          disabled={common.disabled}
          onChange={onChange}
        />
      );
    case 'readonly':
      return <Input {...common} className={styles.full} disabled readOnly value={asString(value)} />;
    default:
      return (
        <Input
          {...common}
          className={styles.full}
          type={field.kind === 'email' ? 'email' : field.kind === 'password' ? 'password' : 'text'}
          autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
          value={asString(value)}
          placeholder={field.placeholder}
          onChange={(_, d) => onChange(d.value)}
          onBlur={onCommit}
          onKeyDown={onKeyDown}
        />
      );
  }
}
