import { Dropdown, Input, Option, Select, Textarea } from '@fluentui/react-components';
import { kitchenZone, todayIn } from '../../../lib/zones';
import { DateInput } from '../dates/DateInput';
import { DateTimeInput } from '../dates/DateTimeInput';
import { TimeInput } from '../dates/TimeInput';
import { LookupMultiSelect, LookupSelect } from '../lookups/lookups';
import type { LookupOption } from '../types';
import { useFieldEditorStyles } from './FieldEditor.styles';
import { ImagePicker } from './ImagePicker';
import { isEmptyField } from './rules';
import { asString, useFieldEditor, type FieldEditorProps } from './useFieldEditor';
import { useCurrentLanguage, useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { listSeparator, weekdayNames } from '../text';

/** One editor per field kind, shared by the create form and the detail drawer. */
export function FieldEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit, id, zone, opening, keepWallClock, lookupFilter } = props;
  const styles = useFieldEditorStyles();
  const weekdays = weekdayNames(useCurrentLanguage());
  const { t } = useTranslation(['kit', 'common']);
  const tt = useTranslateText();
  const { settings, common, onKeyDown } = useFieldEditor(props);

  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          className={styles.textarea}
          resize="vertical"
          value={asString(value)}
          placeholder={tt(field.placeholder)}
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
          placeholder={tt(field.placeholder)}
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
          {isEmptyField(value) ? (
            <option value="">{t('form.select', { field: tt(field.label).toLowerCase() })}</option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {tt(o.label)}
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
          filter={lookupFilter}
          value={(value as LookupOption | null) ?? null}
          onChange={onChange}
          placeholder={tt(field.placeholder)}
        />
      );
    case 'lookupMulti':
      return (
        <LookupMultiSelect
          {...common}
          source={field.lookup!}
          filter={lookupFilter}
          value={(value as LookupOption[] | undefined) ?? []}
          onChange={onChange}
          placeholder={tt(field.placeholder)}
        />
      );
    case 'weekdays': {
      const days = ((value as number[] | undefined) ?? []).map(String);
      return (
        <Dropdown
          {...common}
          className={styles.full}
          multiselect
          placeholder={t('form.noHolidays')}
          value={days.map((d) => weekdays[Number(d)]).join(listSeparator())}
          selectedOptions={days}
          onOptionSelect={(_, d) => onChange(d.selectedOptions.map(Number).sort((a, b) => a - b))}
        >
          {weekdays.map((day, index) => (
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
      const labelOf = (code: string) => tt(options.find((o) => o.value === code)?.label ?? code);
      return (
        <Dropdown
          {...common}
          className={styles.full}
          multiselect
          placeholder={tt(field.placeholder) ?? t('form.none')}
          value={selected.map(labelOf).join(listSeparator())}
          selectedOptions={selected}
          // Kept in the enumeration's order, as the server stores them.
          onOptionSelect={(_, d) =>
            onChange(options.map((o) => o.value).filter((code) => d.selectedOptions.includes(code)))
          }
        >
          {options.map((o) => (
            <Option key={o.value} value={o.value}>
              {tt(o.label)}
            </Option>
          ))}
        </Dropdown>
      );
    }
    case 'time':
      // The one time input, 'hh:mm am' like every time shown; emptied, an optional time is cleared.
      return (
        <TimeInput
          id={common.id}
          disabled={common.disabled}
          onFocus={common.onFocus}
          aria-invalid={common['aria-invalid']}
          className={styles.full}
          clearable={!field.required}
          value={asString(value)}
          onChange={(time) => {
            onChange(time);
            onCommit?.();
          }}
        />
      );
    case 'date':
      return (
        <DateInput
          {...common}
          className={styles.full}
          value={asString(value)}
          display={field.dateDisplay}
          // The date fields are birth dates: none after the business's today.
          maxDate={todayIn(kitchenZone(settings))}
          onChange={(date) => {
            onChange(date ?? '');
            onCommit?.();
          }}
        />
      );
    case 'dateTime':
      return (
        <DateTimeInput
          id={common.id}
          disabled={common.disabled}
          onFocus={common.onFocus}
          invalid={common['aria-invalid']}
          label={tt(field.label)}
          className={styles.full}
          value={asString(value)}
          zone={zone ?? kitchenZone(settings)}
          opening={opening}
          keep={keepWallClock ? 'wallClock' : 'instant'}
          onChange={(instant) => {
            onChange(instant);
            onCommit?.();
          }}
        />
      );
    case 'image':
      return (
        <ImagePicker
          id={id}
          label={tt(field.label)}
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
          placeholder={tt(field.placeholder)}
          onChange={(_, d) => onChange(d.value)}
          onBlur={onCommit}
          onKeyDown={onKeyDown}
        />
      );
  }
}
