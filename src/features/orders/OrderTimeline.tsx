import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { dataApi, type HistoryEntry } from '../../api/generated/data';
import type { Order } from '../../api/generated/orders';
import { settingsOptions, useKitEnv } from '../../components/resource';
import { i18n } from '../../i18n';
import { formatDateTimeInZone, formatTimeInZone, inZone } from '../../lib/zones';
import { orderZone } from './zone';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  label: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', marginBottom: tokens.spacingVerticalL },
});

/** What a status change did, in words: the kitchen board's actions by name, any other change by its statuses. */
const ACTIONS = {
  'pending>processing': 'accepted',
  'pending>cancelled': 'rejected',
  'processing>ready_for_pickup': 'ready',
  'ready_for_pickup>on_the_way': 'onTheWay',
  'ready_for_pickup>delivered': 'delivered',
  'on_the_way>delivered': 'delivered',
} as const satisfies Record<string, string>;

export function statusAction(from: string | null, to: string | null, label: (status: string) => string): string {
  const action = ACTIONS[`${from}>${to}` as keyof typeof ACTIONS] as (typeof ACTIONS)[keyof typeof ACTIONS] | undefined;
  return action
    ? i18n.t(`orders:timeline.${action}`)
    : i18n.t('orders:timeline.changed', { from: label(from ?? ''), to: label(to ?? '') });
}

/** A time today in the zone reads '10:32 am'; another day's '23/11/2026 at 10:32 am'. */
function when(iso: string, zone: string): string {
  const dt = inZone(iso, zone);
  const today = inZone(new Date().toISOString(), zone);
  return dt && today && dt.hasSame(today, 'day') ? formatTimeInZone(iso, zone) : formatDateTimeInZone(iso, zone);
}

/** The order's status changes, oldest first: 'Rania Haddad accepted the order · 10:32 am', in the order's zone. */
export function OrderTimeline({ order }: { order: Order }) {
  const styles = useStyles();
  const { t } = useTranslation(['orders', 'common']);
  const { settings } = useKitEnv();
  const zone = orderZone(order as unknown as Record<string, unknown>, settings);
  const { data, refetch } = dataApi.endpoints.listHistory.useQuery({
    resource: 'orders',
    recordId: String(order.id),
    field: 'status',
    orderBy: 'id',
    order: 'ASC',
    perPage: 100,
  });
  useEffect(() => {
    void refetch();
  }, [order.__version, refetch]);
  const statuses = settingsOptions(settings, 'order_statuses');
  const label = (status: string) => statuses.find((s) => s.value === status)?.label ?? status.replace(/_/g, ' ');
  const entries: HistoryEntry[] = data?.data.results ?? [];
  return (
    <section className={styles.section} aria-label={t('timeline.title')}>
      <Text className={styles.label}>{t('timeline.title')}</Text>
      {entries.length ? (
        <ol className={styles.list}>
          {entries.map((e) => (
            <li key={e.id}>
              <Text>
                <Text weight="semibold">
                  <bdi>{e.user?.full_name || e.made_by || t('timeline.someone')}</bdi>
                </Text>{' '}
                {statusAction(e.old_value, e.new_value, label)}
                {e.reason ? t('timeline.reason', { reason: e.reason }) : ''} ·{' '}
                <time dateTime={e.at}>
                  <bdi>{when(e.at, zone)}</bdi>
                </time>
              </Text>
            </li>
          ))}
        </ol>
      ) : (
        <Text>{data ? t('timeline.empty') : t('common:loading')}</Text>
      )}
    </section>
  );
}
