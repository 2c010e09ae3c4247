import { Avatar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatDate, formatTimeOfDay } from '../../../lib/dates';
import { businessZone, formatDateTimeInZone } from '../../../lib/zones';
import { useKitEnv } from '../env';
import type { FieldConfig, FieldKind, FieldValue, KitSettings, LookupOption } from '../types';
import { isEmptyField } from './rules';
import { translateText, useTranslateText } from '../../../i18n';
import { isolate, listSeparator, weekdayNames } from '../text';

const useStyles = makeStyles({
  value: { color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  multiline: { whiteSpace: 'pre-wrap' },
  empty: { color: tokens.colorNeutralForeground2 },
  option: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  image: { maxWidth: '160px', maxHeight: '160px', borderRadius: tokens.borderRadiusMedium, objectFit: 'cover' },
});

/** Shown for a field with no value. */
export const NO_VALUE = '—';

type Render = (
  value: FieldValue,
  field: FieldConfig,
  settings: KitSettings,
  record: Record<string, unknown>,
) => ReactNode;

const text = (value: FieldValue) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const optionLabel = (field: FieldConfig, settings: KitSettings, code: string) =>
  translateText(field.options?.(settings).find((o) => o.value === code)?.label ?? code);
const lookupLabels = (value: FieldValue) =>
  ((Array.isArray(value) ? value : []) as LookupOption[]).map((o) => o.label).join(listSeparator());

/** One way to show each field kind's value as text; an empty value shows as NO_VALUE. */
const RENDER: Record<FieldKind, Render> = {
  text,
  email: text,
  // A password is never shown, set or not.
  password: () => '',
  textarea: text,
  readonly: text,
  money: (value) => (text(value) ? `$${text(value)} USD` : ''),
  integer: text,
  time: (value) => isolate(formatTimeOfDay(text(value))),
  date: (value) => formatDate(text(value)),
  // In the field's zone, else the record's business zone (named when not the browser's), as it is entered.
  dateTime: (value, field, settings, record) =>
    formatDateTimeInZone(text(value), field.zone?.(record, settings) ?? businessZone(record, settings)),
  enum: (value, field, settings) => (text(value) ? optionLabel(field, settings, text(value)) : ''),
  enumMulti: (value, field, settings) =>
    ((value as string[] | undefined) ?? []).map((code) => optionLabel(field, settings, code)).join(listSeparator()),
  weekdays: (value) => {
    const names = weekdayNames();
    return ((value as number[] | undefined) ?? []).map((day) => names[day]).join(listSeparator());
  },
  lookup: (value) => (value && typeof value === 'object' && 'label' in value ? value.label : ''),
  lookupMulti: lookupLabels,
  image: () => '',
};

/** A field's value as text (label and value pairs of a record the user may not change). */
export function ReadOnlyValue({
  field,
  value,
  record = {},
}: {
  field: FieldConfig;
  value: FieldValue;
  /** The record the value belongs to (a date-time's zone may come from it). */
  record?: Record<string, unknown>;
}) {
  const styles = useStyles();
  const tt = useTranslateText();
  const { settings } = useKitEnv();
  if (field.kind === 'image') {
    return typeof value === 'string' && value ? (
      <img className={styles.image} src={value} alt={tt(field.label)} />
    ) : (
      <span className={styles.empty}>{NO_VALUE}</span>
    );
  }
  if (field.kind === 'lookup' && value && typeof value === 'object' && 'image' in value && value.image) {
    return (
      <span className={styles.option}>
        <Avatar size={20} image={{ src: value.image, alt: '' }} name={value.label} shape="square" aria-hidden />
        <span className={styles.value}>{value.label}</span>
      </span>
    );
  }
  const shown = isEmptyField(value) ? '' : RENDER[field.kind](value, field, settings, record);
  if (shown === '' || shown === null) return <span className={styles.empty}>{NO_VALUE}</span>;
  return <span className={mergeClasses(styles.value, field.kind === 'textarea' && styles.multiline)}>{shown}</span>;
}
