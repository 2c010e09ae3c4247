import { Button, Field, mergeClasses, Subtitle2 } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { DateInput } from '../dates/DateInput';
import type { FilterValue } from '../types';
import { useTranslation } from '../../../i18n/useTranslation';
import type { DateRange } from './dateRange';
import { useDateRangeFilterStyles } from './DateRangeFilter.styles';
import { useDateRangeFilterForm, useDateRangePicker } from './useDateRangeFilter';

/**
 * A date range (from/to) picked on two calendars (its values: dateRange.ts): the `dateRange` column filter
 * and any screen that filters by dates (a menu's items). The calendar loads in its own chunk.
 */

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
  const styles = useDateRangeFilterStyles();
  const { t } = useTranslation(['kit', 'common']);
  const { draft, set, clear } = useDateRangePicker(value, onChange);
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
        <Button size={size} appearance="subtle" icon={<DismissRegular />} onClick={clear}>
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
  const styles = useDateRangeFilterStyles();
  const { t } = useTranslation(['kit', 'common']);
  const { range, setRange, submit } = useDateRangeFilterForm(value, onApply);
  return (
    <form className={styles.form} onSubmit={submit}>
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
