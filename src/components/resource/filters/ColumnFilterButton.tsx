import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, tokens } from '@fluentui/react-components';
import { FilterFilled, FilterRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { focusFirstIn, returnFocus } from '../../a11y/focus';
import { BusyRing } from '../../LoadingScreen';
import { asList, type FilterFormProps } from './filterValue';
import { useTranslation } from '../../../i18n/useTranslation';

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
  const { t } = useTranslation(['kit', 'common']);
  const trigger = useRef<HTMLButtonElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const active = asList(value).length > 0;
  // Focus goes into the filter when it opens, and back to its button when it closes.
  const close = () => {
    returnFocus(trigger.current, surface.current);
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={(_, d) => (d.open ? setOpen(true) : close())} positioning="below-end" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          ref={trigger}
          appearance="transparent"
          size="small"
          className={styles.trigger}
          aria-label={t('filters.filterColumn', { title })}
          aria-pressed={active}
          icon={active ? <FilterFilled className={styles.active} /> : <FilterRegular />}
          onClick={(e) => e.stopPropagation()}
        />
      </PopoverTrigger>
      <PopoverSurface
        ref={surface}
        className={styles.surface}
        role="dialog"
        aria-label={t('filters.filterColumn', { title })}
        onClick={(e) => e.stopPropagation()}
      >
        {open ? (
          <Suspense
            fallback={
              <div className={styles.loading}>
                <BusyRing />
              </div>
            }
          >
            <div ref={focusFirstIn}>
              <FilterForm
                title={title}
                filter={filter}
                value={value}
                onApply={(v) => {
                  onApply(v);
                  close();
                }}
              />
            </div>
          </Suspense>
        ) : null}
      </PopoverSurface>
    </Popover>
  );
}
