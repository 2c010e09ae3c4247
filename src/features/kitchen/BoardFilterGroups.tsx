import { Field } from '@fluentui/react-components';
import { DateInput } from '../../components/resource';
import type { SearchChange } from '../../lib/useSearchState';
import { useTranslation } from '../../i18n/useTranslation';
import type { BoardFilters } from './filters';
import type { BoardStation } from './boardStation';
import { useBoardControlsStyles } from './BoardControls.styles';
import { FilterSegments } from './FilterSegments';
import { OutletFilter } from './OutletFilter';
import { StationPicker } from './StationPicker';
import { useFilterGroups } from './useBoardFilters';

export interface FilterBarProps {
  filters: BoardFilters;
  /** Today in the outlet zone, the default of a new custom range. */
  today: string;
  /** Applied to the filters as they are when the change is made (see useSearchState). */
  onChange: (change: SearchChange<BoardFilters>) => void;
  /** The board's station and the stations to choose from. */
  station: BoardStation;
}

/** The board's filters: station, status, days (and a custom range's dates), outlet. */
export function BoardFilterGroups({ filters, today, onChange, station }: FilterBarProps) {
  const styles = useBoardControlsStyles();
  const { t } = useTranslation('kitchen');
  const { statusOptions, dateOptions, setStatus, setDate } = useFilterGroups(today, onChange);
  return (
    <div className={styles.toolbar}>
      <StationPicker {...station} />
      <FilterSegments
        label={t('filters.statusGroup')}
        options={statusOptions}
        value={filters.status}
        onChange={setStatus}
      />
      <FilterSegments label={t('filters.dateGroup')} options={dateOptions} value={filters.date} onChange={setDate} />
      <OutletFilter />
      {filters.date === 'custom' ? (
        <div className={styles.custom} role="group" aria-label={t('filters.customRange')}>
          <Field label={t('filters.from')} size="large">
            <DateInput
              aria-label={t('filters.from')}
              size="large"
              className={styles.dateInput}
              value={filters.from}
              onChange={(date) => onChange({ from: date ?? undefined, page: 1 })}
            />
          </Field>
          <Field label={t('filters.to')} size="large">
            <DateInput
              aria-label={t('filters.to')}
              size="large"
              className={styles.dateInput}
              value={filters.to}
              minDate={filters.from}
              onChange={(date) => onChange({ to: date ?? undefined, page: 1 })}
            />
          </Field>
        </div>
      ) : null}
    </div>
  );
}
