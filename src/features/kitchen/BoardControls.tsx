import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  OverlayDrawer,
  ToggleButton,
} from '@fluentui/react-components';
import { ArrowUndoRegular, DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { DateInput } from '../../components/resource';
import type { SearchChange } from '../../lib/useSearchState';
import type { BoardFilters } from './filters';
import type { BoardStation } from './boardStation';
import { useBoardControlsStyles } from './BoardControls.styles';
import { OutletFilter } from './OutletFilter';
import { StationPicker } from './StationPicker';
import { useFilterDrawer, useFilterGroups } from './useBoardFilters';
import { useMirrorInRtl } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';

interface SegmentsProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of big toggle buttons, one pressed (aria-pressed), for a one-tap filter. */
function Segments<T extends string>({ label, options, value, onChange }: SegmentsProps<T>) {
  const styles = useBoardControlsStyles();
  return (
    <div className={styles.group}>
      <span className={styles.groupLabel} aria-hidden="true">
        {label}
      </span>
      <div className={styles.segments} role="group" aria-label={label}>
        {options.map((o) => (
          <ToggleButton
            key={o.value}
            size="large"
            className={styles.segment}
            checked={o.value === value}
            appearance={o.value === value ? 'primary' : 'secondary'}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}

interface FilterBarProps {
  filters: BoardFilters;
  /** Today in the outlet zone, the default of a new custom range. */
  today: string;
  /** Applied to the filters as they are when the change is made (see useSearchState). */
  onChange: (change: SearchChange<BoardFilters>) => void;
  /** The board's station and the stations to choose from. */
  station: BoardStation;
}

/** The board's filters in a row of big toggle buttons (tablets and wider). */
export function FilterBar(props: FilterBarProps) {
  return <FilterGroups {...props} />;
}

/**
 * Phones: one "Filters" button, in the board's header, opening the same filters in a bottom drawer, with the
 * Recall list's button (the header's row has no room for it).
 */
export function FilterButton({ onRecall, ...props }: FilterBarProps & { onRecall: () => void }) {
  const styles = useBoardControlsStyles();
  const { t } = useTranslation('kitchen');
  const { open, setOpen } = useFilterDrawer();
  const mirror = useMirrorInRtl();
  return (
    <>
      <Button
        size="large"
        className={styles.filtersButton}
        icon={<FilterRegular />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('filters.title')}
      </Button>
      <OverlayDrawer position="bottom" size="medium" open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                size="large"
                aria-label={t('filters.close')}
                icon={<DismissRegular />}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t('filters.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.drawerBody}>
          <Button
            size="large"
            className={styles.recall}
            icon={<ArrowUndoRegular className={mirror} />}
            aria-haspopup="dialog"
            onClick={() => {
              setOpen(false);
              onRecall();
            }}
          >
            {t('board.recall')}
          </Button>
          <FilterGroups {...props} />
        </DrawerBody>
        <DrawerFooter>
          <Button appearance="primary" className={styles.drawerDone} onClick={() => setOpen(false)}>
            {t('filters.showOrders')}
          </Button>
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}

function FilterGroups({ filters, today, onChange, station }: FilterBarProps) {
  const styles = useBoardControlsStyles();
  const { t } = useTranslation('kitchen');
  const { statusOptions, dateOptions, setStatus, setDate } = useFilterGroups(today, onChange);
  return (
    <div className={styles.toolbar}>
      <StationPicker {...station} />
      <Segments label={t('filters.statusGroup')} options={statusOptions} value={filters.status} onChange={setStatus} />
      <Segments label={t('filters.dateGroup')} options={dateOptions} value={filters.date} onChange={setDate} />
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
