import { Caption1, Card, Subtitle2, Text } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import type { DayStats } from '../../../api/generated/orders';
import { useCurrentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppSettings } from '../../settings';
import { useDashboardStatsStyles } from './DashboardStats.styles';
import { describeOnTime, describePrep, formatMinutes, formatRate, statusLabel } from './format';

/** A headed card of one figure; its heading names it for assistive technology (a group). */
function Tile({ title, figure, children }: { title: string; figure: string; children?: ReactNode }) {
  const styles = useDashboardStatsStyles();
  const id = useId();
  return (
    <Card className={styles.tile} role="group" aria-labelledby={id}>
      <Subtitle2 as="h3" id={id}>
        {title}
      </Subtitle2>
      <Text className={styles.figure}>{figure}</Text>
      {children}
    </Card>
  );
}

/** The day's four figures: orders by status, on time today and this week, preparation minutes. */
export function StatsTiles({ stats }: { stats: DayStats }) {
  const styles = useDashboardStatsStyles();
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const settings = useAppSettings();
  return (
    <div className={styles.tiles}>
      <Tile title={t('stats.tiles.ordersToday')} figure={String(stats.total)}>
        <ul className={styles.statuses} aria-label={t('stats.tiles.byStatus')}>
          {stats.by_status.map((s) => (
            <li key={s.status}>
              <Caption1>
                {t('stats.statusCount', { status: statusLabel(s.status, settings.order_statuses), number: s.count })}
              </Caption1>
            </li>
          ))}
        </ul>
      </Tile>
      <Tile title={t('stats.tiles.onTimeToday')} figure={formatRate(stats.on_time.today.rate, language)}>
        <Caption1 className={styles.muted}>{describeOnTime(stats.on_time.today)}</Caption1>
      </Tile>
      <Tile title={t('stats.tiles.onTimeWeek')} figure={formatRate(stats.on_time.week.rate, language)}>
        <Caption1 className={styles.muted}>{describeOnTime(stats.on_time.week)}</Caption1>
      </Tile>
      <Tile title={t('stats.tiles.prepToday')} figure={formatMinutes(stats.prep_minutes.today.average_minutes)}>
        <Caption1 className={styles.muted}>{describePrep(stats.prep_minutes.today)}</Caption1>
        <Caption1 className={styles.muted}>
          {t('stats.tiles.prepWeek', {
            minutes: formatMinutes(stats.prep_minutes.week.average_minutes),
            detail: describePrep(stats.prep_minutes.week),
          })}
        </Caption1>
      </Tile>
    </div>
  );
}
