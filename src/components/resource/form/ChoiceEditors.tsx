import { Dropdown, Option, Select } from '@fluentui/react-components';
import { useCurrentLanguage, useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { LookupMultiSelect, LookupSelect } from '../lookups/lookups';
import { listSeparator, weekdayNames } from '../text';
import type { LookupOption } from '../types';
import { isEmptyField } from './rules';
import { asString, useFieldEditor, type FieldEditorProps } from './useFieldEditor';

/** What the editors of an enumeration share: the field's options (from the settings) and the words they show. */
function useEnumEditor(props: FieldEditorProps) {
  const { styles, settings, common } = useFieldEditor(props);
  const { t } = useTranslation(['kit', 'common']);
  const tt = useTranslateText();
  return { styles, common, options: props.field.options?.(settings) ?? [], t, tt };
}

/** An `enum` field: one of its options; "Select <field>" heads the list while none is chosen. */
export function EnumEditor(props: FieldEditorProps) {
  const { field, value, onChange } = props;
  const { styles, common, options, t, tt } = useEnumEditor(props);
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

/** A `lookup` field (one record of another resource) or a `lookupMulti` one (several). */
export function LookupEditor(props: FieldEditorProps) {
  const { field, value, onChange, lookupFilter } = props;
  const tt = useTranslateText();
  const { common } = useFieldEditor(props);
  return field.kind === 'lookupMulti' ? (
    <LookupMultiSelect
      {...common}
      source={field.lookup!}
      filter={lookupFilter}
      value={(value as LookupOption[] | undefined) ?? []}
      onChange={onChange}
      placeholder={tt(field.placeholder)}
    />
  ) : (
    <LookupSelect
      {...common}
      source={field.lookup!}
      filter={lookupFilter}
      value={(value as LookupOption | null) ?? null}
      onChange={onChange}
      placeholder={tt(field.placeholder)}
    />
  );
}

/** A `weekdays` field: the days of the week ticked (0 Sunday … 6 Saturday), in order. */
export function WeekdaysEditor(props: FieldEditorProps) {
  const { value, onChange } = props;
  const weekdays = weekdayNames(useCurrentLanguage());
  const { t } = useTranslation(['kit', 'common']);
  const { styles, common } = useFieldEditor(props);
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

/** An `enumMulti` field: any of its options, ticked. */
export function EnumMultiEditor(props: FieldEditorProps) {
  const { field, value, onChange } = props;
  const { styles, common, options, t, tt } = useEnumEditor(props);
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
