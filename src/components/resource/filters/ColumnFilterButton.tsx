import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, tokens } from '@fluentui/react-components';
import { FilterFilled, FilterRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { BusyRing } from '../../LoadingScreen';
import { asList, type FilterFormProps } from './filterValue';

// The filter controls (checkboxes, lookups) load when a filter is first opened.
const FilterForm = lazy(() => import(/* webpackChunkName: "kit-filter" */ './FilterForm'));

/** The filter of one column, in a popover opened from its header. */

const useStyles = makeStyles({
  trigger: { minWidth: 'auto', position: 'relative' },
  active: { color: tokens.colorBrandForeground1 },
  surface: { width: '280px', minHeight: '96px' },
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalL },
});

export function ColumnFilterButton({ title, filter, value, onApply }: FilterFormProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const active = asList(value).length > 0;
  return (
    <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} positioning="below-end" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          size="small"
          className={styles.trigger}
          aria-label={`Filter ${title}`}
          aria-pressed={active}
          icon={active ? <FilterFilled className={styles.active} /> : <FilterRegular />}
          onClick={(e) => e.stopPropagation()}
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={`Filter ${title}`} onClick={(e) => e.stopPropagation()}>
        {open ? (
          <Suspense
            fallback={
              <div className={styles.loading}>
                <BusyRing />
              </div>
            }
          >
            <FilterForm
              title={title}
              filter={filter}
              value={value}
              onApply={(v) => {
                onApply(v);
                setOpen(false);
              }}
            />
          </Suspense>
        ) : null}
      </PopoverSurface>
    </Popover>
  );
}
