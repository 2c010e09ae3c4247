import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { dataApi, type HistoryEntry } from '../../api/generated/data';
import type { Order } from '../../api/generated/orders';
import { settingsOptions, useKitEnv } from '../../components/resource';
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
const ACTIONS: Record<string, string> = {
  'pending>processing': 'accepted the order',
  'pending>cancelled': 'rejected the order',
  'processing>ready_for_pickup': 'marked the order ready for pickup',
  'ready_for_pickup>on_the_way': 'sent the order on its way',
  'ready_for_pickup>delivered': 'marked the order delivered',
  'on_the_way>delivered': 'marked the order delivered',
};

export function statusAction(from: string | null, to: string | null, label: (status: string) => string): string {
  return ACTIONS[`${from}>${to}`] ?? `changed the status from ${label(from ?? '')} to ${label(to ?? '')}`;
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
    <section className={styles.section} aria-label="Order timeline">
      <Text className={styles.label}>Order timeline</Text>
      {entries.length ? (
        <ol className={styles.list}>
          {entries.map((e) => (
            <li key={e.id}>
              <Text>
                <Text weight="semibold">{e.user?.full_name || e.made_by || 'Someone'}</Text>{' '}
                {statusAction(e.old_value, e.new_value, label)}
                {e.reason ? `: ${e.reason}` : ''} · <time dateTime={e.at}>{when(e.at, zone)}</time>
              </Text>
            </li>
          ))}
        </ol>
      ) : (
        <Text>{data ? 'No status changes yet.' : 'Loading…'}</Text>
      )}
    </section>
  );
}
