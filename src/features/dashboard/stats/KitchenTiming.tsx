import {
  Caption1,
  Card,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import type { DayTiming, TimingFigures, TimingSpread } from '../../../api/generated/orders';
import { localizedName, numberLocale, useCurrentLanguage, type Language } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { minutesText, shareText } from '../../../lib/timing';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  // A narrow screen scrolls the table sideways rather than squeezing its columns.
  scroller: { overflowX: 'auto', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  table: { minWidth: '560px' },
  number: { fontVariantNumeric: 'tabular-nums' },
  overall: { fontWeight: tokens.fontWeightSemibold },
});

/** A spread as the table shows it: the median, and under it the time 90% of the orders took at most. */
function Spread({ spread }: { spread: TimingSpread | null }) {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const locale = numberLocale(useCurrentLanguage());
  if (!spread) return <>–</>;
  return (
    <div className={styles.number}>
      <Text block>{t('stats.timing.minutes', { minutes: minutesText(spread.median, locale) })}</Text>
      <Caption1 block className={styles.muted}>
        {t('stats.timing.p90', { minutes: minutesText(spread.p90, locale) })}
      </Caption1>
    </div>
  );
}

export interface TimingRow {
  key: string;
  name: string;
  figures: TimingFigures;
  /** The row of every outlet together. */
  overall?: boolean;
}

/** The rows of the outlets' table: every outlet together first, then each outlet with orders ready, by name. */
export function outletRows(timing: DayTiming, overallName: string): TimingRow[] {
  return [
    { key: 'overall', name: overallName, figures: timing.overall, overall: true },
    ...timing.outlets.map((f) => ({ key: `outlet-${f.outlet?.id}`, name: f.outlet?.name ?? '', figures: f })),
  ];
}

/** The rows of the stations' table, each station named in the language shown when it carries that name. */
export function stationRows(timing: DayTiming, language: Language): TimingRow[] {
  return (timing.stations ?? []).map((f) => ({
    key: `station-${f.station?.id}`,
    name: localizedName(f.station?.name ?? '', f.station?.translations ?? null, language),
    figures: f,
  }));
}

function TimingTable({ caption, head, rows }: { caption: string; head: string; rows: TimingRow[] }) {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const locale = numberLocale(useCurrentLanguage());
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <Table size="small" aria-label={caption} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{head}</TableHeaderCell>
            <TableHeaderCell>{t('stats.timing.orders')}</TableHeaderCell>
            <TableHeaderCell>{t('stats.timing.acceptToReady')}</TableHeaderCell>
            <TableHeaderCell>{t('stats.timing.readyToDelivered')}</TableHeaderCell>
            <TableHeaderCell>{t('stats.timing.readyByDue')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} className={row.overall ? styles.overall : undefined}>
              <TableCell>
                <bdi>{row.name}</bdi>
              </TableCell>
              <TableCell className={styles.number}>{row.figures.orders}</TableCell>
              <TableCell>
                <Spread spread={row.figures.accept_to_ready} />
              </TableCell>
              <TableCell>
                <Spread spread={row.figures.ready_to_delivered} />
              </TableCell>
              <TableCell className={styles.number}>{shareText(row.figures.ready_by_due_share, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The kitchen's times of the orders due today (stats/day `timing`): per outlet, then per station when there
 * are stations, the usual (median) and the 90th-percentile minutes from accept to ready and from ready to
 * delivered, and the share ready by due time.
 */
export function KitchenTiming({ timing }: { timing: DayTiming }) {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const titleId = useId();
  const stations = stationRows(timing, language);
  return (
    <Card className={styles.card} role="group" aria-labelledby={titleId}>
      <Subtitle2 as="h3" id={titleId}>
        {t('stats.timing.title')}
      </Subtitle2>
      <Caption1 className={styles.muted}>{t('stats.timing.caption')}</Caption1>
      {timing.overall.orders ? (
        <TimingTable
          caption={t('stats.timing.outletsCaption')}
          head={t('stats.timing.outlet')}
          rows={outletRows(timing, t('stats.timing.overall'))}
        />
      ) : (
        <Text>{t('stats.timing.none')}</Text>
      )}
      {/* A station may be done with orders that are not ready yet as a whole. */}
      {stations.length ? (
        <>
          <TimingTable caption={t('stats.timing.stationsCaption')} head={t('stats.timing.station')} rows={stations} />
          <Caption1 className={styles.muted}>{t('stats.timing.stationsNote')}</Caption1>
        </>
      ) : null}
    </Card>
  );
}
