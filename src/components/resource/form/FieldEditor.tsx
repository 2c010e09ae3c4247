import { Dropdown, Input, Option, Select, Textarea } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { lazy, Suspense } from 'react';
import { API_DATE_FORMAT, DATE_FORMAT } from '../../../lib/dates';
import { LookupMultiSelect, LookupSelect } from '../lookups/lookups';
import type { LookupOption } from '../types';
import { useFieldEditorStyles } from './FieldEditor.styles';
import { ImagePicker } from './ImagePicker';
import { isEmptyField, WEEKDAYS } from './rules';
import { asString, useFieldEditor, type FieldEditorProps } from './useFieldEditor';

// The calendar is only needed by date fields: its own chunk, fetched when one is shown.
const DatePicker = lazy(() =>
  import(/* webpackChunkName: "datepicker" */ '@fluentui/react-datepicker-compat').then((m) => ({
    default: m.DatePicker,
  })),
);

/** One editor per field kind, shared by the create form and the detail drawer. */
export function FieldEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit, id, dateFormat = 'display' } = props;
  const styles = useFieldEditorStyles();
  const { settings, common, onKeyDown } = useFieldEditor(props);

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
    case 'enumMulti': {
      const options = field.options?.(settings) ?? [];
      const selected = (value as string[] | undefined) ?? [];
      const labelOf = (code: string) => options.find((o) => o.value === code)?.label ?? code;
      return (
        <Dropdown
          {...common}
          className={styles.full}
          multiselect
          placeholder={field.placeholder ?? 'None'}
          value={selected.map(labelOf).join(', ')}
          selectedOptions={selected}
          // Kept in the enumeration's order, as the server stores them.
          onOptionSelect={(_, d) =>
            onChange(options.map((o) => o.value).filter((code) => d.selectedOptions.includes(code)))
          }
        >
          {options.map((o) => (
            <Option key={o.value} value={o.value}>
              {o.label}
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
