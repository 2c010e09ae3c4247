import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowUndoRegular,
  DismissRegular,
  FilterRegular,
  Speaker2Filled,
  SpeakerOffFilled,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { DateInput } from '../../components/resource';
import type { SearchChange } from '../../lib/useSearchState';
import type { SoundState } from './chime';
import { DATE_FILTERS, STATUS_FILTERS, type BoardFilters, type DateFilter, type StatusFilter } from './filters';
import type { BoardStation } from './boardStation';
import { OutletFilter } from './OutletFilter';
import { StationPicker } from './StationPicker';
import { useMirrorInRtl } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  groupLabel: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  segments: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  segment: {
    minHeight: '52px',
    minWidth: '112px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusLarge,
  },
  custom: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  dateInput: { minHeight: '52px', fontSize: tokens.fontSizeBase400, minWidth: '180px' },
  enable: {
    minHeight: '52px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    backgroundColor: tokens.colorPaletteMarigoldBackground3,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorPaletteMarigoldForeground1, color: tokens.colorNeutralForeground1 },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteMarigoldForeground2,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
  soundOn: { minHeight: '44px' },
  filtersButton: {
    minHeight: '44px',
    flexShrink: 0,
    paddingInlineStart: tokens.spacingHorizontalM,
    paddingInlineEnd: tokens.spacingHorizontalM,
  },
  compactSound: { minHeight: '44px', minWidth: '44px' },
  drawerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  recall: { minHeight: '52px', alignSelf: 'flex-start', fontSize: tokens.fontSizeBase400 },
  drawerDone: { minHeight: '52px', flexGrow: 1, fontSize: tokens.fontSizeBase400 },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface SegmentsProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of big toggle buttons, one pressed (aria-pressed), for a one-tap filter. */
function Segments<T extends string>({ label, options, value, onChange }: SegmentsProps<T>) {
  const styles = useStyles();
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
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const [open, setOpen] = useState(false);
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
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const statusOptions = STATUS_FILTERS.map((f) => ({ value: f.value, label: t(`filters.status.${f.value}`) }));
  const dateOptions = DATE_FILTERS.map((f) => ({ value: f.value, label: t(`filters.date.${f.value}`) }));
  const setStatus = (status: StatusFilter) => onChange({ status, page: 1 });
  const setDate = (date: DateFilter) =>
    onChange((current) =>
      date === 'custom'
        ? { ...current, date, from: current.from ?? today, to: current.to ?? current.from ?? today, page: 1 }
        : { status: current.status, date, page: 1 },
    );
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

/** "Enable sound" while the browser blocks audio; a quiet test button once it plays. */
export function SoundControl({
  sound,
  onEnable,
  onTest,
  compact,
}: {
  sound: SoundState;
  onEnable: () => void;
  onTest: () => void;
  /** Phones: the icon alone, named by its label. */
  compact?: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  if (sound === 'blocked')
    return (
      <Button
        size="large"
        className={mergeClasses(styles.enable, compact && styles.compactSound)}
        icon={<SpeakerOffFilled />}
        aria-label={compact ? t('sound.enable') : undefined}
        title={compact ? t('sound.enable') : undefined}
        onClick={onEnable}
      >
        {compact ? null : t('sound.enable')}
      </Button>
    );
  if (sound === 'ready')
    return (
      <Button
        appearance="subtle"
        size="large"
        className={mergeClasses(styles.soundOn, compact && styles.compactSound)}
        icon={<Speaker2Filled />}
        aria-label={compact ? t('sound.test') : undefined}
        title={compact ? t('sound.test') : undefined}
        onClick={onTest}
      >
        {compact ? null : t('sound.test')}
      </Button>
    );
  if (sound === 'unsupported') return <span className={mergeClasses(styles.muted)}>{t('sound.unsupported')}</span>;
  return null;
}
