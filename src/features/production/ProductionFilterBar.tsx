import { Dropdown, Field, makeStyles, Option, ToggleButton, tokens } from '@fluentui/react-components';
import { DateRangePicker, LookupSelect, useLookupLabels, type LookupOption } from '../../components/resource';
import type { OrderStatus } from '../../api/generated/orders';
import type { SearchChange } from '../../lib/useSearchState';
import { useCan } from '../access';
import { useAppSettings } from '../settings';
import type { ProductionFilters } from './filters';
import { KitchenOutletSelect } from './KitchenOutletSelect';
import { useTranslation } from '../../i18n/useTranslation';
import { statusWord } from '../kitchen';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  // Side by side on wide screens; full width on a phone.
  lookup: { minWidth: '200px', '@media (max-width: 599.98px)': { flexBasis: '100%' } },
  statuses: { minWidth: '240px', '@media (max-width: 599.98px)': { flexBasis: '100%' } },
  days: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Props {
  filters: ProductionFilters;
  /** The days shown: the filters' or, without them, the server's today. */
  shownRange: { from: string; to: string } | null;
  /** Applied to the filters as they are when the change is made (see useSearchState). */
  onChange: (change: SearchChange<ProductionFilters>) => void;
  /** Today and tomorrow in the kitchen's zone ('YYYY-MM-DD'), for the day shortcuts. */
  today: string;
  tomorrow: string;
}

/** A lookup filter restored from its id in the URL (its label read back from the server). */
function IdLookup({
  label,
  placeholder,
  source,
  id,
  onChange,
}: {
  label: string;
  placeholder: string;
  source: 'outlets' | 'organizations';
  id: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const styles = useStyles();
  const [option] = useLookupLabels(source, id ? [id] : []);
  return (
    <Field label={label} className={styles.lookup}>
      <LookupSelect
        source={source}
        aria-label={label}
        placeholder={placeholder}
        value={id ? (option ?? { id, label: `#${id}` }) : null}
        onChange={(picked: LookupOption | null) => onChange(picked ? Number(picked.id) : undefined)}
      />
    </Field>
  );
}

/**
 * Today and Tomorrow (the kitchen's most common questions) beside the date range (default today), the
 * outlet (from the board's outlet list for the kitchen staff, who may not list outlets), the organization
 * (for who may list them) and statuses (default open).
 */
export function ProductionFilterBar({ filters, shownRange, onChange, today, tomorrow }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('production');
  const settings = useAppSettings();
  const canOutlets = useCan('outlets', 'list').can;
  const canBoard = useCan('kitchen-orders', 'list').can;
  const isDay = (day: string) => (shownRange ? shownRange.from === day && shownRange.to === day : day === today);
  const canOrganizations = useCan('organizations', 'list').can;
  const statusOptions = settings.order_statuses ?? [];
  const labelOf = (value: string) => statusWord(value, statusOptions.find((o) => o.value === value)?.label);
  return (
    <div className={styles.bar} role="group" aria-label={t('filters.label')}>
      <div className={styles.days} role="group" aria-label={t('filters.day')}>
        <ToggleButton checked={isDay(today)} onClick={() => onChange({ from: undefined, to: undefined })}>
          {t('filters.today')}
        </ToggleButton>
        <ToggleButton checked={isDay(tomorrow)} onClick={() => onChange({ from: tomorrow, to: tomorrow })}>
          {t('filters.tomorrow')}
        </ToggleButton>
      </div>
      <DateRangePicker
        value={shownRange}
        clearable={!!filters.from}
        onChange={(range) => onChange({ from: range?.from, to: range?.to })}
      />
      {canOutlets ? (
        <IdLookup
          label={t('filters.outlet')}
          placeholder={t('filters.allOutlets')}
          source="outlets"
          id={filters.outlet}
          onChange={(outlet) => onChange({ outlet })}
        />
      ) : canBoard ? (
        <KitchenOutletSelect
          className={styles.lookup}
          id={filters.outlet}
          onChange={(outlet) => onChange({ outlet })}
        />
      ) : null}
      {canOrganizations ? (
        <IdLookup
          label={t('filters.organization')}
          placeholder={t('filters.allOrganizations')}
          source="organizations"
          id={filters.organization}
          onChange={(organization) => onChange({ organization })}
        />
      ) : null}
      <Field label={t('filters.statuses')} className={styles.statuses}>
        <Dropdown
          multiselect
          aria-label={t('filters.statuses')}
          value={filters.statuses.map(labelOf).join(t('filters.separator'))}
          selectedOptions={filters.statuses}
          onOptionSelect={(_, data) => {
            const picked = data.selectedOptions as OrderStatus[];
            if (picked.length) onChange({ statuses: picked });
          }}
        >
          {statusOptions.map((o) => (
            <Option key={o.value} value={o.value}>
              {labelOf(o.value)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
