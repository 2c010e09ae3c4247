import { Button, Field, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { API_DATE_FORMAT, DATE_FORMAT } from '../../../lib/dates';
import { DateInput } from '../dates/DateInput';
import type { FilterValue } from '../types';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * A date range (from/to) picked on two calendars, shown as DD/MM/YYYY and held as YYYY-MM-DD: the
 * `dateRange` column filter (sent as `date_between=from,to`, kept in the URL as a two-value filter)
 * and any screen that filters by dates (a menu's items). The calendar loads in its own chunk.
 */

export interface DateRange {
  from: string;
  to: string;
}

const parse = (text: string | undefined) => {
  const dt = text ? DateTime.fromFormat(text, API_DATE_FORMAT) : null;
  return dt?.isValid ? dt : null;
};

/** A complete, ordered range from a filter value (`['from', 'to']` or `'from,to'`); null otherwise. */
export function rangeFromValue(value: FilterValue | undefined): DateRange | null {
  const parts = value === undefined ? [] : Array.isArray(value) ? value : value.split(',');
  if (parts.length !== 2) return null;
  const [from, to] = parts.map((p) => p.trim());
  if (!parse(from) || !parse(to) || to < from) return null;
  return { from, to };
}

/** The wire value of a range, `YYYY-MM-DD,YYYY-MM-DD` (the `date_between` filter). */
export const dateBetween = (range: DateRange | null) => (range ? `${range.from},${range.to}` : undefined);

/** '01/07/2026 – 07/07/2026' */
export function formatRange(range: DateRange | null): string {
  if (!range) return '';
  const a = parse(range.from)!.toFormat(DATE_FORMAT);
  const b = parse(range.to)!.toFormat(DATE_FORMAT);
  return a === b ? a : `${a} – ${b}`;
}

/**
 * One end changed: the other follows so the range stays whole and ordered (picking only a start filters
 * that single day until an end is picked; an end before the start moves the start).
 */
export function withEnd(range: Partial<DateRange>, end: 'from' | 'to', date: string | null): Partial<DateRange> {
  if (!date) return { ...range, [end]: undefined };
  if (end === 'from') return { from: date, to: !range.to || range.to < date ? date : range.to };
  return { to: date, from: !range.from || range.from > date ? date : range.from };
}

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  field: { minWidth: '120px', flex: '1 1 140px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export interface DateRangePickerProps {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  size?: 'small' | 'medium';
  /** Stacked (in a filter popover) or side by side. */
  layout?: 'row' | 'column';
  /** Calendars inside the control's own DOM (needed inside a popover). */
  inlinePopup?: boolean;
  /** Offer 'Clear dates' (default true; a range that must stay set hides it). */
  clearable?: boolean;
  className?: string;
}

/** From and To calendars plus Clear; reports a range only when both ends are set. */
export function DateRangePicker({
  value,
  onChange,
  size,
  layout = 'row',
  inlinePopup,
  clearable = true,
  className,
}: DateRangePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation(['kit', 'common']);
  const [draft, setDraft] = useState<Partial<DateRange>>(value ?? {});
  const [seen, setSeen] = useState(dateBetween(value));
  if (seen !== dateBetween(value)) {
    // The value changed from outside (the URL, a reset, a default arriving): show it.
    setSeen(dateBetween(value));
    setDraft(value ?? {});
  }
  const set = (end: 'from' | 'to', date: string | null) => {
    const next = withEnd(draft, end, date);
    setDraft(next);
    onChange(next.from && next.to ? { from: next.from, to: next.to } : null);
  };
  return (
    <div
      className={mergeClasses(layout === 'row' ? styles.row : styles.column, className)}
      role="group"
      aria-label={t('filters.dateRange')}
    >
      <Field label={t('filters.from')} size={size} className={layout === 'row' ? styles.field : undefined}>
        <DateInput
          aria-label={t('filters.from')}
          size={size}
          inlinePopup={inlinePopup}
          value={draft.from}
          onChange={(d) => set('from', d)}
        />
      </Field>
      <Field label={t('filters.to')} size={size} className={layout === 'row' ? styles.field : undefined}>
        <DateInput
          aria-label={t('filters.to')}
          size={size}
          inlinePopup={inlinePopup}
          value={draft.to}
          minDate={draft.from}
          onChange={(d) => set('to', d)}
        />
      </Field>
      {clearable && (draft.from || draft.to) ? (
        <Button
          size={size}
          appearance="subtle"
          icon={<DismissRegular />}
          onClick={() => {
            setDraft({});
            onChange(null);
          }}
        >
          {t('filters.clearDates')}
        </Button>
      ) : null}
    </div>
  );
}

/** The body of a `dateRange` column filter's popover (rendered by FilterForm). */
export function DateRangeFilterForm({
  title,
  value,
  onApply,
}: {
  title: string;
  value: FilterValue | undefined;
  onApply: (value: FilterValue | undefined) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation(['kit', 'common']);
  const [range, setRange] = useState<DateRange | null>(rangeFromValue(value));
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(range ? [range.from, range.to] : undefined);
      }}
    >
      <Subtitle2>{t('filters.filterBy', { title: title.toLowerCase() })}</Subtitle2>
      <DateRangePicker value={range} onChange={setRange} layout="column" inlinePopup />
      <div className={styles.buttons}>
        <Button size="small" onClick={() => onApply(undefined)}>
          {t('filters.reset')}
        </Button>
        <Button size="small" appearance="primary" type="submit">
          {t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}
